/// A walk through the recent searches: the one in the field and what was typed before it.
public struct SearchRecall: Sendable, Equatable {
    /// The recent search in the field, 0 the newest.
    public var position: Int
    /// The text typed before the first recall, which walking past the newest brings back.
    public var typed: String
}

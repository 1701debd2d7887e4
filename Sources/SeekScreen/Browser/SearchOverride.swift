/// What the list is matched against instead of the query (fzf's `search(…)` and
/// `transform-search`), for as long as the query's text is the one it was set for: typing
/// matches the query again.
public struct SearchOverride: Sendable, Equatable {
    /// The text matched instead of the query.
    public var text: String
    /// The query's text when it was set.
    public var queryText: String
}

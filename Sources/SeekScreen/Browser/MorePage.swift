/// A page of results delivered: more were asked for after it.
public struct MorePage: Sendable, Equatable {
    /// The query's generation.
    public var generation: Int
    /// How many results had been delivered.
    public var deliveredCount: Int
}

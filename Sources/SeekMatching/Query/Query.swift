/// A parsed search query in fzf's extended syntax: clauses that must all hold, each clause a list
/// of alternative terms of which one must hold.
///
/// Terms are separated by spaces (`\ ` is a literal space inside a term) and ANDed; a lone `|`
/// between two terms makes them alternatives (OR). See ``QueryTerm`` for the forms of a term and
/// ``init(_:)`` for the edge cases.
public struct Query: Sendable, Equatable {
    /// The text the query was parsed from.
    public let text: String
    /// Every clause must hold; a clause holds when any one of its terms holds.
    public let clauses: [[QueryTerm]]

    /// Whether the query matches every item (it has no terms).
    public var isEmpty: Bool { clauses.isEmpty }

    /// Every term, clause by clause.
    public var terms: [QueryTerm] { clauses.flatMap { $0 } }
}

/// A parsed search query: terms separated by spaces, all of which must match (AND).
///
/// Each term is a fuzzy pattern with its own smart case. A backslash before a space keeps the
/// space inside the term.
public struct Query: Sendable, Equatable {
    /// The terms, in the order typed.
    public let terms: [String]

    /// Parses `text`.
    public init(_ text: String) {
        var terms: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                if character != " " { current.append("\\") }
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == " " {
                if !current.isEmpty { terms.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        if !current.isEmpty { terms.append(current) }
        self.terms = terms
    }

    /// Whether the query matches everything.
    public var isEmpty: Bool { terms.isEmpty }
}

/// A query compiled for repeated use against many items.
public struct QueryMatcher: Sendable {
    private let scorers: [FuzzyScorer]

    /// Compiles `query`.
    public init(_ query: Query) {
        scorers = query.terms.map { FuzzyScorer(pattern: $0) }
    }

    /// The item's score, or nil when some term does not match.
    public func score(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var total = 0
        for scorer in scorers {
            guard let score = scorer.score(text) else { return nil }
            total += score
        }
        return total
    }

    /// The scalar indexes in `text` that the query matched, sorted and without repeats; empty
    /// when it does not match.
    public func matchedPositions(in text: String) -> [Int] {
        var positions: [Int] = []
        for scorer in scorers {
            guard scorer.score(text, positions: &positions) != nil else { return [] }
        }
        return Array(Set(positions)).sorted()
    }
}

/// A ``Query`` compiled for matching many items: decides whether an item matches, scores it, and
/// reports the positions to highlight.
///
/// An item matches when every clause holds. A clause holds when one of its terms does: a positive
/// term whose pattern occurs, or a negated term whose pattern does not. The item's score is the
/// sum over clauses of the score of the first positive term that matched (zero for a clause held
/// only by negation), as in fzf.
public struct QueryMatcher: Sendable {
    let clauses: [[TermMatcher]]

    /// Compiles `query`.
    public init(_ query: Query) {
        clauses = query.clauses.map { $0.map(TermMatcher.init) }
    }

    private init(clauses: [[TermMatcher]]) {
        self.clauses = clauses
    }

    /// A copy that shares no storage with this one. Each worker scans with its own copy, so the
    /// reference counts it touches for every item stay in its own core's cache instead of
    /// bouncing between cores.
    func unshared() -> QueryMatcher {
        QueryMatcher(clauses: clauses.map { clause in clause.map { $0.unshared() } })
    }

    /// Whether every item matches.
    public var matchesEverything: Bool { clauses.isEmpty }

    /// The item's score, or nil when it does not match. `text` is the item's UTF-8.
    ///
    /// - Complexity: O(n) per fuzzy term in the item's length.
    public func score(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var scratch: [UInt32] = []
        return score(text, isASCII: UTF8Decoding.isASCII(text), scratch: &scratch)
    }

    /// The item's score, or nil; `scratch` is reused between calls to decode non-ASCII items.
    @inline(__always)
    func score(_ text: UnsafeBufferPointer<UInt8>, isASCII: Bool, scratch: inout [UInt32]) -> Int? {
        if isASCII {
            return score(units: text, positions: nil)
        }
        UTF8Decoding.decode(text, into: &scratch)
        return scratch.withUnsafeBufferPointer { score(units: $0, positions: nil) }
    }

    @inline(__always)
    func score<Unit: FixedWidthInteger>(
        units text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        var total = 0
        for clause in clauses {
            var holds = false
            var clauseScore = 0
            for term in clause {
                if let score = term.match(text, positions: term.isNegated ? nil : positions) {
                    if term.isNegated { continue }
                    clauseScore = score
                    holds = true
                    break
                } else if term.isNegated {
                    holds = true
                }
            }
            guard holds else { return nil }
            total += clauseScore
        }
        return total
    }

    /// The scalar indexes in `text` that the query matched, sorted and without repeats; empty
    /// when it does not match.
    public func matchedPositions(in text: String) -> [Int] {
        // ASCII text's bytes are its scalars: widened without decoding (the rows drawn each frame).
        let widened = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.map(UInt32.init) : nil
        }
        let scalars = (widened ?? nil) ?? text.unicodeScalars.map(\.value)
        var positions: [Int] = []
        let matched = scalars.withUnsafeBufferPointer { score(units: $0, positions: &positions) }
        guard matched != nil else { return [] }
        return Array(Set(positions)).sorted()
    }
}

/// A query of one positive fuzzy term that narrows a result whose query was one positive fuzzy
/// term with a prefix of its pattern (the same bytes and case folds): the user typed more of
/// the term. Every match of the result then carries a ``PrefixTrace``, and an earlier match
/// whose ceiling, raised by what the added characters can earn, cannot reach the top rows is
/// decided by searching only for the added characters after its frontier: no window test and
/// no scoring (see ``ChunkScanner/resumes(_:from:growing:)``).
struct GrowingTerm: Sendable {
    /// How many characters the narrowed result's pattern has.
    let earlierCount: Int
    /// How many characters were added to it.
    let addedCount: Int

    /// Whether a scan of `query` keeps a ``PrefixTrace`` per match: it is one positive fuzzy
    /// term with an ASCII pattern of two or more characters.
    ///
    /// Not one character: its scan records up to every item (`s`: 199,803 of 200,000 lines),
    /// where the traces cost 8 M instructions, and the next keystroke's threshold is seldom a
    /// whole match score and largest bonus above the first's, so its ceilings decide little
    /// (measured on 200,000 lines: `so` 202 -> 251 M instructions, `us` 173 -> 183, `sr` 100 -> 91).
    static func isTraced(_ query: Query) -> Bool {
        guard query.clauses.count == 1, query.clauses[0].count == 1 else { return false }
        let term = query.clauses[0][0]
        return term.kind == .fuzzy && !term.isNegated && term.pattern.utf8.count >= 2
            && term.pattern.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The growth from `previous` to `query`, or nil unless both are traced (``isTraced(_:)``),
    /// match case alike and `previous`'s pattern, folded as ``ASCIIQuery`` folds it, starts
    /// `query`'s. A smart-case change (`ab` to `abC`) changes the folds, so it is not growth.
    init?(_ query: Query, narrowing previous: Query) {
        guard Self.isTraced(query), Self.isTraced(previous) else { return nil }
        let term = query.clauses[0][0]
        let earlier = previous.clauses[0][0]
        guard term.isCaseSensitive == earlier.isCaseSensitive else { return nil }
        let bytes = Self.folded(term), earlierBytes = Self.folded(earlier)
        guard earlierBytes.count <= bytes.count, bytes.starts(with: earlierBytes) else { return nil }
        earlierCount = earlierBytes.count
        addedCount = bytes.count - earlierBytes.count
    }

    /// The pattern's bytes as ``ASCIIQuery/Storage`` compiles them: lowercased unless the term
    /// is case-sensitive.
    private static func folded(_ term: QueryTerm) -> [UInt8] {
        term.pattern.utf8.map { !term.isCaseSensitive && $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    }
}

/// One ``QueryTerm`` compiled for matching many items: finds the term's pattern in a text and
/// scores it with ``FuzzyScorer``'s bonuses.
struct TermMatcher: Sendable {
    let kind: QueryTerm.Kind
    let isNegated: Bool
    let scorer: FuzzyScorer

    init(_ term: QueryTerm) {
        kind = term.kind
        isNegated = term.isNegated
        scorer = FuzzyScorer(
            scalars: term.pattern.unicodeScalars.map(\.value),
            caseSensitive: term.isCaseSensitive,
            normalize: term.normalizesLatinLetters
        )
    }

    private init(kind: QueryTerm.Kind, isNegated: Bool, scorer: FuzzyScorer) {
        self.kind = kind
        self.isNegated = isNegated
        self.scorer = scorer
    }

    /// A copy that shares no storage with this one.
    func unshared() -> TermMatcher {
        TermMatcher(kind: kind, isNegated: isNegated,
                    scorer: FuzzyScorer(scalars: scorer.pattern.map { $0 }, caseSensitive: scorer.isCaseSensitive,
                                        foldedAlready: true, normalize: scorer.normalizesLatinLetters))
    }

    /// The score of the pattern's best occurrence in `text`, ignoring negation; nil when it does
    /// not occur. Matched scalar indexes are appended to `positions` when it is given.
    ///
    /// - Complexity: O(n·m) at worst for a text of n units and a pattern of m.
    @inline(__always)
    func match<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        scorer.pattern.withUnsafeBufferPointer { pattern in
            TermScoring.score(kind, ScalarItemText(text: text, pattern: pattern, isCaseSensitive: scorer.isCaseSensitive,
                                                   normalizesLatinLetters: scorer.normalizesLatinLetters),
                              positions: positions)
        }
    }
}

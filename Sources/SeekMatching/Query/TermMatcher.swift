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
            normalize: term.normalizesLatinLetters,
            scheme: term.scheme
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
                                        foldedAlready: true, normalize: scorer.normalizesLatinLetters,
                                        scheme: scorer.scheme))
    }

    /// The score of the pattern's best occurrence in `text`, ignoring negation; nil when it does
    /// not occur. Matched scalar indexes are appended to `positions` when it is given. With
    /// `prefersLatest` an exact term is searched from the end, as fzf does when ranking by `end`
    /// or `pathname` (see ``latestBestOccurrence(of:in:)``).
    ///
    /// - Complexity: O(n·m) at worst for a text of n units and a pattern of m.
    @inline(__always)
    func match<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?,
        prefersLatest: Bool = false
    ) -> Int? {
        scorer.pattern.withUnsafeBufferPointer { pattern in
            let item = ScalarItemText(text: text, pattern: pattern, isCaseSensitive: scorer.isCaseSensitive,
                                      normalizesLatinLetters: scorer.normalizesLatinLetters, scheme: scorer.scheme)
            if prefersLatest && kind == .exact {
                guard let start = Self.latestBestOccurrence(in: item) else { return nil }
                return TermScoring.windowScore(item, start: start, end: start + item.patternCount - 1, positions: positions)
            }
            return TermScoring.score(kind, item, positions: positions)
        }
    }

    /// Where fzf's backward search settles: going from the end, the first occurrence whose
    /// start earns at least the boundary bonus, else the one whose start earns the most (the
    /// latest of equals).
    private static func latestBestOccurrence<Text: ScoredText>(in text: Text) -> Int? {
        var chosen: (start: Int, bonus: Int)?
        var start = text.count - text.patternCount
        while start >= 0 {
            if (0..<text.patternCount).allSatisfy({ text.matches($0, at: start + $0) }) {
                let bonus = text.bonus(at: start)
                if bonus > chosen?.bonus ?? -1 { chosen = (start, bonus) }
                if bonus >= FuzzyScorer.boundaryBonus { break }
            }
            start -= 1
        }
        return chosen?.start
    }
}

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
    /// not occur. Matched scalar indexes are appended to `positions` when it is given. With
    /// `prefersLatest` an exact term is searched from the end, as fzf does when ranking by `end`
    /// or `pathname` (see ``latestBestOccurrence(of:in:)``).
    ///
    /// - Complexity: O(n) for fuzzy terms, O(n·m) at worst for exact ones.
    @inline(__always)
    func match<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?,
        prefersLatest: Bool = false
    ) -> Int? {
        switch kind {
        case .fuzzy:
            if Unit.self == UInt8.self && scorer.isASCII {
                scorer.scoreASCII(UnsafeBufferPointer(start: UnsafeRawPointer(text.baseAddress)?.assumingMemoryBound(to: UInt8.self),
                                                      count: text.count), positions: positions)
            } else {
                scorer.score(units: text, positions: positions)
            }
        case .exact: exactMatch(text, positions: positions, prefersLatest: prefersLatest)
        case .prefix, .suffix, .whole: anchoredMatch(text, positions: positions)
        }
    }

    private func exactMatch<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?,
        prefersLatest: Bool
    ) -> Int? {
        scorer.pattern.withUnsafeBufferPointer { pattern in
            let length = pattern.count
            guard length <= text.count else { return nil }
            let last = text.count - length
            if prefersLatest {
                guard let start = latestBestOccurrence(of: pattern, in: text) else { return nil }
                return windowScore(text, start: start, length: length, pattern: pattern, positions: positions)
            }
            var first = -1
            var start = 0
            while start <= last {
                if occurs(pattern, in: text, at: start) {
                    first = start
                    break
                }
                start += 1
            }
            guard first >= 0 else { return nil }
            var latest = first
            start = last
            while start > first {
                if occurs(pattern, in: text, at: start) {
                    latest = start
                    break
                }
                start -= 1
            }
            let early = windowScore(text, start: first, length: length, pattern: pattern, positions: nil)
            let late = latest == first ? early : windowScore(text, start: latest, length: length, pattern: pattern, positions: nil)
            if let positions {
                _ = windowScore(text, start: late > early ? latest : first, length: length, pattern: pattern, positions: positions)
            }
            return max(early, late)
        }
    }

    /// Where fzf's backward search settles: going from the end, the first occurrence whose
    /// start earns at least the boundary bonus, else the one whose start earns the most (the
    /// latest of equals).
    private func latestBestOccurrence<Unit: FixedWidthInteger>(
        of pattern: UnsafeBufferPointer<UInt32>,
        in text: UnsafeBufferPointer<Unit>
    ) -> Int? {
        var chosen: (start: Int, bonus: Int)?
        var start = text.count - pattern.count
        while start >= 0 {
            if occurs(pattern, in: text, at: start) {
                let bonus = start == 0 ? FuzzyScorer.whiteBoundaryBonus
                    : CharacterClass.bonus(after: CharacterClass(UInt32(truncatingIfNeeded: text[start - 1])),
                                           on: CharacterClass(UInt32(truncatingIfNeeded: text[start])))
                if bonus > chosen?.bonus ?? -1 { chosen = (start, bonus) }
                if bonus >= FuzzyScorer.boundaryBonus { break }
            }
            start -= 1
        }
        return chosen?.start
    }

    private func anchoredMatch<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        scorer.pattern.withUnsafeBufferPointer { pattern in
            let length = pattern.count
            var lower = 0
            var upper = text.count
            if kind != .suffix && !CharacterClass.isSpace(pattern[0]) {
                while lower < upper && CharacterClass.isSpace(UInt32(truncatingIfNeeded: text[lower])) { lower += 1 }
            }
            if kind != .prefix && !CharacterClass.isSpace(pattern[length - 1]) {
                while upper > lower && CharacterClass.isSpace(UInt32(truncatingIfNeeded: text[upper - 1])) { upper -= 1 }
            }
            let start: Int
            switch kind {
            case .prefix: start = lower
            case .suffix: start = upper - length
            default:
                guard upper - lower == length else { return nil }
                start = lower
            }
            guard start >= 0, start + length <= text.count, occurs(pattern, in: text, at: start) else { return nil }
            return windowScore(text, start: start, length: length, pattern: pattern, positions: positions)
        }
    }

    @inline(__always)
    private func occurs<Unit: FixedWidthInteger>(
        _ pattern: UnsafeBufferPointer<UInt32>,
        in text: UnsafeBufferPointer<Unit>,
        at start: Int
    ) -> Bool {
        var offset = 0
        while offset < pattern.count {
            if scorer.folded(text[start + offset]) != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private func windowScore<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        start: Int,
        length: Int,
        pattern: UnsafeBufferPointer<UInt32>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int {
        FuzzyScorer.scoreWindow(text, start: start, end: start + length - 1, pattern: pattern,
                                caseSensitive: scorer.isCaseSensitive, normalize: scorer.normalizesLatinLetters, positions: positions)
    }
}

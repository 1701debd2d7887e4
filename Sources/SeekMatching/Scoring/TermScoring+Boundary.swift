extension TermScoring {
    /// The score of a whole-word term (`'abc'`): its first occurrence that starts on a word
    /// boundary with no letter or digit right before it or right after it, nil when none does.
    ///
    /// As in fzf, the score is the bonus of the occurrence's first character, less a little for
    /// an underscore on either side (so `_abc_` ranks below `-abc-`), plus a base that lets it
    /// compete with the other kinds of term (`'abc' | def`).
    ///
    /// - Complexity: O(n·m) at worst, O(n) when the pattern's first character is rare.
    static func boundaryScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        let length = text.patternCount
        var start = firstBoundaryCandidate(text, from: 0)
        while start >= 0 {
            let end = start + length
            // As fzf, the start of the text earns the white-space bonus here, whatever the scheme.
            let bonus = start == 0 ? text.scheme.whiteBoundaryBonus : text.bonus(at: start)
            if bonus >= FuzzyScorer.boundaryBonus, start == 0 || !isWord(text, at: start - 1), end == text.count || !isWord(text, at: end) {
                var score = bonus
                var deduction = bonus - FuzzyScorer.boundaryBonus + 1
                if start > 0 && text.scalar(at: start - 1) == 0x5F {
                    score -= deduction + 1
                    deduction = 1
                }
                if end < text.count && text.scalar(at: end) == 0x5F { score -= deduction }
                positions?.pointee.append(contentsOf: start..<end)
                return score + FuzzyScorer.matchScore * length + text.scheme.whiteBoundaryBonus * (length + 1)
            }
            start = firstBoundaryCandidate(text, from: start + 1)
        }
        return nil
    }

    /// The next place from `start` where the whole pattern occurs, or -1.
    @inline(__always)
    private static func firstBoundaryCandidate<Text: ScoredText>(_ text: Text, from start: Int) -> Int {
        let limit = text.count - text.patternCount + 1
        var index = start
        while index < limit {
            index = text.firstIndex(matching: 0, from: index, to: limit)
            if index >= limit { return -1 }
            var offset = 1
            while offset < text.patternCount && text.matches(offset, at: index + offset) { offset += 1 }
            if offset == text.patternCount { return index }
            index += 1
        }
        return -1
    }

    @inline(__always)
    private static func isWord<Text: ScoredText>(_ text: Text, at index: Int) -> Bool {
        CharacterClass(text.scalar(at: index), scheme: text.scheme).isWord
    }
}

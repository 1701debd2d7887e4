/// A text of Unicode scalars (or of bytes, which are scalars below 0x80 in an ASCII text) as a
/// ``FuzzyScorer``'s pattern sees it: each unit folded as ``ScalarFolding`` describes, classes
/// from ``CharacterClass``.
struct ScalarItemText<Unit: FixedWidthInteger>: ScoredText {
    let text: UnsafeBufferPointer<Unit>
    /// The pattern, folded already.
    let pattern: UnsafeBufferPointer<UInt32>
    let isCaseSensitive: Bool
    let normalizesLatinLetters: Bool
    let scheme: ScoringScheme

    var count: Int { text.count }
    var patternCount: Int { pattern.count }

    @inline(__always)
    private func folded(_ index: Int) -> UInt32 {
        ScalarFolding.fold(UInt32(truncatingIfNeeded: text[index]), caseSensitive: isCaseSensitive,
                           normalize: normalizesLatinLetters)
    }

    @inline(__always)
    func matches(_ patternIndex: Int, at index: Int) -> Bool {
        folded(index) == pattern[patternIndex]
    }

    @inline(__always)
    func bonus(at index: Int) -> Int {
        let previous = index > 0 ? CharacterClass(UInt32(truncatingIfNeeded: text[index - 1]), scheme: scheme) : scheme.initialClass
        return CharacterClass.bonus(after: previous, on: CharacterClass(UInt32(truncatingIfNeeded: text[index]), scheme: scheme),
                                    scheme: scheme)
    }

    /// The largest bonus of all; no cheaper bound is worth a pass over decoded scalars.
    var largestBonus: Int { FuzzyScorer.whiteBoundaryBonus }

    @inline(__always)
    func firstIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end && !matches(patternIndex, at: index) { index += 1 }
        return index
    }

    @inline(__always)
    func firstLanes(matching patternIndex: Int, from start: Int, to end: Int) -> (start: Int, lanes: UInt64) {
        let first = firstIndex(matching: patternIndex, from: start, to: end)
        if first == end { return (end, 0) }
        var lanes: UInt64 = 0x80
        for index in (first + 1)..<min(first + 8, end) where matches(patternIndex, at: index) {
            lanes |= 0x80 << UInt64(8 * (index - first))
        }
        return (first, lanes)
    }

    @inline(__always)
    func lastIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int {
        var index = end - 1
        while index >= start && !matches(patternIndex, at: index) { index -= 1 }
        return index >= start ? index : -1
    }

    @inline(__always)
    func isSpace(at index: Int) -> Bool { CharacterClass.isSpace(UInt32(truncatingIfNeeded: text[index])) }

    @inline(__always)
    func scalar(at index: Int) -> UInt32 { UInt32(truncatingIfNeeded: text[index]) }

    @inline(__always)
    func patternIsSpace(_ patternIndex: Int) -> Bool { CharacterClass.isSpace(pattern[patternIndex]) }
}

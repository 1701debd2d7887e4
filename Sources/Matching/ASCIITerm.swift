/// One term of an ``ASCIIQuery``: the pattern's bytes and case-fold masks in raw memory, matched
/// and scored against ASCII text exactly as ``TermMatcher`` does, but without generics, optionals
/// of arrays or reference counting, so the per-item loop stays in registers.
///
/// A text byte matches pattern byte `k` when `byte | folds[k] == pattern[k]` (see ``ByteSearch``).
struct ASCIITerm {
    let kind: QueryTerm.Kind
    let isNegated: Bool
    /// One past the index of the last term of this term's clause, in ``ASCIIQuery/terms``.
    let clauseEnd: Int
    let pattern: UnsafePointer<UInt8>
    let folds: UnsafePointer<UInt8>
    let count: Int

    /// The score of the pattern's best occurrence in `text`, ignoring negation; nil when it does
    /// not occur.
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Int? {
        switch kind {
        case .fuzzy: fuzzyScore(text, count: length, tables: tables)
        case .exact: exactScore(text, count: length, tables: tables)
        case .prefix, .suffix, .whole: anchoredStart(text, count: length).map {
            tables.scoreWindow(text, start: $0, end: $0 + count - 1, term: self)
        }
        }
    }

    /// Whether the pattern occurs in `text` at all: what a negated term needs, without scoring.
    @inline(__always)
    func occurs(in text: UnsafePointer<UInt8>, count length: Int) -> Bool {
        switch kind {
        case .fuzzy: earliestEnd(text, count: length) >= 0
        case .exact: firstOccurrence(text, count: length) >= 0
        case .prefix, .suffix, .whole: anchoredStart(text, count: length) != nil
        }
    }

    // MARK: Fuzzy

    /// The index where the earliest complete subsequence match ends, or -1.
    @inline(__always)
    private func earliestEnd(_ text: UnsafePointer<UInt8>, count length: Int) -> Int {
        if count > length { return -1 }
        let raw = UnsafeRawPointer(text)
        var index = -1
        for patternIndex in 0..<count {
            index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                          from: index + 1, to: length)
            if index == length { return -1 }
        }
        return index
    }

    /// Whether some occurrence of the fuzzy pattern could score within `slack` points of the
    /// term's bound `m × matchScore + (m + 1) × largestBonus`, judged by where it starts and how
    /// far it spreads.
    ///
    /// Both windows ``fuzzyScore(_:count:tables:)`` scores are greedy windows: a start on the
    /// pattern's first byte, the rest assigned greedily after it. Such a window falls short of the
    /// bound by at least twice what its first character's bonus lacks of `largestBonus` (that
    /// bonus counts twice), plus its gaps: a window of span L > m holds L − m unmatched characters
    /// and loses at least L − m + 2 to them (3 for a gap's first character, 1 for each further
    /// one). So each candidate start may spread only as far as its remaining slack allows; a
    /// window that fits is scored, and the term can score within `slack` only if one of them
    /// does. Candidates are found eight bytes at a time, and each is followed and scored only over
    /// its bounded span, which is much less work than the backward passes of a full score.
    @inline(__always)
    func window(in text: UnsafePointer<UInt8>, count length: Int, within slack: Int, largestBonus: Int,
                tables: ASCIIScoringTables) -> WindowVerdict {
        guard count <= length else { return .absent }
        let raw = UnsafeRawPointer(text)
        let limit = length - count + 1
        let least = count * FuzzyScorer.matchScore + (count + 1) * largestBonus - slack
        var start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: 0, to: limit)
        if start == limit { return .absent }
        var isFirst = true
        while true {
            let previousClass = start > 0 ? Int(tables.classes[Int(text[start - 1])]) : CharacterClass.white.rawValue
            let startBonus = Int(tables.bonuses[previousClass << 3 | Int(tables.classes[Int(text[start])])])
            let remaining = slack - FuzzyScorer.firstCharacterMultiplier * (largestBonus - startBonus)
            let span = count + max(0, remaining - 2)
            // From the first candidate the rest is followed to the end of the text, so that this
            // pass is also the match test; later ones only as far as their span.
            if remaining >= 0 || isFirst {
                let stop = isFirst ? length : min(length, start + span)
                var index = start
                var patternIndex = 1
                while patternIndex < count {
                    index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                                  from: index + 1, to: stop)
                    if index == stop { break }
                    patternIndex += 1
                }
                if patternIndex < count {
                    // The rest did not follow even to the end of the text: no later start can do better.
                    if isFirst { return .absent }
                    if stop == length { return .outOfReach }
                } else if remaining >= 0 && index - start < span
                            && tables.scoreWindow(text, start: start, end: index, term: self) >= least {
                    // Within the span, the window's own score decides (one table pass over it).
                    return .mayReach
                }
            }
            isFirst = false
            start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: start + 1, to: limit)
            if start == limit { return .outOfReach }
        }
    }

    /// What ``window(in:count:within:largestBonus:tables:)`` finds.
    enum WindowVerdict {
        /// The pattern does not occur.
        case absent
        /// It occurs, but no occurrence can score within the slack.
        case outOfReach
        /// Some occurrence might.
        case mayReach
    }

    /// The two-window algorithm documented on ``FuzzyScorer``.
    @inline(__always)
    private func fuzzyScore(_ text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Int? {
        let end = earliestEnd(text, count: length)
        guard end >= 0 else { return nil }
        let start = latestStart(text, endingBy: end)
        let lateStart = latestStart(text, endingBy: length - 1)
        if lateStart == start {
            return tables.scoreWindow(text, start: start, end: end, term: self)
        }
        let raw = UnsafeRawPointer(text)
        var lateEnd = lateStart
        var patternIndex = 1
        while patternIndex < count {
            lateEnd = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                            from: lateEnd + 1, to: length)
            patternIndex += 1
        }
        return max(tables.scoreWindow(text, start: start, end: end, term: self),
                   tables.scoreWindow(text, start: lateStart, end: lateEnd, term: self))
    }

    /// The latest index at which the whole pattern starts, matching backwards from `end`.
    @inline(__always)
    private func latestStart(_ text: UnsafePointer<UInt8>, endingBy end: Int) -> Int {
        let raw = UnsafeRawPointer(text)
        var index = end + 1
        var patternIndex = count - 1
        while patternIndex >= 0 {
            index = ByteSearch.lastIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw, from: 0, to: index)
            patternIndex -= 1
        }
        return index
    }

    // MARK: Exact and anchored

    @inline(__always)
    private func occurs(in text: UnsafePointer<UInt8>, at start: Int) -> Bool {
        var offset = 0
        while offset < count {
            if text[start + offset] | folds[offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first index where the pattern occurs, or -1; candidates are found by their first byte,
    /// eight bytes at a time.
    @inline(__always)
    private func firstOccurrence(_ text: UnsafePointer<UInt8>, count length: Int) -> Int {
        guard count <= length else { return -1 }
        let limit = length - count + 1
        let raw = UnsafeRawPointer(text)
        var index = 0
        while true {
            index = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: index, to: limit)
            if index == limit { return -1 }
            if occurs(in: text, at: index) { return index }
            index += 1
        }
    }

    /// The better of the pattern's first and last occurrence (the first on a tie), as
    /// ``TermMatcher`` scores exact terms.
    @inline(__always)
    private func exactScore(_ text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Int? {
        let first = firstOccurrence(text, count: length)
        guard first >= 0 else { return nil }
        let raw = UnsafeRawPointer(text)
        var latest = first
        var bound = length - count + 1
        while true {
            let candidate = ByteSearch.lastIndex(of: pattern[0], fold: folds[0], in: raw, from: first + 1, to: bound)
            if candidate < 0 { break }
            if occurs(in: text, at: candidate) {
                latest = candidate
                break
            }
            bound = candidate
        }
        let early = tables.scoreWindow(text, start: first, end: first + count - 1, term: self)
        if latest == first { return early }
        return max(early, tables.scoreWindow(text, start: latest, end: latest + count - 1, term: self))
    }

    /// White space as anchors skip it (the ASCII part of Go's `unicode.IsSpace`).
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    /// Where a prefix, suffix or whole-line pattern sits in `text`, or nil when it is not there.
    @inline(__always)
    private func anchoredStart(_ text: UnsafePointer<UInt8>, count length: Int) -> Int? {
        var lower = 0
        var upper = length
        if kind != .suffix && !Self.isSpace(pattern[0]) {
            while lower < upper && Self.isSpace(text[lower]) { lower += 1 }
        }
        if kind != .prefix && !Self.isSpace(pattern[count - 1]) {
            while upper > lower && Self.isSpace(text[upper - 1]) { upper -= 1 }
        }
        let start: Int
        switch kind {
        case .prefix: start = lower
        case .suffix: start = upper - count
        default:
            guard upper - lower == count else { return nil }
            start = lower
        }
        guard start >= 0, start + count <= length, occurs(in: text, at: start) else { return nil }
        return start
    }
}

/// The one implementation of matching and scoring a term, for every kind of text (see
/// ``ScoredText``): whether the term's pattern occurs, and the score of its best-scoring
/// occurrence, with the positions of that occurrence when asked.
///
/// How a matched character is scored is described on ``FuzzyScorer``; ``windowScore(_:start:end:positions:)``
/// adds it up for one assignment. Fuzzy terms search every assignment for the best one
/// (``fuzzyScore(_:positions:)``); exact terms take the best of their occurrences; prefix,
/// suffix and whole-line terms have one place they can be.
enum TermScoring {
    /// The score of the term's best occurrence in `text`, ignoring negation; nil when it does not
    /// occur. The matched indexes are appended to `positions`, in increasing order, when given.
    /// With `needed`, a fuzzy term whose score is below it may answer ``fallsShort`` instead (see
    /// ``fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``); other kinds always score
    /// exactly. A fuzzy term's search uses `workspace` for its candidates when given, and starts
    /// from `earliest`, each pattern character's earliest place, when given.
    @inline(__always)
    static func score<Text: ScoredText>(_ kind: QueryTerm.Kind, _ text: Text,
                                        positions: UnsafeMutablePointer<[Int]>?,
                                        reaching needed: Int = Int.min,
                                        largestBonus: Int = FuzzyScorer.whiteBoundaryBonus,
                                        workspace: UnsafeMutablePointer<[Int32]>? = nil,
                                        earliest: UnsafePointer<Int32>? = nil) -> Int? {
        switch kind {
        case .fuzzy: fuzzyScore(text, positions: positions, reaching: needed, largestBonus: largestBonus,
                                workspace: workspace, earliest: earliest)
        case .exact: exactScore(text, positions: positions)
        case .boundary: boundaryScore(text, positions: positions)
        case .prefix, .suffix, .whole: anchoredStart(kind, text).map {
            windowScore(text, start: $0, end: $0 + text.patternCount - 1, positions: positions)
        }
        }
    }

    /// Whether the term's pattern occurs in `text` at all: what a negated term needs, without
    /// scoring.
    @inline(__always)
    static func occurs<Text: ScoredText>(_ kind: QueryTerm.Kind, in text: Text) -> Bool {
        switch kind {
        case .fuzzy: earliestEnd(text) >= 0
        case .exact: firstOccurrence(text, from: 0) >= 0
        case .boundary: boundaryScore(text, positions: nil) != nil
        case .prefix, .suffix, .whole: anchoredStart(kind, text) != nil
        }
    }

    /// The score of the pattern assigned greedily inside `start...end`, which must contain it
    /// and start with a match of the first pattern character: each pattern character takes the
    /// first match after the previous one.
    @inline(__always)
    static func windowScore<Text: ScoredText>(_ text: Text, start: Int, end: Int,
                                              positions: UnsafeMutablePointer<[Int]>?) -> Int {
        let patternCount = text.patternCount
        var tally = AssignmentTally()
        var patternIndex = 0
        var index = start
        while index <= end {
            if text.matches(patternIndex, at: index) {
                positions?.pointee.append(index)
                tally.add(at: index, bonus: text.bonus(at: index))
                patternIndex += 1
                if patternIndex == patternCount { break }
            }
            index += 1
        }
        return tally.total
    }

    /// A run's bonus after a character that earned `bonus` joined it: a boundary inside the run
    /// raises it for the characters after (so `src` in `/src/` scores as a whole boundary word).
    @inline(__always)
    static func raisedRunBonus(_ runBonus: Int, by bonus: Int) -> Int {
        bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus ? bonus : runBonus
    }

    // MARK: Exact and anchored

    @inline(__always)
    private static func occurs<Text: ScoredText>(_ text: Text, at start: Int) -> Bool {
        var offset = 1
        while offset < text.patternCount {
            if !text.matches(offset, at: start + offset) { return false }
            offset += 1
        }
        return true
    }

    /// The first index from `start` where the whole pattern occurs, or -1; candidates are found
    /// by their first character.
    @inline(__always)
    private static func firstOccurrence<Text: ScoredText>(_ text: Text, from start: Int) -> Int {
        let limit = text.count - text.patternCount + 1
        guard limit > 0 else { return -1 }
        var index = start
        while true {
            index = text.firstIndex(matching: 0, from: index, to: limit)
            if index >= limit { return -1 }
            if occurs(text, at: index) { return index }
            index += 1
        }
    }

    /// The best-scoring occurrence of an exact term (the first on a tie).
    ///
    /// - Complexity: O(n·m) at worst, O(n) when the pattern's first character is rare.
    private static func exactScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        let length = text.patternCount
        var start = firstOccurrence(text, from: 0)
        guard start >= 0 else { return nil }
        var best = Int.min
        var bestStart = start
        while start >= 0 {
            let score = windowScore(text, start: start, end: start + length - 1, positions: nil)
            if score > best {
                best = score
                bestStart = start
            }
            start = firstOccurrence(text, from: start + 1)
        }
        if positions != nil {
            _ = windowScore(text, start: bestStart, end: bestStart + length - 1, positions: positions)
        }
        return best
    }

    /// Where a prefix, suffix or whole-line pattern sits in `text`, or nil when it is not there.
    /// White space at the anchored ends of the text is skipped unless the pattern has it there.
    @inline(__always)
    private static func anchoredStart<Text: ScoredText>(_ kind: QueryTerm.Kind, _ text: Text) -> Int? {
        let length = text.patternCount
        var lower = 0
        var upper = text.count
        if kind != .suffix && !text.patternIsSpace(0) {
            while lower < upper && text.isSpace(at: lower) { lower += 1 }
        }
        if kind != .prefix && !text.patternIsSpace(length - 1) {
            while upper > lower && text.isSpace(at: upper - 1) { upper -= 1 }
        }
        let start: Int
        switch kind {
        case .prefix: start = lower
        case .suffix: start = upper - length
        default:
            guard upper - lower == length else { return nil }
            start = lower
        }
        guard start >= 0, start + length <= text.count, text.matches(0, at: start),
              occurs(text, at: start) else { return nil }
        return start
    }
}

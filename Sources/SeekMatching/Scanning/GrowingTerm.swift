/// A query of one positive fuzzy term that narrows a result whose query was one positive fuzzy
/// term with a prefix of its pattern (the same bytes and case folds): the user typed more of
/// the term. Every match of the result then carries a ``PrefixTrace``, and an earlier match
/// whose ceiling, raised by what the added characters can earn, cannot reach the top rows is
/// decided by searching only for the added characters after its frontier: no window test and
/// no scoring (see ``ChunkScanner/resumes(_:from:growing:adding:keeping:)``).
struct GrowingTerm: Sendable {
    /// How many characters the narrowed result's pattern has.
    let earlierCount: Int
    /// How many characters were added to it.
    let addedCount: Int
    /// How many of the added characters are word characters (letters and digits), which may
    /// earn a boundary bonus (see ``gapStep(isWord:largestBonus:)``).
    let addedWordCount: Int

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
        addedWordCount = bytes[earlierBytes.count...].count(where: { CharacterClass(UInt32($0)).isWord })
    }

    /// Where the longer pattern `term` resumes in the ASCII item of `length` bytes at `text`,
    /// whose earlier pattern's earliest assignment ends at `frontier`: the new frontier, and the
    /// most the added characters can add to the earlier pattern's score (the *step*, see
    /// ``PrefixTrace``); nil when the longer pattern does not occur. No character of the item
    /// earns a bonus above `largestBonus`.
    ///
    /// Each added character lands, in the best assignment of the longer pattern, on some place
    /// `q` on or after its earliest place. There it either continues the run of the pattern
    /// character before it, which then sits at `q - 1`, and earns at most its match score and
    /// `largestBonus`; or it follows a gap and earns its match score and its own bonus at `q`
    /// (no run's), less the gap's cost, at least ``FuzzyScorer/gapStartPenalty``: at most
    /// ``gapStep(isWord:largestBonus:)``. So where the pair of that character and the one before it
    /// occurs nowhere from its earliest place on, it adds at most its gap step: the word start
    /// `p` of `libp` in `/lib/python` adds `matchScore + delimiterBoundaryBonus + gapStartPenalty`,
    /// 22 instead of 25, and the `.` of `sock.` in `socket.py` 21.
    ///
    /// Not inlined: a scan calls it only for the items that the most every added character could
    /// earn leaves undecided, and inlined it made the resume dearer for every item.
    @inline(never)
    func resumption(of term: ASCIITerm, in text: UnsafePointer<UInt8>, count length: Int, from frontier: Int,
                    largestBonus: Int, tables: ASCIIScoringTables) -> (frontier: Int, step: Int)? {
        let raw = UnsafeRawPointer(text)
        var place = frontier
        var step = 0
        for patternIndex in earlierCount..<term.count {
            let target = term.pattern[patternIndex], fold = term.folds[patternIndex]
            place = ByteSearch.firstIndex(of: target, fold: fold, in: raw, from: place + 1, to: length)
            if place == length { return nil }
            // The first place from `place - 1` where the character before and this one follow each other.
            let pair = ByteSearch.firstIndexInLongRange(of: term.pattern[patternIndex - 1], fold: term.folds[patternIndex - 1],
                                                        followedBy: target, fold: fold, at: 1, in: raw,
                                                        from: place - 1, to: length - 1)
            let isWord = tables.classes[Int(target)] > UInt8(CharacterClass.delimiter.rawValue)
            step += pair < length - 1 ? FuzzyScorer.matchScore + largestBonus
                : Self.gapStep(isWord: isWord, largestBonus: largestBonus)
        }
        return (place, step)
    }

    /// The most a character added to the pattern can add to the step after a gap, in an item
    /// whose largest bonus is `largestBonus`: its match score, its own bonus and the gap's least
    /// cost. A character that is not a word character earns ``FuzzyScorer/nonWordBonus`` on
    /// itself wherever it sits (see ``CharacterClass/bonus(after:on:)``).
    @inline(__always)
    static func gapStep(isWord: Bool, largestBonus: Int) -> Int {
        FuzzyScorer.matchScore + FuzzyScorer.gapStartPenalty + (isWord ? largestBonus : FuzzyScorer.nonWordBonus)
    }

    /// The least the added characters can add to the step together: each its gap step
    /// (``gapStep(isWord:largestBonus:)``) in an item whose largest bonus is `largestBonus`.
    @inline(__always)
    func gapSteps(largestBonus: Int) -> Int {
        addedWordCount * Self.gapStep(isWord: true, largestBonus: largestBonus)
            + (addedCount - addedWordCount) * Self.gapStep(isWord: false, largestBonus: largestBonus)
    }

    /// The pattern's bytes as ``ASCIIQuery/Storage`` compiles them: lowercased unless the term
    /// is case-sensitive.
    private static func folded(_ term: QueryTerm) -> [UInt8] {
        term.pattern.utf8.map { !term.isCaseSensitive && $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    }
}

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
    /// earn a boundary bonus (see ``gapSteps(largestBonus:)``).
    let addedWordCount: Int
    /// What the added characters that are not word characters earn on themselves together,
    /// wherever they sit (see ``gapStep(of:largestBonus:tables:)``).
    let addedOwnBonuses: Int
    /// The least step (see ``resumptionByGaps(of:in:count:from:largestBonus:tables:within:)``) an
    /// item must be able to do with for a scan to search for its step: each added word character
    /// its match score after a gap's start, with no bonus (`matchScore + gapStartPenalty`), each
    /// other character that and the bonus it earns on itself wherever it sits. An item whose
    /// ceiling and this least step could reach the threshold is visited without the search: a
    /// longer gap could still decide it, but seldom does (measured on 200,000 lines, callgrind,
    /// medians of three runs: with 3 more for a word character, the typing session 3,874 -> 3,907 M
    /// instructions; with 3 less, 3,894).
    let searchedStep: Int

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
        let added = bytes[earlierBytes.count...].map { CharacterClass(UInt32($0)) }
        addedWordCount = added.count(where: \.isWord)
        addedOwnBonuses = added.filter { !$0.isWord }.reduce(0) { $0 + CharacterClass.bonus(after: .lower, on: $1) }
        searchedStep = addedCount * (FuzzyScorer.matchScore + FuzzyScorer.gapStartPenalty) + addedOwnBonuses
    }

    /// Where the longer pattern `term` resumes in the ASCII item of `length` bytes at `text`,
    /// whose earlier pattern's earliest assignment ends at `frontier`: the new frontier, and the
    /// most the added characters can add to the earlier pattern's score (the *step*, see
    /// ``PrefixTrace``), told by pairs; nil when the longer pattern does not occur. No character
    /// of the item earns a bonus above `largestBonus`.
    ///
    /// Each added character lands on or after its earliest place, and where the pair of it and
    /// the pattern character before it occurs nowhere from there on, it continues no run and adds
    /// at most its gap step (``gapStep(of:largestBonus:tables:)``: the bound of
    /// ``resumptionByGaps(of:in:count:from:largestBonus:tables:within:)`` with the largest bonus
    /// and the shortest gap); elsewhere its match score and `largestBonus`. The word start `p` of
    /// `libp` in `/lib/python` adds at most 22 instead of 25, and the `.` of `sock.` in
    /// `socket.py` 21. Where the least score the item needs leaves room for every gap step, only
    /// a pair can leave it undecided, and this search for the first pair, sixteen places at a
    /// time, is cheaper than the step by gaps (`libp` on 200,000 lines: 107 against 131 M
    /// instructions, where `/usr/lib/python3/...` holds a `p` in most words).
    @inline(__always)
    func resumptionByPairs(of term: ASCIITerm, in text: UnsafePointer<UInt8>, count length: Int, from frontier: Int,
                           largestBonus: Int, tables: ASCIIScoringTables) -> (frontier: Int, step: Int)? {
        let raw = UnsafeRawPointer(text)
        var place = frontier
        var step = 0
        for patternIndex in earlierCount..<term.count {
            let target = term.pattern[patternIndex], fold = term.folds[patternIndex]
            place = ByteSearch.firstIndex(of: target, fold: fold, in: raw, from: place + 1, to: length)
            if place == length { return nil }
            // The first place from `place - 1` where the character before and this one follow each other.
            let pair = ByteSearch.firstIndex(of: term.pattern[patternIndex - 1], fold: term.folds[patternIndex - 1],
                                                        followedBy: target, fold: fold, at: 1, in: raw,
                                                        from: place - 1, to: length - 1)
            step += pair < length - 1 ? FuzzyScorer.matchScore + largestBonus
                : Self.gapStep(of: target, largestBonus: largestBonus, tables: tables)
        }
        return (place, step)
    }

    /// ``resumptionByPairs(of:in:count:from:largestBonus:tables:)`` with a step bound by each
    /// occurrence's gap, which decides items whose least score leaves no room for every gap step.
    /// Once the added characters searched so far may add more than `allowed`, the search stops
    /// and answers a step above `allowed`, which is then no bound: the caller leaves the item
    /// undecided.
    ///
    /// Take the best assignment of the longer pattern, and an added character in it, on some
    /// place `q`, the pattern character before it on `p < q`. Both lie on or after their earliest
    /// places (each character of any assignment does), so `q` is an occurrence of the character
    /// from its earliest place on, and `p` an occurrence of the character before it from that
    /// one's earliest place (the frontier, for the first added character) on. What the added
    /// character earns depends only on those two places and the characters before (see
    /// ``PrefixTrace``): when `p = q - 1` it continues a run and earns its match score and the
    /// larger of its own bonus and the run's, at most `largestBonus`; otherwise it starts after a
    /// gap of `q - p - 1` characters and earns its match score and its own bonus at `q` (from the
    /// byte before it), less the gap's cost, which grows with the gap: at most what it earns after
    /// the *last* occurrence of the character before it in `frontier..<q`, which is at least `p`
    /// (and where that last one is at `q - 1`, the run's bound is the larger, and covers a gap
    /// from an earlier one). So the character adds at most the largest of those bounds over its
    /// occurrences `q`, and the
    /// step is the sum over the added characters. The `e` of `src/me` in `/src/lib/mode.c` adds
    /// at most `matchScore + 0 + gapStartPenalty + 1 × gapExtensionPenalty`, 12 (two places after
    /// the last `m`), against the 25 of a match score and the largest bonus; the `m` of `src/m`
    /// in `/src/lib/mm.c` 25, as `/m` occurs.
    ///
    /// Each occurrence is found with a word search from the one before, and the last occurrence
    /// of the character before it with a backward word search down to the one found for the
    /// occurrence before. Measured on 200,000 lines (callgrind, medians of three runs): one pass
    /// over the words from the frontier to the end instead, taking both characters' lanes from
    /// the blocks that hold the added one, cost the session 3,862 M instructions against 3,848
    /// (`src/m` 128 against 119 M): most items hold few occurrences after the frontier.
    @inline(__always)
    func resumptionByGaps(of term: ASCIITerm, in text: UnsafePointer<UInt8>, count length: Int, from frontier: Int,
                          largestBonus: Int, tables: ASCIIScoringTables, within allowed: Int) -> (frontier: Int, step: Int)? {
        let raw = UnsafeRawPointer(text)
        // The earliest place of the pattern character before the one searched for.
        var before = frontier
        var step = 0
        for patternIndex in earlierCount..<term.count {
            let target = term.pattern[patternIndex], fold = term.folds[patternIndex]
            let previous = term.pattern[patternIndex - 1], previousFold = term.folds[patternIndex - 1]
            var place = ByteSearch.firstIndex(of: target, fold: fold, in: raw, from: before &+ 1, to: length)
            let earliest = place == length ? -1 : place
            // The last occurrence of the character before in `before..<place`: `before` is one.
            var last = before
            var most = Int.min
            while place < length {
                let found = ByteSearch.lastIndex(of: previous, fold: previousFold, in: raw, from: last &+ 1, to: place)
                if found >= 0 { last = found }
                let earns = last == place &- 1 ? FuzzyScorer.matchScore &+ largestBonus
                    : FuzzyScorer.matchScore &+ tables.bonus(at: place, in: text) &+ FuzzyScorer.gapStartPenalty
                        &+ (place &- last &- 2) &* FuzzyScorer.gapExtensionPenalty
                if earns > most {
                    most = earns
                    if step &+ most > allowed { return (earliest, step &+ most) }
                }
                place = ByteSearch.firstIndex(of: target, fold: fold, in: raw, from: place &+ 1, to: length)
            }
            if earliest < 0 { return nil }
            step += most
            before = earliest
        }
        return (before, step)
    }

    /// The most the pattern character `character` can add to the step after a gap, in an item
    /// whose largest bonus is `largestBonus`: its match score, its own bonus and the gap's least
    /// cost. A word character may earn `largestBonus`; any other earns the same bonus on itself
    /// wherever it sits (see ``CharacterClass/bonus(after:on:)``): ``FuzzyScorer/nonWordBonus``,
    /// or ``FuzzyScorer/whiteBoundaryBonus`` for white space (an escaped space in the pattern).
    @inline(__always)
    static func gapStep(of character: UInt8, largestBonus: Int, tables: ASCIIScoringTables) -> Int {
        let characterClass = Int(tables.classes[Int(character)])
        let bonus = characterClass > CharacterClass.delimiter.rawValue
            ? largestBonus : Int(tables.bonuses[CharacterClass.lower.rawValue << 3 | characterClass])
        return FuzzyScorer.matchScore + FuzzyScorer.gapStartPenalty + bonus
    }

    /// The most the added characters can add together after gaps: each its gap step
    /// (``gapStep(of:largestBonus:tables:)``) in an item whose largest bonus is `largestBonus`.
    @inline(__always)
    func gapSteps(largestBonus: Int) -> Int {
        addedCount * (FuzzyScorer.matchScore + FuzzyScorer.gapStartPenalty) + addedWordCount * largestBonus + addedOwnBonuses
    }

    /// The pattern's bytes as ``ASCIIQuery/Storage`` compiles them: lowercased unless the term
    /// is case-sensitive.
    private static func folded(_ term: QueryTerm) -> [UInt8] {
        term.pattern.utf8.map { !term.isCaseSensitive && $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    }
}

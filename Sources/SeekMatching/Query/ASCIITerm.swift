/// One term of an ``ASCIIQuery``: the pattern's bytes and case-fold masks in raw memory, matched
/// and scored by ``TermScoring`` through ``ASCIIItemText``, the same score ``TermMatcher`` gives,
/// but without optionals of arrays or reference counting, so the per-item loop stays in registers.
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
    /// not occur. A fuzzy term's search keeps its candidates in `workspace` when given, as a scan
    /// passes its own, reused from item to item (see ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``).
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables,
               workspace: UnsafeMutablePointer<[Int32]>? = nil) -> Int? {
        TermScoring.score(kind, ASCIIItemText(text: text, count: length, term: self, tables: tables), positions: nil,
                          workspace: workspace)
    }

    /// ``score(_:count:tables:)`` when only a score of `needed` or more matters: a lower one may
    /// come back as ``TermScoring/fallsShort`` (see ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``).
    /// `largestBonus` bounds the bonus of every character of the text; a fuzzy term's search
    /// keeps its candidates in `workspace` (see ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``).
    /// `earliest`, when given, holds the earliest place of each pattern character in `text` (see
    /// ``window(in:count:within:largestBonus:tables:earliest:)``).
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, reaching needed: Int, largestBonus: Int,
               tables: ASCIIScoringTables, workspace: inout [Int32], earliest: UnsafePointer<Int32>? = nil) -> Int? {
        let itemText = ASCIIItemText(text: text, count: length, term: self, tables: tables)
        return withUnsafeMutablePointer(to: &workspace) { workspace in
            TermScoring.score(kind, itemText, positions: nil, reaching: needed, largestBonus: largestBonus,
                              workspace: workspace, earliest: earliest)
        }
    }

    /// Whether the pattern occurs in `text` at all: what a negated term needs, without scoring.
    @inline(__always)
    func occurs(in text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Bool {
        TermScoring.occurs(kind, in: ASCIIItemText(text: text, count: length, term: self, tables: tables))
    }

    /// Where the pattern's earliest assignment ends in `text` (each character on its first match
    /// after the previous one), or -1 when the fuzzy pattern does not occur: the match test that
    /// also gives a ``PrefixTrace``'s frontier.
    @inline(__always)
    func earliestEnd(in text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Int {
        TermScoring.earliestEnd(ASCIIItemText(text: text, count: length, term: self, tables: tables))
    }

    // MARK: Pruning

    /// Whether some occurrence of the fuzzy pattern could score within `slack` points of the
    /// term's bound `m × matchScore + (m + 1) × largestBonus`, judged by where it starts and how
    /// far it spreads.
    ///
    /// Any assignment falls short of the bound by at least twice what its first character's bonus
    /// lacks of `largestBonus` (that bonus counts twice), plus its gaps: spread over L > m
    /// characters it holds L − m unmatched ones and loses at least L − m + 2 to them (3 for a
    /// gap's first character, 1 for each further one). The shortest assignment from a start is the
    /// greedy one (each character on the first match after the previous), so a start whose greedy
    /// assignment spreads further than its remaining slack allows cannot reach, and the term can
    /// only if some start's does not.
    ///
    /// The greedy assignment from the first start is followed to the end of the text: it is the
    /// match test, and its places are written to `earliest` (each character's earliest place, the
    /// search's forward pass). They bound every later start's assignment from below: from a later
    /// start each character lands on or after its earliest place, and once it lands on one, the
    /// rest of the assignment is the earliest one. So a later start is followed only until it
    /// joins the earliest assignment, and no start is looked at whose assignment must end too far
    /// from it, since none ends before the latest end known so far (a start that cannot reach, at
    /// least as far as the widest span allows back from that end, is never found). Candidates are
    /// found sixteen bytes at a time (``ByteSearch/firstIndex(of:fold:in:from:to:)``).
    @inline(__always)
    func window(in text: UnsafePointer<UInt8>, count length: Int, within slack: Int, largestBonus: Int,
                tables: ASCIIScoringTables, earliest: UnsafeMutablePointer<Int32>) -> WindowVerdict {
        guard count <= length else { return .absent }
        let raw = UnsafeRawPointer(text)
        let limit = length - count + 1
        var start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: 0, to: limit)
        if start == limit { return .absent }
        earliest[0] = Int32(truncatingIfNeeded: start)
        var index = start
        var patternIndex = 1
        while patternIndex < count {
            index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                          from: index + 1, to: length)
            if index == length { return .absent }
            earliest[patternIndex] = Int32(truncatingIfNeeded: index)
            patternIndex += 1
        }
        let earliestEnd = index
        // With no slack only a run of the whole pattern reaches: see `hasRun(in:count:from:largestBonus:tables:)`.
        if slack == 0 {
            return hasRun(in: text, count: length, from: start, largestBonus: largestBonus, tables: tables) ? .mayReach : .outOfReach
        }
        // No start's span is wider than one whose first character earns the largest bonus there
        // is (`largestBonus` unless the caller's bound was too small, which must not lose a start).
        let widest = count + max(0, slack - 2
            + FuzzyScorer.firstCharacterMultiplier * max(0, FuzzyScorer.whiteBoundaryBonus - largestBonus))
        // No assignment from the current start on ends before this.
        var endsAtLeast = earliestEnd
        while true {
            let previousClass = start > 0 ? Int(tables.classes[Int(text[start - 1])]) : tables.initialClass
            let startBonus = Int(tables.bonuses[previousClass << 3 | Int(tables.classes[Int(text[start])])])
            let remaining = slack - FuzzyScorer.firstCharacterMultiplier * (largestBonus - startBonus)
            if remaining >= 0 {
                let span = count + max(0, remaining - 2)
                let stop = min(length, start + span)
                var index = start
                var patternIndex = 1
                while patternIndex < count {
                    if Int(earliest[patternIndex]) > index {
                        // Joined the earliest assignment: the rest of it is the same.
                        index = earliestEnd
                        patternIndex = count
                        break
                    }
                    index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                                  from: index + 1, to: stop)
                    if index == stop { break }
                    patternIndex += 1
                }
                if patternIndex < count {
                    // The rest did not follow even to the end of the text: no later start can do better.
                    if stop == length { return .outOfReach }
                    endsAtLeast = max(endsAtLeast, stop)
                } else if index - start < span {
                    return .mayReach
                } else {
                    endsAtLeast = max(endsAtLeast, index)
                }
            }
            // A later start must lie within the widest span back from where its assignment ends.
            let from = max(start + 1, endsAtLeast - widest + 1)
            if from >= limit { return .outOfReach }
            start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: from, to: limit)
            if start == limit { return .outOfReach }
        }
    }

    /// Whether the pattern occurs as a run (each character right after the one before) from a
    /// place at or after `from` whose first character earns at least `largestBonus`: the window
    /// test's verdict when there is no slack. A start that earns less falls short by twice the
    /// difference, and any gap costs at least ``FuzzyScorer/gapStartPenalty``, so only such a run
    /// scores the bound; and it does, every later character taking the run's bonus. The runs are
    /// found by the pair of the first two characters (``ByteSearch/firstIndex(of:fold:followedBy:fold:at:in:from:to:)``)
    /// rather than by following every place of the first one, as the general loop does (measured:
    /// most of the window tests of a second keystroke, `so` or `sr`, have no slack, the top rows
    /// all scoring the bound).
    @inline(__always)
    private func hasRun(in text: UnsafePointer<UInt8>, count length: Int, from: Int, largestBonus: Int,
                        tables: ASCIIScoringTables) -> Bool {
        let raw = UnsafeRawPointer(text)
        let limit = length - count + 1
        var candidate = from
        while candidate < limit {
            candidate = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], followedBy: pattern[1], fold: folds[1],
                                                         at: 1, in: raw, from: candidate, to: limit)
            if candidate >= limit { return false }
            var patternIndex = 2
            while patternIndex < count && text[candidate + patternIndex] | folds[patternIndex] == pattern[patternIndex] {
                patternIndex += 1
            }
            if patternIndex == count {
                let previousClass = candidate > 0 ? Int(tables.classes[Int(text[candidate - 1])]) : tables.initialClass
                let startBonus = Int(tables.bonuses[previousClass << 3 | Int(tables.classes[Int(text[candidate])])])
                if startBonus >= largestBonus { return true }
            }
            candidate += 1
        }
        return false
    }

    /// What ``window(in:count:within:largestBonus:tables:earliest:)`` finds.
    enum WindowVerdict {
        /// The pattern does not occur.
        case absent
        /// It occurs, but no occurrence can score within the slack.
        case outOfReach
        /// Some occurrence might.
        case mayReach
    }
}

extension TermScoring {
    /// What a bounded search (``fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)`` with `needed`)
    /// answers for a text the pattern occurs in but whose best assignment scores less than
    /// `needed`; no score is this low.
    static let fallsShort = Int.min

    /// The most cells (pattern length × the span searched) the search for the best assignment
    /// may need; a text that needs more is scored by its earliest window, as fzf falls back to its
    /// greedy algorithm past the size of its table. No path or line of ordinary length comes near.
    static let fuzzyCellLimit = 1 << 18

    /// How many run bonus levels a cell of the search keeps (see ``runLevel(of:)``).
    static let runLevelCount = 5

    /// A score no assignment reaches: the cell holds none.
    private static let unreached = Int32.min / 4

    /// How many `Int32`s a candidate of the search takes: its index in the text, its best score
    /// over the levels, and one score per level.
    private static let candidateStride = 2 + runLevelCount

    /// The level of a run whose bonus is `bonus`. Inside a run, a character earns at least the
    /// run's bonus and ``FuzzyScorer/consecutiveBonus``, so run bonuses up to that count alike, and
    /// the bonuses above it are ``FuzzyScorer/camelCaseBonus``, ``FuzzyScorer/boundaryBonus``
    /// (also ``FuzzyScorer/nonWordBonus``), ``FuzzyScorer/delimiterBoundaryBonus`` and
    /// ``FuzzyScorer/whiteBoundaryBonus`` (a test checks every bonus of ``CharacterClass``).
    @inline(__always)
    static func runLevel(of bonus: Int) -> Int {
        if bonus >= FuzzyScorer.whiteBoundaryBonus { return 4 }
        if bonus >= FuzzyScorer.delimiterBoundaryBonus { return 3 }
        if bonus >= FuzzyScorer.boundaryBonus { return 2 }
        if bonus >= FuzzyScorer.camelCaseBonus { return 1 }
        return 0
    }

    /// The run bonus a level stands for.
    @inline(__always)
    static func runBonus(ofLevel level: Int) -> Int {
        switch level {
        case 4: FuzzyScorer.whiteBoundaryBonus
        case 3: FuzzyScorer.delimiterBoundaryBonus
        case 2: FuzzyScorer.boundaryBonus
        case 1: FuzzyScorer.camelCaseBonus
        default: FuzzyScorer.consecutiveBonus
        }
    }

    /// The most a pattern of `patternCount` characters can score when no character earns more
    /// than `largestBonus`: every character its match score and that bonus, the first one twice.
    @inline(__always)
    static func scoreBound(patternCount: Int, largestBonus: Int) -> Int {
        patternCount * FuzzyScorer.matchScore + (patternCount + 1) * largestBonus
    }

    /// The index where the earliest complete subsequence match ends, or -1.
    @inline(__always)
    static func earliestEnd<Text: ScoredText>(_ text: Text) -> Int {
        if text.patternCount > text.count { return -1 }
        var index = -1
        for patternIndex in 0..<text.patternCount {
            index = text.firstIndex(matching: patternIndex, from: index + 1, to: text.count)
            if index == text.count { return -1 }
        }
        return index
    }

    /// The latest index at which the whole pattern starts, matching backwards from `end`.
    @inline(__always)
    static func latestStart<Text: ScoredText>(_ text: Text, endingBy end: Int) -> Int {
        var index = end + 1
        for patternIndex in stride(from: text.patternCount - 1, through: 0, by: -1) {
            index = text.lastIndex(matching: patternIndex, from: 0, to: index)
        }
        return index
    }

    /// The score of the best-scoring assignment of the pattern's characters to an in-order
    /// subsequence of `text`, scored as ``FuzzyScorer`` describes; nil when there is none.
    ///
    /// A forward pass puts each pattern character on its first match after the previous one
    /// (the greedy assignment, which also fixes each character's earliest place), and a backward
    /// pass from the end fixes each one's latest place. The greedy assignment is one of the
    /// assignments, so when it scores the most any could (``scoreBound(patternCount:largestBonus:)``
    /// with the text's ``ScoredText/largestBonus``) it is the answer; otherwise the search below
    /// runs. Positions always come from the search, so that they are the same assignment
    /// whether or not the shortcut applies.
    ///
    /// The search is a dynamic programme over pattern characters × text characters, as fzf's,
    /// but sparse: row *k* holds only the *candidates*, the places between the character's
    /// earliest and latest that match it (found eight bytes at a time in ASCII items, as a mask of
    /// those that match). A
    /// candidate holds the best score of the pattern's first *k* characters with the *k*-th on
    /// it, reached either from the candidate of the row above one place before (the run goes on)
    /// or from any candidate of the row above two or more places before (a gap, whose cost grows
    /// by one per character, so a running maximum of `score + index` over the row above, merged
    /// in order, covers all of them). Unlike fzf's, a candidate keeps one score per run bonus
    /// level (``runLevel(of:)``): what a run earns later depends on its bonus so far, so keeping
    /// only the best score could lose the best assignment. The result is the exhaustive maximum
    /// (a property test checks it against brute force); on a tie, the assignment ending earliest.
    ///
    /// With `needed` (a scan that only wants to know whether the item can reach its top rows),
    /// the search is bounded: when no candidate of a row before the last scores enough that the
    /// characters after it, earning at most ``FuzzyScorer/matchScore`` and `largestBonus` each,
    /// could bring it to `needed`, no assignment reaches `needed`, and the search stops with
    /// ``fallsShort`` instead of a score. Once the search gets to the last row it answers the
    /// exact score, even below `needed`: that costs nothing more, and a scan keeps it for the
    /// next keystroke (adding a word reuses it; dropping single hopeless candidates instead made
    /// `usr s` score all of `usr` again, measured 349 -> 630 M instructions on 200,000 lines).
    ///
    /// The candidates need room for every place of every character's span, up to
    /// ``fuzzyCellLimit`` cells: more than the kilobyte Swift puts on the stack for a path of
    /// ordinary length, and on Linux `withUnsafeTemporaryAllocation` takes anything larger from
    /// the heap (it cannot tell how much stack is left). A caller that scores many items passes
    /// a `workspace` of its own, grown as needed and reused from item to item: a scan's fuzzy
    /// prefixes spent a tenth of their instructions in `malloc` and `free` without it
    /// (`src/ma`: 110,063 allocations, 65 of 627 M instructions on 200,000 lines).
    ///
    /// A scan's window test has already found the forward pass's places (``ASCIITerm/window(in:count:within:largestBonus:tables:earliest:)``
    /// follows the greedy assignment from the first start as its match test) and hands them over
    /// as `earliest`, so the search does not find them again.
    ///
    /// - Complexity: O(m·n) at worst for a pattern of m characters and a text of n; in practice
    ///   the spans each character may take, read eight bytes at a time, plus the candidates.
    static func fuzzyScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?,
                                             reaching needed: Int = Int.min,
                                             largestBonus: Int = FuzzyScorer.whiteBoundaryBonus,
                                             workspace: UnsafeMutablePointer<[Int32]>? = nil,
                                             earliest: UnsafePointer<Int32>? = nil) -> Int? {
        let patternCount = text.patternCount
        if patternCount == 0 { return 0 }
        if patternCount > text.count || text.count > Int(Int32.max) / 2 {
            return earliestWindowScore(text, positions: positions)
        }
        if patternCount == 1 && positions == nil { return singleCharacterScore(text, largestBonus: largestBonus) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * patternCount + 1) { scratch in
            let lows = scratch.baseAddress!
            let highs = lows + patternCount
            let rowStarts = highs + patternCount
            var index = -1
            if let earliest {
                lows.update(from: earliest, count: patternCount)
            } else {
                for patternIndex in 0..<patternCount {
                    index = text.firstIndex(matching: patternIndex, from: index + 1, to: text.count)
                    if index == text.count { return nil }
                    lows[patternIndex] = Int32(index)
                }
            }
            if positions == nil, let score = greedyScoreIfBest(text, lows: lows) { return score }
            index = text.count
            var candidateLimit = 0
            for patternIndex in stride(from: patternCount - 1, through: 0, by: -1) {
                index = text.lastIndex(matching: patternIndex, from: Int(lows[patternIndex]), to: index)
                highs[patternIndex] = Int32(index)
                candidateLimit += index - Int(lows[patternIndex]) + 1
            }
            let span = Int(highs[patternCount - 1] - lows[0]) + 1
            if span * patternCount > fuzzyCellLimit {
                return earliestWindowScore(text, positions: positions)
            }
            func search(_ candidates: UnsafeMutablePointer<Int32>) -> Int? {
                let best = bestAssignment(text, lows: lows, highs: highs, rowStarts: rowStarts,
                                          candidates: candidates, needed: needed, largestBonus: largestBonus)
                // The search stopped: the pattern occurs (the forward pass found it), but no
                // assignment scores `needed`.
                if best.candidate < 0 { return needed == Int.min ? nil : fallsShort }
                if let positions {
                    appendPositions(of: best, in: text, rowStarts: rowStarts, candidates: candidates, to: positions)
                }
                return best.score
            }
            let cellCount = candidateLimit * candidateStride
            guard let workspace else {
                return withUnsafeTemporaryAllocation(of: Int32.self, capacity: cellCount) { search($0.baseAddress!) }
            }
            if workspace.pointee.count < cellCount {
                workspace.pointee = [Int32](repeating: 0, count: max(cellCount, 2 * workspace.pointee.count))
            }
            return workspace.pointee.withUnsafeMutableBufferPointer { search($0.baseAddress!) }
        }
    }

    /// The score of a one-character pattern: its best occurrence is the one with the largest
    /// bonus, which counts twice (no gaps or runs), so the occurrences are only compared, and the
    /// search stops at one that earns `largestBonus`, the most any can. The search for the best
    /// assignment gives the same score with a row of candidates of five levels each (measured:
    /// the `g` of `!z g`, scored on most of its matches, spent most of its time there).
    @inline(__always)
    private static func singleCharacterScore<Text: ScoredText>(_ text: Text, largestBonus: Int) -> Int? {
        var index = text.firstIndex(matching: 0, from: 0, to: text.count)
        if index == text.count { return nil }
        var best = Int.min
        repeat {
            best = max(best, text.bonus(at: index))
            if best >= largestBonus { break }
            index = text.firstIndex(matching: 0, from: index + 1, to: text.count)
        } while index < text.count
        return oneCharacterScore(bonus: best)
    }

    /// The score of a one-character pattern whose best occurrence earns `bonus`: the bonus
    /// counts twice, as a first character's does.
    @inline(__always)
    static func oneCharacterScore(bonus: Int) -> Int {
        FuzzyScorer.matchScore + bonus * FuzzyScorer.firstCharacterMultiplier
    }

    /// The score of the greedy assignment whose indexes are `lows`, when no assignment can score
    /// more; nil otherwise. The text's largest bonus is looked up only when the score reaches
    /// the bound without white space, the only case where it decides.
    @inline(__always)
    private static func greedyScoreIfBest<Text: ScoredText>(_ text: Text, lows: UnsafePointer<Int32>) -> Int? {
        let patternCount = text.patternCount
        var tally = AssignmentTally()
        for patternIndex in 0..<patternCount {
            let index = Int(lows[patternIndex])
            tally.add(at: index, bonus: text.bonus(at: index))
        }
        let score = tally.total
        if score < scoreBound(patternCount: patternCount, largestBonus: FuzzyScorer.delimiterBoundaryBonus) {
            return nil
        }
        return score == scoreBound(patternCount: patternCount, largestBonus: text.largestBonus) ? score : nil
    }

    /// The score of the earliest window, the shortest one ending where the earliest match ends.
    private static func earliestWindowScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        let end = earliestEnd(text)
        guard end >= 0 else { return nil }
        return windowScore(text, start: latestStart(text, endingBy: end), end: end, positions: positions)
    }

    /// Where the best assignment ends: its score, its candidate and its run level.
    struct BestEnd {
        var score: Int
        var candidate: Int
        var level: Int
    }

    /// The sparse dynamic programme of ``fuzzyScore(_:positions:)``. Each candidate is written to
    /// `candidates` as ``candidateStride`` values (index, best score, one score per level), row
    /// after row; `rowStarts[k]` is where row *k*'s begin and `rowStarts[m]` where the last row
    /// ends. Candidates no assignment reaches are left out. When no candidate of a row
    /// before the last can lead to `needed` (see ``fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``),
    /// the search stops and the candidate of the result is -1.
    @inline(__always)
    private static func bestAssignment<Text: ScoredText>(
        _ text: Text, lows: UnsafePointer<Int32>, highs: UnsafePointer<Int32>,
        rowStarts: UnsafeMutablePointer<Int32>, candidates: UnsafeMutablePointer<Int32>,
        needed: Int, largestBonus: Int
    ) -> BestEnd {
        let patternCount = text.patternCount
        let levels = runLevelCount
        // The most one later character adds: its match score and the larger of its own bonus
        // and the run's, neither above the item's largest bonus nor below a run's least.
        let perCharacter = FuzzyScorer.matchScore + max(largestBonus, FuzzyScorer.consecutiveBonus)
        var count = 0
        for row in 0..<patternCount {
            // The least best score a candidate of this row needs for the whole to reach `needed`.
            let rowNeeded = needed == Int.min || row == patternCount - 1
                ? Int.min : needed - (patternCount - 1 - row) * perCharacter
            var rowReaches = false
            let aboveEnd = count
            var above = row == 0 ? count : Int(rowStarts[row - 1])
            rowStarts[row] = Int32(count)
            // The best `score + index` of the row above's candidates two or more places back.
            var gap = unreached
            let end = Int(highs[row]) + 1
            // The row's candidates come eight places at a time, as a mask of those that match.
            var block = text.firstLanes(matching: row, from: Int(lows[row]), to: end)
            while block.lanes != 0 {
                let column = block.start + block.lanes.trailingZeroBitCount / 8
                block.lanes &= block.lanes - 1
                if block.lanes == 0 && block.start + 8 < end {
                    block = text.firstLanes(matching: row, from: block.start + 8, to: end)
                }
                let candidate = candidates + count * candidateStride
                let scores = candidate + 2
                scores.update(repeating: unreached, count: levels)
                let bonus = text.bonus(at: column)
                let level = runLevel(of: bonus)
                if row == 0 {
                    scores[level] = Int32(FuzzyScorer.matchScore + bonus * FuzzyScorer.firstCharacterMultiplier)
                } else {
                    while above < aboveEnd && Int(candidates[above * candidateStride]) <= column - 2 {
                        let earlier = candidates + above * candidateStride
                        gap = max(gap, earlier[1] + earlier[0])
                        above += 1
                    }
                    if gap != unreached {
                        scores[level] = gap - Int32(column + 1) + Int32(FuzzyScorer.matchScore + bonus)
                    }
                    if above < aboveEnd && Int(candidates[above * candidateStride]) == column - 1 {
                        let aboveScores = candidates + above * candidateStride + 2
                        for aboveLevel in 0..<levels where aboveScores[aboveLevel] != unreached {
                            let runBonus = Self.runBonus(ofLevel: aboveLevel)
                            let next = bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus ? level : aboveLevel
                            scores[next] = max(scores[next],
                                               aboveScores[aboveLevel] + Int32(FuzzyScorer.matchScore + max(bonus, runBonus)))
                        }
                    }
                }
                let bestScore = max(max(scores[0], scores[1]), max(max(scores[2], scores[3]), scores[4]))
                if bestScore != unreached {
                    candidate[0] = Int32(column)
                    candidate[1] = bestScore
                    count += 1
                    if Int(bestScore) >= rowNeeded { rowReaches = true }
                }
            }
            // A candidate of a later row gains at most `perCharacter` on the best of this one.
            if !rowReaches {
                rowStarts[row + 1] = Int32(count)
                return BestEnd(score: Int(unreached), candidate: -1, level: 0)
            }
        }
        rowStarts[patternCount] = Int32(count)
        var best = BestEnd(score: Int(unreached), candidate: -1, level: 0)
        for candidate in Int(rowStarts[patternCount - 1])..<count {
            let scores = candidates + candidate * candidateStride + 2
            for level in 0..<levels where Int(scores[level]) > best.score {
                best = BestEnd(score: Int(scores[level]), candidate: candidate, level: level)
            }
        }
        return best
    }

    /// Walks the candidates back from `best` and appends the assignment's indexes: at each row,
    /// the run going on when it gives the score, else the latest gap that does.
    private static func appendPositions<Text: ScoredText>(
        of best: BestEnd, in text: Text, rowStarts: UnsafePointer<Int32>,
        candidates: UnsafePointer<Int32>, to positions: UnsafeMutablePointer<[Int]>
    ) {
        let levels = runLevelCount
        var found = [Int](repeating: 0, count: text.patternCount)
        var row = text.patternCount - 1
        var candidate = best.candidate
        var level = best.level
        var value = Int32(best.score)
        while true {
            let column = Int(candidates[candidate * candidateStride])
            found[row] = column
            if row == 0 { break }
            let bonus = text.bonus(at: column)
            let rowStart = Int(rowStarts[row - 1])
            var above = Int(rowStarts[row]) - 1
            while above >= rowStart && Int(candidates[above * candidateStride]) >= column { above -= 1 }
            var moved = false
            if above >= rowStart && Int(candidates[above * candidateStride]) == column - 1 {
                let aboveScores = candidates + above * candidateStride + 2
                for aboveLevel in 0..<levels where aboveScores[aboveLevel] != unreached {
                    let runBonus = Self.runBonus(ofLevel: aboveLevel)
                    let next = bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus ? runLevel(of: bonus) : aboveLevel
                    if next == level && aboveScores[aboveLevel] + Int32(FuzzyScorer.matchScore + max(bonus, runBonus)) == value {
                        value = aboveScores[aboveLevel]
                        level = aboveLevel
                        candidate = above
                        moved = true
                        break
                    }
                }
                if !moved { above -= 1 }
            }
            if !moved {
                // A gap: some candidate two or more places back in the row above gave `score + index`.
                let wanted = value - Int32(FuzzyScorer.matchScore + bonus) + Int32(column + 1)
                search: while above >= rowStart {
                    let earlier = candidates + above * candidateStride
                    for earlierLevel in 0..<levels where earlier[2 + earlierLevel] != unreached
                        && earlier[2 + earlierLevel] + earlier[0] == wanted {
                        value = earlier[2 + earlierLevel]
                        level = earlierLevel
                        candidate = above
                        break search
                    }
                    above -= 1
                }
            }
            row -= 1
        }
        positions.pointee.append(contentsOf: found)
    }
}

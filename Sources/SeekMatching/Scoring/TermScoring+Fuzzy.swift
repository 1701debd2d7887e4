extension TermScoring {
    /// The most cells (pattern length × the span searched) the search for the best assignment
    /// visits; a text that needs more is scored by its earliest window, as fzf falls back to its
    /// greedy algorithm past the size of its table. No path or line of ordinary length comes near.
    static let fuzzyCellLimit = 1 << 18

    /// How many run bonus levels a cell of the search keeps (see ``runLevel(of:)``).
    static let runLevelCount = 5

    /// A score no assignment reaches: the cell holds none.
    private static let unreached = Int32.min / 4

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
    /// The search is a dynamic programme over pattern characters × text characters, column by
    /// column, as fzf's: a cell holds the best score of the pattern's first *k* characters with
    /// the *k*-th on this text character, reached either from the cell diagonally before it (the
    /// run goes on) or from any earlier cell of the row above (a gap, whose cost grows by one per
    /// character, so a running maximum of `score + column` covers all of them). Unlike fzf's, a
    /// cell keeps one score per run bonus level (``runLevel(of:)``): what a run earns later
    /// depends on its bonus so far, so keeping only the best score could lose the best
    /// assignment. The result is the exhaustive maximum (a property test checks it against
    /// brute force). Only the span from the pattern's earliest start to its latest end is
    /// searched, and row *k* only between its character's earliest and latest possible places.
    ///
    /// - Complexity: O(m·n) at worst for a pattern of m characters, in O(m) memory (O(m·n) when
    ///   positions are asked for); the forward and backward passes that bound the span go eight
    ///   bytes at a time for ASCII items.
    static func fuzzyScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        let patternCount = text.patternCount
        if patternCount == 0 { return 0 }
        if patternCount > text.count || text.count > Int(Int32.max) / 2 {
            return earliestWindowScore(text, positions: positions)
        }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: patternCount * (runLevelCount + 3)) { scratch in
            let states = scratch.baseAddress!
            let gaps = states + patternCount * runLevelCount
            let lows = gaps + patternCount
            let highs = lows + patternCount
            // Forward: the earliest place of each character; backward from the end: the latest.
            var index = -1
            for patternIndex in 0..<patternCount {
                index = text.firstIndex(matching: patternIndex, from: index + 1, to: text.count)
                if index == text.count { return nil }
                lows[patternIndex] = Int32(index)
            }
            index = text.count
            for patternIndex in stride(from: patternCount - 1, through: 0, by: -1) {
                index = text.lastIndex(matching: patternIndex, from: Int(lows[patternIndex]), to: index)
                highs[patternIndex] = Int32(index)
            }
            let first = Int(lows[0])
            let span = Int(highs[patternCount - 1]) - first + 1
            if span * patternCount > fuzzyCellLimit {
                return earliestWindowScore(text, positions: positions)
            }
            guard let positions else {
                return bestAssignment(text, first: first, span: span, states: states, gaps: gaps,
                                      lows: lows, highs: highs, record: nil).score
            }
            var table = [Int32](repeating: unreached, count: patternCount * span * runLevelCount)
            return table.withUnsafeMutableBufferPointer { record in
                let best = bestAssignment(text, first: first, span: span, states: states, gaps: gaps,
                                          lows: lows, highs: highs, record: record.baseAddress!)
                appendPositions(of: best, in: text, first: first, span: span, record: record.baseAddress!,
                                to: positions)
                return best.score
            }
        }
    }

    /// The score of the earliest window, the shortest one ending where the earliest match ends.
    private static func earliestWindowScore<Text: ScoredText>(_ text: Text, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        let end = earliestEnd(text)
        guard end >= 0 else { return nil }
        return windowScore(text, start: latestStart(text, endingBy: end), end: end, positions: positions)
    }

    /// Where the best assignment ends, its score and its run level.
    struct BestEnd {
        var score: Int
        var column: Int
        var level: Int
    }

    /// The dynamic programme of ``fuzzyScore(_:positions:)``. `states` holds each row's cell in
    /// the previous column, `gaps` each row's best `score + column` two or more columns back;
    /// every cell is also written to `record` when given, for ``appendPositions(of:in:first:span:record:to:)``.
    @inline(__always)
    private static func bestAssignment<Text: ScoredText>(
        _ text: Text, first: Int, span: Int,
        states: UnsafeMutablePointer<Int32>, gaps: UnsafeMutablePointer<Int32>,
        lows: UnsafeMutablePointer<Int32>, highs: UnsafeMutablePointer<Int32>,
        record: UnsafeMutablePointer<Int32>?
    ) -> BestEnd {
        let patternCount = text.patternCount
        let levels = runLevelCount
        states.update(repeating: unreached, count: patternCount * levels)
        gaps.update(repeating: unreached, count: patternCount)
        var best = BestEnd(score: Int(unreached), column: -1, level: 0)
        var activeRows = 1
        var relative = 0
        while relative < span {
            let column = first + relative
            while activeRows < patternCount && Int(lows[activeRows]) <= column { activeRows += 1 }
            var bonus = -1
            var row = activeRows - 1
            while row >= 0 {
                let cell = states + row * levels
                // The previous column's cell now lies two columns back for the next one.
                let previous = max(max(cell[0], cell[1]), max(max(cell[2], cell[3]), cell[4]))
                if previous != unreached { gaps[row] = max(gaps[row], previous + Int32(relative - 1)) }
                cell.update(repeating: unreached, count: levels)
                if column <= Int(highs[row]) && text.matches(row, at: column) {
                    if bonus < 0 { bonus = text.bonus(at: column) }
                    let level = runLevel(of: bonus)
                    if row == 0 {
                        cell[level] = Int32(FuzzyScorer.matchScore + bonus * FuzzyScorer.firstCharacterMultiplier)
                    } else {
                        if gaps[row - 1] != unreached {
                            cell[level] = gaps[row - 1] - Int32(relative + 1) + Int32(FuzzyScorer.matchScore + bonus)
                        }
                        let above = cell - levels
                        for aboveLevel in 0..<levels where above[aboveLevel] != unreached {
                            let runBonus = Self.runBonus(ofLevel: aboveLevel)
                            let next = bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus ? level : aboveLevel
                            cell[next] = max(cell[next], above[aboveLevel] + Int32(FuzzyScorer.matchScore + max(bonus, runBonus)))
                        }
                    }
                    if let record {
                        (record + (row * span + relative) * levels).update(from: cell, count: levels)
                    }
                }
                row -= 1
            }
            if activeRows == patternCount {
                let cell = states + (patternCount - 1) * levels
                for level in 0..<levels where Int(cell[level]) > best.score {
                    best = BestEnd(score: Int(cell[level]), column: column, level: level)
                }
            }
            relative += 1
        }
        return best
    }

    /// Walks the recorded cells back from `best` and appends the assignment's indexes.
    private static func appendPositions<Text: ScoredText>(
        of best: BestEnd, in text: Text, first: Int, span: Int,
        record: UnsafeMutablePointer<Int32>, to positions: UnsafeMutablePointer<[Int]>
    ) {
        let levels = runLevelCount
        var found = [Int](repeating: 0, count: text.patternCount)
        var row = text.patternCount - 1
        var relative = best.column - first
        var level = best.level
        var value = Int32(best.score)
        while true {
            found[row] = first + relative
            if row == 0 { break }
            let bonus = text.bonus(at: first + relative)
            var moved = false
            if relative >= 1 {
                let above = record + ((row - 1) * span + relative - 1) * levels
                for aboveLevel in 0..<levels where above[aboveLevel] != unreached {
                    let runBonus = Self.runBonus(ofLevel: aboveLevel)
                    let next = bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus ? runLevel(of: bonus) : aboveLevel
                    if next == level && above[aboveLevel] + Int32(FuzzyScorer.matchScore + max(bonus, runBonus)) == value {
                        value = above[aboveLevel]
                        level = aboveLevel
                        relative -= 1
                        moved = true
                        break
                    }
                }
            }
            if !moved {
                // A gap: some cell two or more columns back in the row above gave `score + column`.
                let wanted = value - Int32(FuzzyScorer.matchScore + bonus) + Int32(relative + 1)
                var earlier = relative - 2
                search: while earlier >= 0 {
                    let cell = record + ((row - 1) * span + earlier) * levels
                    for earlierLevel in 0..<levels where cell[earlierLevel] != unreached
                        && cell[earlierLevel] + Int32(earlier) == wanted {
                        value = cell[earlierLevel]
                        level = earlierLevel
                        relative = earlier
                        break search
                    }
                    earlier -= 1
                }
            }
            row -= 1
        }
        positions.pointee.append(contentsOf: found)
    }
}

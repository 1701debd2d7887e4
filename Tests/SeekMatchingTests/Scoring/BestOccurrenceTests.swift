import SeekTestSupport
import Testing
@testable import SeekMatching

/// The fuzzy score is the score of the best assignment of the pattern to the text, as in fzf,
/// not of one window chosen by a heuristic.
@Suite struct BestOccurrenceTests {
    typealias S = FuzzyScorer
    static let alphabet = Array("abcAB/_-. é1")

    func randomText(_ length: Int, using generator: inout SeededGenerator) -> String {
        String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
    }

    /// The bonus of a match on each scalar, written out from the prose on ``FuzzyScorer``.
    func bonuses(_ scalars: [UInt32]) -> [Int] {
        scalars.indices.map { index in
            CharacterClass.bonus(after: index == 0 ? .white : CharacterClass(scalars[index - 1]),
                                 on: CharacterClass(scalars[index]))
        }
    }

    /// The score of one assignment, summed as the prose on ``FuzzyScorer`` states it.
    func formulaScore(_ positions: [Int], bonuses: [Int]) -> Int {
        var total = 0
        var runBonus = 0
        for (rank, position) in positions.enumerated() {
            let bonus = bonuses[position]
            if rank == 0 {
                total += S.matchScore + bonus * S.firstCharacterMultiplier
                runBonus = bonus
            } else if position == positions[rank - 1] + 1 {
                total += S.matchScore + max(bonus, runBonus, S.consecutiveBonus)
                if bonus >= S.boundaryBonus && bonus > runBonus { runBonus = bonus }
            } else {
                let gap = position - positions[rank - 1] - 1
                total += S.gapStartPenalty + (gap - 1) * S.gapExtensionPenalty + S.matchScore + bonus
                runBonus = bonus
            }
        }
        return total
    }

    /// The brute-force reference: every in-order assignment tried, the best score kept.
    func exhaustiveScore(_ pattern: [UInt32], in scalars: [UInt32], folded: (UInt32) -> UInt32) -> Int? {
        let bonuses = bonuses(scalars)
        var best: Int?
        var chosen: [Int] = []
        func extend(from start: Int) {
            if chosen.count == pattern.count {
                let score = formulaScore(chosen, bonuses: bonuses)
                best = max(best ?? score, score)
                return
            }
            var index = start
            while index < scalars.count {
                if folded(scalars[index]) == pattern[chosen.count] {
                    chosen.append(index)
                    extend(from: index + 1)
                    chosen.removeLast()
                }
                index += 1
            }
        }
        extend(from: 0)
        return best
    }

    @Test func theScoreIsTheBestOfEveryAssignmentOnShortRandomTexts() {
        var generator = SeededGenerator(seed: 20261123)
        var matched = 0
        for _ in 0..<6000 {
            let text = randomText(Int.random(in: 0...14, using: &generator), using: &generator)
            let pattern = randomText(Int.random(in: 1...4, using: &generator), using: &generator)
                .filter { $0 != " " }
            guard !pattern.isEmpty else { continue }
            let scorer = FuzzyScorer(pattern: pattern)
            let scalars = text.unicodeScalars.map(\.value)
            let expected = exhaustiveScore(scorer.pattern, in: scalars) {
                ScalarFolding.fold($0, caseSensitive: scorer.isCaseSensitive, normalize: scorer.normalizesLatinLetters)
            }
            var positions: [Int] = []
            let score = scorer.score(text, positions: &positions)
            #expect(score == expected, "\(pattern) in \(text)")
            guard let score else { continue }
            matched += 1
            // The positions reported are an assignment that scores exactly that.
            #expect(formulaScore(positions, bonuses: bonuses(scalars)) == score, "\(pattern) in \(text): \(positions)")
            // An ASCII item scored byte-wise gets the same score.
            if text.utf8.allSatisfy({ $0 < 0x80 }), let storage = ASCIIQuery.Storage(Query(pattern)) {
                let bytes = Array(text.utf8)
                let fast = bytes.withUnsafeBufferPointer { storage.query.score($0.baseAddress!, count: $0.count) }
                #expect(fast == score, "\(pattern) in \(text)")
            }
        }
        // About one random pair in six matches; enough to cover every bonus and gap.
        #expect(matched > 800)
    }

    @Test func aMiddleOccurrenceAfterASlashBeatsTheFirstAndTheLast() {
        // "abc" occurs after "x", after "/" and after "-": the one after "/" scores best.
        let expected = 3 * S.matchScore + S.delimiterBoundaryBonus * S.firstCharacterMultiplier + 2 * S.delimiterBoundaryBonus
        var positions: [Int] = []
        #expect(FuzzyScorer(pattern: "abc").score("xabc/abc-abc", positions: &positions) == expected)
        #expect(positions == [5, 6, 7])
    }

    @Test func aLineWithTheBetterOccurrenceRanksFirstAsInFzf() throws {
        // `printf 'xabc/abc-abc\nzzzzzzzzzzzzzzzzzzz/abc\n' | fzf -f abc` lists them in this order
        // (0.38 and 0.74.5), though the second line is the longer one.
        let lines = ["xabc/abc-abc", "zzzzzzzzzzzzzzzzzzz/abc"]
        let snapshot = try #require(MatchEngine(store: ItemStore(lines)).match("abc", generation: 1))
        #expect(snapshot.matches.map { lines[$0.index] } == lines)
    }

    @Test func aLaterCharacterMayTakeABoundaryOverTheFirstOneAfterThePrevious() {
        // "b" right after "a" would be consecutive but "x" is between; the "b" after "/" earns the
        // delimiter bonus, worth the longer gap, and the exhaustive search agrees.
        let scorer = FuzzyScorer(pattern: "ab")
        var positions: [Int] = []
        let score = scorer.score("axbx/b", positions: &positions)
        #expect(positions == [0, 5])
        let scalars = "axbx/b".unicodeScalars.map(\.value)
        #expect(score == exhaustiveScore(scorer.pattern, in: scalars) {
            ScalarFolding.fold($0, caseSensitive: scorer.isCaseSensitive, normalize: scorer.normalizesLatinLetters)
        })
    }

    @Test func everyBonusIsOneOfTheRunLevelsOrBelowTheConsecutiveBonus() {
        let classes: [CharacterClass] = [.white, .nonWord, .delimiter, .lower, .upper, .letter, .number]
        for previous in classes {
            for current in classes {
                let bonus = CharacterClass.bonus(after: previous, on: current)
                let level = TermScoring.runLevel(of: bonus)
                #expect(bonus <= S.consecutiveBonus ? level == 0 : TermScoring.runBonus(ofLevel: level) == bonus,
                        "\(previous) then \(current)")
            }
        }
    }
}

import SeekTestSupport
import Testing
@testable import SeekMatching

/// The window test of a fuzzy term (``ASCIITerm/window(in:count:within:largestBonus:tables:earliest:)``)
/// follows later starts only until they join the earliest assignment and skips starts that
/// cannot end close enough; its verdict must still be the plain definition's, and the earliest
/// places it hands to the search must be the search's own forward pass.
@Suite struct WindowTestTests {
    /// Letters that repeat, camelCase humps, delimiters, white space and digits, so that starts
    /// earn every bonus and later starts often join the earliest assignment.
    static let alphabet = Array("aabbcAB/_-. 1x".utf8)

    /// The verdict by its definition: the pattern occurs, and some start whose remaining slack is
    /// not negative has a greedy assignment spread over fewer characters than its span.
    static func referenceVerdict(_ term: ASCIITerm, _ text: [UInt8], slack: Int, largestBonus: Int,
                                 tables: ASCIIScoringTables) -> ASCIITerm.WindowVerdict {
        func matches(_ patternIndex: Int, _ index: Int) -> Bool {
            text[index] | term.folds[patternIndex] == term.pattern[patternIndex]
        }
        /// Where the greedy assignment from `start` ends, or nil.
        func greedyEnd(from start: Int) -> Int? {
            var index = start
            for patternIndex in 1..<term.count {
                index += 1
                while index < text.count && !matches(patternIndex, index) { index += 1 }
                if index == text.count { return nil }
            }
            return index
        }
        let starts = text.indices.filter { matches(0, $0) }
        guard let first = starts.first, greedyEnd(from: first) != nil else { return .absent }
        for start in starts {
            let bonus = text.withUnsafeBufferPointer { tables.bonus(at: start, in: $0.baseAddress!) }
            let remaining = slack - FuzzyScorer.firstCharacterMultiplier * (largestBonus - bonus)
            guard remaining >= 0, let end = greedyEnd(from: start) else { continue }
            if end - start < term.count + max(0, remaining - 2) { return .mayReach }
        }
        return .outOfReach
    }

    /// On random texts, patterns, slacks and largest bonuses, the window test answers as its
    /// definition does, and where the pattern occurs it leaves the earliest place of every
    /// pattern character behind (the greedy assignment from the first start).
    @Test func theWindowTestAnswersAsItsDefinitionAndLeavesTheEarliestPlaces() {
        var generator = SeededGenerator(seed: 20261124)
        var verdicts: [String: Int] = [:]
        let earliest = EarliestPlaces(capacity: 8)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let pattern = String(decoding: (0..<Int.random(in: 2...6, using: &generator))
                .map { _ in Self.alphabet.randomElement(using: &generator)! }, as: UTF8.self)
                .filter { $0 != " " }.lowercased()
            guard pattern.count >= 2, let storage = ASCIIQuery.Storage(Query(pattern)), storage.query.testsWindow else { continue }
            let term = storage.query.terms[0]
            let tables = storage.query.tables
            for slack in stride(from: -4, through: 40, by: 4) {
                for largestBonus in [FuzzyScorer.delimiterBoundaryBonus, FuzzyScorer.whiteBoundaryBonus] {
                    let verdict = text.withUnsafeBufferPointer { buffer in
                        term.window(in: buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count, within: slack,
                                    largestBonus: largestBonus, tables: tables, earliest: earliest.places)
                    }
                    let expected = Self.referenceVerdict(term, text, slack: slack, largestBonus: largestBonus, tables: tables)
                    #expect(verdict == expected, "\(pattern) in \(String(decoding: text, as: UTF8.self)) within \(slack)")
                    verdicts["\(verdict)", default: 0] += 1
                    guard verdict != .absent else { continue }
                    var index = -1
                    for patternIndex in 0..<term.count {
                        index += 1
                        while text[index] | term.folds[patternIndex] != term.pattern[patternIndex] { index += 1 }
                        #expect(Int(earliest.places[patternIndex]) == index, "\(pattern) in \(String(decoding: text, as: UTF8.self))")
                    }
                }
            }
        }
        // Every verdict occurs often, so each path of the test is taken.
        #expect(verdicts["absent", default: 0] > 1000)
        #expect(verdicts["outOfReach", default: 0] > 1000)
        #expect(verdicts["mayReach", default: 0] > 1000)
    }

    /// With no slack only a run of the whole pattern from a start earning the largest bonus
    /// reaches, and the test looks for such runs alone: on texts built of the pattern's own
    /// pieces after every kind of boundary, it answers as the definition does.
    @Test func withNoSlackOnlyARunFromABoundaryReaches() {
        var generator = SeededGenerator(seed: 20261125)
        var verdicts: [String: Int] = [:]
        let earliest = EarliestPlaces(capacity: 8)
        let boundaries = Array("/_- .xA1".utf8)
        for _ in 0..<4000 {
            let pattern = (0..<Int.random(in: 2...4, using: &generator)).map { _ in Array("abc".utf8).randomElement(using: &generator)! }
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text.append(boundaries.randomElement(using: &generator)!)
                // The pattern whole, cut short or with a character in between.
                var piece = pattern
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: piece.removeLast()
                case 1: piece.insert(boundaries.randomElement(using: &generator)!, at: Int.random(in: 1..<piece.count, using: &generator))
                default: break
                }
                text += piece
            }
            guard let storage = ASCIIQuery.Storage(Query(String(decoding: pattern, as: UTF8.self))) else { continue }
            let term = storage.query.terms[0]
            let tables = storage.query.tables
            for largestBonus in [FuzzyScorer.delimiterBoundaryBonus, FuzzyScorer.whiteBoundaryBonus] {
                let verdict = text.withUnsafeBufferPointer { buffer in
                    term.window(in: buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count, within: 0,
                                largestBonus: largestBonus, tables: tables, earliest: earliest.places)
                }
                let expected = Self.referenceVerdict(term, text, slack: 0, largestBonus: largestBonus, tables: tables)
                #expect(verdict == expected, "\(String(decoding: pattern, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))")
                verdicts["\(verdict)", default: 0] += 1
            }
        }
        #expect(verdicts["absent", default: 0] > 300)
        #expect(verdicts["outOfReach", default: 0] > 1000)
        #expect(verdicts["mayReach", default: 0] > 1000)
    }
}

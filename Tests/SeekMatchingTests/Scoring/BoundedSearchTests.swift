import SeekTestSupport
import Testing
@testable import SeekMatching

/// A scan asks the fuzzy search only whether an item scores enough to beat its threshold; the
/// bounded search may then stop early, but never gives a wrong score.
@Suite struct BoundedSearchTests {
    static let alphabet = Array("abcAB/_-. 1".utf8)

    /// For every needed score around the exact one, the bounded search answers the exact score
    /// or falls short, and falls short only when the exact score is below what was needed.
    @Test func aBoundedSearchGivesTheExactScoreOrFallsShortOnlyBelowTheNeededScore() {
        var generator = SeededGenerator(seed: 20261124)
        var fellShort = 0
        var exactBelowNeeded = 0
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 1...24, using: &generator)).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let pattern = String(decoding: (0..<Int.random(in: 2...5, using: &generator))
                .map { _ in Self.alphabet.randomElement(using: &generator)! }, as: UTF8.self)
                .filter { $0 != " " }.lowercased()
            guard pattern.count >= 2, let storage = ASCIIQuery.Storage(Query(pattern)) else { continue }
            text.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                guard let exact = storage.query.score(base, count: buffer.count) else {
                    #expect(storage.query.score(base, count: buffer.count, reaching: 0, largestBonus: FuzzyScorer.whiteBoundaryBonus) == nil)
                    return
                }
                let largest = storage.query.tables.largestBonus(in: base, count: buffer.count)
                for delta in -30...30 {
                    let needed = exact + delta
                    for bonus in [largest, FuzzyScorer.whiteBoundaryBonus] {
                        let bounded = storage.query.score(base, count: buffer.count, reaching: needed, largestBonus: bonus)
                        if bounded == TermScoring.fallsShort {
                            fellShort += 1
                            #expect(exact < needed, "\(pattern) in \(String(decoding: text, as: UTF8.self)) needing \(needed)")
                        } else {
                            #expect(bounded == exact, "\(pattern) in \(String(decoding: text, as: UTF8.self)) needing \(needed)")
                            if exact < needed { exactBelowNeeded += 1 }
                        }
                    }
                }
            }
        }
        // The search does stop early, and it still answers exactly when it got to the last row.
        #expect(fellShort > 10_000)
        #expect(exactBelowNeeded > 1_000)
    }
}

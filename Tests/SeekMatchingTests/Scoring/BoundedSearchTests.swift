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
        checkBoundedSearch(seed: 20261124, alphabet: Self.alphabet, textLengths: 1...24, patternLengths: 2...5)
    }

    /// The same on longer texts and patterns over more classes of character (camelCase humps,
    /// digits after letters, repeated letters that may or may not follow each other), with more
    /// rows for the search to stop at.
    @Test func aBoundedSearchOnLongerTextsNeverStopsForAScoreItReaches() {
        checkBoundedSearch(seed: 20261201, alphabet: Array("aabbcAB/_-. 12xyz".utf8), textLengths: 8...40,
                           patternLengths: 2...7)
    }

    /// Checks the bounded search against the exact score on random texts. One workspace serves
    /// every search, as a scanner's does, so a search that read candidates an earlier item left
    /// in it would show here. Each search is run again from the earliest places the window test
    /// leaves behind (as a scan hands them over), and must answer the same.
    private func checkBoundedSearch(seed: UInt64, alphabet: [UInt8], textLengths: ClosedRange<Int>,
                                    patternLengths: ClosedRange<Int>) {
        var generator = SeededGenerator(seed: seed)
        var workspace: [Int32] = []
        let earliest = EarliestPlaces(capacity: patternLengths.upperBound)
        var fellShort = 0
        var exactBelowNeeded = 0
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: textLengths, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = String(decoding: (0..<Int.random(in: patternLengths, using: &generator))
                .map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
                .filter { $0 != " " }.lowercased()
            guard pattern.count >= 2, let storage = ASCIIQuery.Storage(Query(pattern)) else { continue }
            text.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                guard let exact = storage.query.score(base, count: buffer.count) else {
                    #expect(storage.query.score(base, count: buffer.count, reaching: 0, largestBonus: FuzzyScorer.whiteBoundaryBonus,
                                                workspace: &workspace) == nil)
                    return
                }
                let largest = storage.query.tables.largestBonus(in: base, count: buffer.count)
                let verdict = storage.query.terms[0].window(in: base, count: buffer.count, within: 0, largestBonus: largest,
                                                            tables: storage.query.tables, earliest: earliest.places)
                #expect(verdict != .absent)
                for delta in -30...30 {
                    let needed = exact + delta
                    for bonus in [largest, FuzzyScorer.whiteBoundaryBonus] {
                        let bounded = storage.query.score(base, count: buffer.count, reaching: needed, largestBonus: bonus,
                                                          workspace: &workspace)
                        let fromEarliest = storage.query.score(base, count: buffer.count, reaching: needed, largestBonus: bonus,
                                                               workspace: &workspace, earliest: earliest.places)
                        #expect(fromEarliest == bounded, "\(pattern) in \(String(decoding: text, as: UTF8.self)) from its earliest places")
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

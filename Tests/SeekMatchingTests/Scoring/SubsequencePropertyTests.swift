import SeekTestSupport
import Testing
@testable import SeekMatching

@Suite struct SubsequencePropertyTests {
    static let alphabet = Array("abcAB/_-. é1")

    func randomText(_ length: Int, using generator: inout SeededGenerator) -> String {
        String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! })
    }

    @Test func everyFuzzyMatchsPositionsAreAnInOrderSubsequenceOfThePattern() {
        var generator = SeededGenerator(seed: 20261122)
        var matched = 0
        for _ in 0..<5000 {
            let text = randomText(Int.random(in: 0...40, using: &generator), using: &generator)
            let pattern = randomText(Int.random(in: 1...4, using: &generator), using: &generator)
                .filter { $0 != " " }
            guard !pattern.isEmpty else { continue }
            let scorer = FuzzyScorer(pattern: pattern)
            var positions: [Int] = []
            let score = scorer.score(text, positions: &positions)
            let scalars = Array(text.unicodeScalars).map(\.value)
            // The reference: a plain subsequence test with the same folding.
            var remaining = scorer.pattern[...]
            for scalar in scalars where ScalarFolding.fold(scalar, caseSensitive: scorer.isCaseSensitive,
                                                            normalize: scorer.normalizesLatinLetters) == remaining.first {
                remaining = remaining.dropFirst()
            }
            #expect((score != nil) == remaining.isEmpty, "\(pattern) in \(text)")
            guard score != nil else { continue }
            matched += 1
            #expect(positions.count == scorer.pattern.count)
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "\(positions)")
            for (position, wanted) in zip(positions, scorer.pattern) {
                let folded = ScalarFolding.fold(scalars[position], caseSensitive: scorer.isCaseSensitive,
                                                normalize: scorer.normalizesLatinLetters)
                #expect(folded == wanted)
            }
            // The byte-wise path agrees with the scalar path on ASCII texts.
            if text.utf8.allSatisfy({ $0 < 0x80 }), let storage = ASCIIQuery.Storage(Query(pattern)) {
                let bytes = Array(text.utf8)
                let fast = bytes.withUnsafeBufferPointer { storage.query.score($0.baseAddress!, count: $0.count) }
                #expect(fast == score, "\(pattern) in \(text)")
            }
        }
        #expect(matched > 500)
    }
}

@testable import SeekDatabase
import SeekMatching
import SeekModel
import SeekTestSupport
import Testing

/// A page is ranked by seek's own scorer scoring every match as it finds it (no pruning test,
/// no traces for a next keystroke): the matches, their scores and their order are those of the
/// scan a file's rows get, whatever the query's kind.
@Suite struct PageRowsRankingTests {
    /// Product-like rows: a few words drawn from a small vocabulary, some repeated, some not ASCII.
    static func rows(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let words = ["Premium", "Cast", "Iron", "Lamp", "leather", "boots", "Walnut", "desk", "merino", "wool", "by",
                     "Nimbus,", "model", "YF-4161", "zephyr", "café", "Crème", "l", "le", "wa"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...8, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        }
    }

    @Test func aPageRanksAsTheScanOfAFileDoes() {
        for (seed, count) in [(1, 200), (2, 37), (3, 1_000)] {
            let rows = Self.rows(count, seed: UInt64(seed))
            var store = ItemStore()
            for row in rows { store.append(row) }
            for query in ["l", "le", "lea", "leather boo", "wa desk", "'cast", "^Prem", "lamp$", "!by lamp", "caf", "zz"] {
                let expected = MatchEngine(store: store).match(MatchRequest(SearchQuery(text: query)), generation: 1)
                var ranked: [MatchSnapshot.Match] = []
                PageRows.rank(store, for: query, from: 10) { ranked.append($0) }
                var reference: [MatchSnapshot.Match] = []
                expected?.matches.forEachBestFirst { reference.append(MatchSnapshot.Match(index: 10 + $0.index, score: $0.score)) }
                #expect(ranked == reference, "\(query) over \(count) rows")
                #expect(query == "zz" || !ranked.isEmpty, "\(query) over \(count) rows")
            }
        }
    }
}

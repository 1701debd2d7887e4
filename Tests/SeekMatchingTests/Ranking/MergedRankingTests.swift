import Testing
@testable import SeekMatching

/// Listing every match best first without ranking a page first (as `seek --filter` does) sorts
/// each chunk on its own and merges them; the order must be the full ranking.
@Suite struct MergedRankingTests {
    @Test func listingEverythingFirstGivesTheFullOrder() {
        // Paths starting with `/` have tight score bounds, so many matches are left unscored.
        let items = MatchEngineTests.randomItems(6000, seed: 21).enumerated().map { $0 % 2 == 0 ? "/" + $1 : $1 }
        for chunkSize in [1, 700, 6000] {
            let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: chunkSize))
            for query in ["s", "src", "'ma", "a !x_y", "^/s | Foo", "src main", "é"] {
                let snapshot = engine.match(query, generation: 1)!
                var all: [MatchSnapshot.Match] = []
                snapshot.matches.forEachBestFirst { all.append($0) }
                #expect(all == MatchEngineTests.reference(query, items), "\(query), chunks of \(chunkSize)")
            }
        }
    }

    @Test func theMergerYieldsEveryRunsKeysInOrder() {
        let runs: [[UInt64]] = [[1, 4, 9], [], [2, 3, 10, 11], [5]]
        var merger = SortedRunMerger(firstKeys: runs.indices.compactMap { run in runs[run].first.map { ($0, run) } })
        var next = [Int](repeating: 1, count: runs.count)
        var merged: [UInt64] = []
        while let (key, run) = merger.popFirst() {
            merged.append(key)
            if next[run] < runs[run].count {
                merger.push(runs[run][next[run]], run: run)
                next[run] += 1
            }
        }
        #expect(merged == [1, 2, 3, 4, 5, 9, 10, 11])
    }

    @Test func aSortedRunGivesBackEveryEntryInOrder() {
        let entries = [RankingKey.entry(score: 90, offset: 7), RankingKey.entry(score: 90, offset: 3),
                       RankingKey.entry(score: 41, offset: 65535), RankingKey.entry(score: -5, offset: 0),
                       RankingKey.entry(score: -5, offset: 12)]
        let run = SortedRun(sortedEntries: entries)
        var cursor = 0
        #expect(run.count == entries.count)
        #expect(entries.indices.map { run.entry(at: $0, run: &cursor) } == entries)
    }
}

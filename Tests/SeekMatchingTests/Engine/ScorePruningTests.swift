import SeekTestSupport
import Testing
@testable import SeekMatching

/// A scan leaves a match unscored only when it cannot reach the top rows; these tests hold the
/// window test of fuzzy terms (start bonus, span and window score) to that promise.
@Suite struct ScorePruningTests {
    static let words = ["src", "lib", "main", "share", "usr", "sock", "py", "a-b", "x_y", "Doc", "s r c", "m.a.i.n",
                        "locale", "LC_MESSAGES", "de", "libc.mo"]

    static func randomPaths(_ count: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            let path = (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? "/" : "")
            return Bool.random(using: &generator) ? "/" + path : path
        }
    }

    /// Every entry the scanner leaves unscored has a key worse than the threshold it scanned with,
    /// and every scored entry carries its true score; the test also checks that pruning happens.
    @Test func unscoredMatchesAreExactlyThoseThatCannotBeatTheThreshold() {
        var generator = SeededGenerator(seed: 11)
        let items = Self.randomPaths(3000, using: &generator)
        let chunk = MatchEngineTests.chunk(items[...])
        var unscored = 0
        for text in ["sr", "src", "src/m", "srcm", "mai", "main", "sock.py", "lib ma", "usr s", "smn", "Do a", "src | lib", "locale LC_MESS", "LC_MESS", "lcm", "^/ lib", "'.py ma", "/src"] {
            let query = Query(text)
            let matcher = QueryMatcher(query)
            let storage = ASCIIQuery.Storage(query)!
            let keys = items.enumerated().compactMap { index, item -> UInt64? in
                var copy = item
                guard let score = copy.withUTF8({ matcher.score($0) }) else { return nil }
                return RankingKey.key(score: score, index: index, length: MatchEngineTests.rankedLength(item))
            }.sorted()
            for rank in [0, 5, 50, 200] where rank < keys.count {
                let threshold = keys[rank]
                let entries = chunk.bytes.withUnsafeBufferPointer { bytes in
                    chunk.starts.withUnsafeBufferPointer { starts in chunk.whiteSpaceBits.withUnsafeBufferPointer { whiteSpaceBits in
                        var scanner = ChunkScanner(matcher: matcher, ascii: storage.query, bytes: bytes, starts: starts, whiteSpaceBits: whiteSpaceBits,
                                                   isASCII: chunk.isASCII, firstIndex: 0, expectedCount: 0,
                                                   bestCapacity: 0, threshold: threshold)
                        for offset in 0..<chunk.count { scanner.visit(offset) }
                        return scanner.entries
                    } }
                }
                #expect(entries.count == keys.count, "\(text)")
                for entry in entries {
                    let offset = RankingKey.offset(ofEntry: entry)
                    var item = items[offset]
                    let score = item.withUTF8 { matcher.score($0) }!
                    let key = RankingKey.key(score: score, index: offset, length: MatchEngineTests.rankedLength(items[offset]))
                    if RankingKey.isScored(entry) {
                        #expect(entry == RankingKey.entry(score: score, offset: offset), "\(text) on \(items[offset])")
                    } else {
                        unscored += 1
                        #expect(key > threshold, "\(text) on \(items[offset]) was pruned but reaches the top")
                    }
                }
            }
        }
        #expect(unscored > 10_000)
    }

    /// Whole scans with pruning rank exactly as the reference order, for multi-character fuzzy
    /// queries typed one character at a time (each narrowing the previous one).
    @Test func typedFuzzyQueriesRankAsTheReference() {
        var generator = SeededGenerator(seed: 12)
        let items = Self.randomPaths(5000, using: &generator)
        let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: 800))
        var generation = 0
        for query in ["s", "sr", "src", "src/", "src/m", "src/ma", "u", "us", "usr", "usr ", "usr s", "usr sh"] {
            generation += 1
            let snapshot = engine.match(query, generation: generation)!
            #expect(Array(snapshot.matches) == MatchEngineTests.reference(query, items), "\(query)")
        }
    }

    /// The shared threshold counts a match once: a chunk's best keys that the threshold was
    /// seeded with (the previous keystroke's best matches, scored again) do not tighten it, while
    /// the keys of other matches do, across chunks.
    @Test func theSharedThresholdCountsASeededMatchOnce() {
        let threshold = ScanThreshold(bestCount: 2, seeds: [5, 9])
        #expect(threshold.current == 9)
        threshold.merge([5])
        #expect(threshold.current == 9)
        threshold.merge([7])
        #expect(threshold.current == 7)
        let unseeded = ScanThreshold(bestCount: 3)
        unseeded.merge([4, 8])
        #expect(unseeded.current == .max)
        unseeded.merge([6])
        #expect(unseeded.current == 8)
    }

    /// A request that scores every match (as `--filter` asks) leaves no entry unscored, and
    /// lists the same matches in the same order as a pruned scan.
    @Test func scoringEveryMatchLeavesNothingUnscoredAndRanksTheSame() {
        var generator = SeededGenerator(seed: 13)
        let items = Self.randomPaths(5000, using: &generator)
        let store = MatchEngineTests.store(items, chunkSize: 800)
        var unscoredWhenPruned = 0
        for query in ["s", "src", "usr s", "mai", "lib ma"] {
            let pruned = MatchEngine(store: store).scan(Query(query), filter: nil, fields: (0, 0), in: store,
                                                        narrowing: nil, isCancelled: { false })!
            let full = MatchEngine(store: store).scan(Query(query), scoringEveryMatch: true, filter: nil, fields: (0, 0),
                                                      in: store, narrowing: nil, isCancelled: { false })!
            unscoredWhenPruned += pruned.segments.joined().count { !RankingKey.isScored($0) }
            #expect(full.segments.joined().allSatisfy(RankingKey.isScored), "\(query)")
            var request = MatchRequest(query)
            request.scoresEveryMatch = true
            let listed = MatchEngine(store: store).match(request, generation: 1)!
            #expect(Array(listed.matches) == MatchEngineTests.reference(query, items), "\(query)")
        }
        // The same queries without the flag do leave matches unscored, so the test tells the two apart.
        #expect(unscoredWhenPruned > 100)
    }
}

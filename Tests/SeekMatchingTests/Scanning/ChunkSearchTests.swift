import SeekTestSupport
import Testing
@testable import SeekMatching

/// Scans that search a chunk's bytes instead of visiting its items one by one: one-character
/// queries scored from their occurrences, exact terms found by their first and last bytes, and
/// earlier results walked by what every new match holds. They must list and rank exactly as
/// matching every item on its own does.
@Suite struct ChunkSearchTests {
    /// Queries typed one character at a time, each narrowing the previous (exact terms, one
    /// character, negated first words, added words), rank as the reference on every keystroke,
    /// in chunks of ASCII items and a last chunk that holds others.
    @Test func typedQueriesRankAsTheReferenceOnEveryKeystroke() {
        var generator = SeededGenerator(seed: 21)
        let items = ScorePruningTests.randomPaths(6000, using: &generator) + ["é/src/lib", "lib é", "s"]
        let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: 700))
        var generation = 0
        for typed in ["'src/ma", "s", "L", "'LC_M", "!z sr", "!s lib", "usr sock", "x", "'a-b ^/l", "Do 's r"] {
            for end in 1...typed.count {
                let query = String(typed.prefix(end))
                generation += 1
                let snapshot = engine.match(query, generation: generation)!
                #expect(Array(snapshot.matches) == MatchEngineTests.reference(query, items), "\(query)")
            }
        }
    }

    /// A one-character query gives every match its exact score at once, and a scan that must
    /// score every match (`--filter`) ranks the same as one that prunes.
    @Test func oneCharacterMatchesAreScoredFromTheirOccurrences() {
        var generator = SeededGenerator(seed: 22)
        let items = ScorePruningTests.randomPaths(4000, using: &generator)
        let store = MatchEngineTests.store(items, chunkSize: 900)
        for query in ["s", "D", "_", "'m"] {
            let result = MatchEngine(store: store).scan(Query(query), filter: nil, fields: (0, 0), in: store,
                                                        narrowing: nil, isCancelled: { false })!
            let matcher = QueryMatcher(Query(query))
            var chunkStart = 0
            for (chunk, entries) in result.segments.enumerated() {
                for entry in entries where RankingKey.isScored(entry) {
                    var item = items[chunkStart + RankingKey.offset(ofEntry: entry)]
                    let score = item.withUTF8 { matcher.score($0) }!
                    #expect(entry == RankingKey.entry(score: score, offset: RankingKey.offset(ofEntry: entry)), "\(query) on \(item)")
                }
                chunkStart += store.chunks[chunk].count
            }
            #expect(result.segments.joined().count == items.count { item in
                var copy = item
                return copy.withUTF8 { matcher.score($0) } != nil
            }, "\(query)")
            var request = MatchRequest(query)
            request.scoresEveryMatch = true
            let scoredEach = MatchEngine(store: store).match(request, generation: 1)!
            #expect(Array(scoredEach.matches) == MatchEngineTests.reference(query, items), "\(query)")
        }
    }

    /// An item's terminator may be any byte, even one of the pattern's: an occurrence that runs
    /// into the next item, or a hit on the terminator itself, is not a match.
    @Test func theTerminatorIsNeverPartOfAMatch() {
        var bytes: [UInt8] = []
        var starts: [UInt32] = [0]
        for item in ["al", "nb", "xlinx", "i"] {
            bytes += Array(item.utf8) + [UInt8(ascii: "i")]
            starts.append(UInt32(bytes.count))
        }
        var store = ItemStore()
        store.append(ItemChunk(terminatedItems: bytes, starts: starts))
        let engine = MatchEngine(store: store)
        #expect(engine.match("'lin", generation: 1)!.matches.map(\.index) == [2])
        #expect(Set(engine.match("i", generation: 2)!.matches.map(\.index)) == [2, 3])
        #expect(engine.match("'li", generation: 3)!.matches.map(\.index) == [2])
    }
}

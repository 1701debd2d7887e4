import SeekTestSupport
import Testing
@testable import SeekMatching

/// Rows below the scan's own top are ranked by scanning the result's entries again for more
/// keys (while they are a small part of the matches), then by sorting every key: both must give
/// the full order, whatever kind of scan made the result.
@Suite struct DeeperRankingTests {
    /// Enough matches that rows past the top stay under a quarter of them for a while, so the
    /// deeper scans run (1,024 and more keys).
    static let items = MatchEngineTests.randomItems(24_000, seed: 11).map { "/" + $0 }

    /// Reads `ranks` one at a time, in that order, and checks each against the full order.
    static func expectRanks(_ ranks: [Int], of snapshot: MatchSnapshot, equal reference: [MatchSnapshot.Match],
                            _ comment: String) {
        for rank in ranks where rank < reference.count {
            #expect(snapshot.matches[rank] == reference[rank], "\(comment): rank \(rank)")
        }
    }

    @Test(arguments: ["s", "sr", "src", "'ma", "^/", "a !x_y", "s o", "lib | doc"])
    func rowsBelowTheTopFollowTheFullOrderRowByRow(query: String) {
        let engine = MatchEngine(store: MatchEngineTests.store(Self.items, chunkSize: 1_500))
        let snapshot = engine.match(query, generation: 1)!
        let reference = MatchEngineTests.reference(query, Self.items)
        #expect(snapshot.matches.count == reference.count)
        #expect(reference.count > 16 * 4 * MatchEngine.eagerlyRankedCount, "the deeper scans must run for \(query)")
        // Down the list as a person scrolls, past each deeper scan's end, then far down.
        let scrolled = Array(0..<(20 * MatchEngine.eagerlyRankedCount)) + [reference.count / 2, reference.count - 1]
        Self.expectRanks(scrolled, of: snapshot, equal: reference, query)
    }

    @Test func aJumpDownTheListRanksThatFarAtOnce() {
        let engine = MatchEngine(store: MatchEngineTests.store(Self.items, chunkSize: 1_000))
        let snapshot = engine.match("sr", generation: 1)!
        let reference = MatchEngineTests.reference("sr", Self.items)
        Self.expectRanks([3_000, 70, 2_999, 5_000, 0, 4_100], of: snapshot, equal: reference, "sr")
    }

    /// Results narrowed while typing keep kept-clause scores or growing-term traces, which the
    /// deeper scan reads as a narrowing scan does.
    @Test func typedResultsRankBelowTheTopAsAFreshSearchDoes() {
        let engine = MatchEngine(store: MatchEngineTests.store(Self.items, chunkSize: 1_200))
        var generation = 0
        for typed in ["s", "sr", "src", "src ", "src m", "src ma", "l", "li", "lib", "lib ", "lib !d"] {
            generation += 1
            let snapshot = engine.match(typed, generation: generation)!
            let reference = MatchEngineTests.reference(typed, Self.items)
            let ranks = Array(stride(from: 0, to: 3 * 1_024, by: 7)) + [reference.count / 3]
            Self.expectRanks(ranks, of: snapshot, equal: reference, typed)
        }
    }

    /// A result made with a scope lists only the scope's matches and keeps the others unlisted;
    /// the deeper scan must rank the listed ones only.
    @Test func aScopedResultRanksOnlyItsListedMatchesBelowTheTop() {
        let data = ConditionTestData.random(24_000, seed: 5)
        let engine = data.engine(chunkSize: 1_300)
        for scope in [FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "tags", value: "vegan")] {
            var request = MatchRequest("s")
            request.scope = scope
            request.scopesToCount = [nil, scope]
            let snapshot = engine.match(request, generation: 1)!
            let expected = data.reference(request, count: data.items.count).matches
            #expect(snapshot.matches.count == expected.count)
            let ranks = Array(0..<min(expected.count, 2_000)) + [expected.count - 1]
            Self.expectRanks(ranks, of: snapshot, equal: expected, "s in \(scope)")
        }
    }
}

@Suite struct RankedCountTests {
    /// The rows a scan ranks while it runs are the request's ``MatchRequest/rankedCount``; the
    /// order below them is the full order all the same.
    @Test(arguments: [1, 10, 64, 300])
    func aScanRanksAsManyRowsAsTheRequestAsksFor(rankedCount: Int) throws {
        let items = MatchEngineTests.randomItems(3_000, seed: 3)
        let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: 400))
        var request = MatchRequest("sr")
        request.rankedCount = rankedCount
        let snapshot = try #require(engine.match(request, generation: 1))
        guard case .scanned(let result) = snapshot.matches.source else {
            Issue.record("a ranked query's matches come from its scan")
            return
        }
        let reference = MatchEngineTests.reference("sr", items)
        #expect(result.top.count == min(rankedCount, reference.count))
        #expect(Array(snapshot.matches) == reference)
    }
}

extension RankedCountTests {
    /// ``RankedMatches/rankedCount`` tells how many rows can be read without ranking more: the
    /// scan's own, then those of the deeper scan a row below them asked for.
    @Test func theRowsRankedAlreadyGrowWhenARowBelowThemIsRead() throws {
        let engine = MatchEngine(store: MatchEngineTests.store(DeeperRankingTests.items, chunkSize: 1_500))
        var request = MatchRequest("sr")
        request.rankedCount = 10
        let snapshot = try #require(engine.match(request, generation: 1))
        #expect(snapshot.matches.count > 4 * 160)
        #expect(snapshot.matches.rankedCount == 10)
        _ = snapshot.matches[9]
        #expect(snapshot.matches.rankedCount == 10)
        _ = snapshot.matches[10]
        #expect(snapshot.matches.rankedCount == 160)
        #expect(engine.match("", generation: 2)?.matches.rankedCount == DeeperRankingTests.items.count)
    }
}

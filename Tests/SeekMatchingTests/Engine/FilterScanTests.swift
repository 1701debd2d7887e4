import Testing
@testable import SeekMatching

/// `seek --filter` matches chunks while they are read (``FilterScan``); what it lists must be what
/// the engine lists for the whole store, though it keeps only the matched lines.
@Suite struct FilterScanTests {
    /// The matches of `request` over `store`, chunk by chunk, as (text, score) best first.
    private static func filtered(_ request: MatchRequest, _ store: ItemStore, options: QueryOptions) -> [(String, Int)] {
        let scan = FilterScan(request, queryOptions: options)!
        for chunk in store.chunks { scan.scan(chunk) }
        let (items, snapshot) = scan.finish()
        #expect(snapshot.totalCount == store.count)
        var listed: [(String, Int)] = []
        snapshot.matches.forEachBestFirst { listed.append((items.text(at: $0.index), $0.score)) }
        return listed
    }

    /// The engine's matches of `request` over the whole of `store`, as (text, score) best first.
    private static func matched(_ request: MatchRequest, _ store: ItemStore, options: QueryOptions) -> [(String, Int)] {
        let snapshot = MatchEngine(store: store, queryOptions: options).match(request, generation: 0)!
        var listed: [(String, Int)] = []
        snapshot.matches.forEachBestFirst { listed.append((store.text(at: $0.index), $0.score)) }
        return listed
    }

    @Test func listsTheEnginesMatchesInTheEnginesOrder() {
        // Paths starting with `/` tie on scores, so ranking falls to length and input order; the
        // single `needle` lines make chunks whose few matches are kept alone.
        var items = MatchEngineTests.randomItems(6000, seed: 33).enumerated().map { $0 % 2 == 0 ? "/" + $1 : $1 }
        for position in [5, 2000, 2001, 5999] { items[position] += "/needle-\(position)" }
        let orders = [RankingOrder.standard, RankingOrder(tiebreaks: [.begin, .length]), RankingOrder(isSorted: false),
                      RankingOrder(isReversed: true)]
        for chunkSize in [1, 700, 6000] {
            let store = MatchEngineTests.store(items, chunkSize: chunkSize)
            for query in ["s", "src main", "needle", "^/s | Foo", "!x_y", "'ma !doc", "é", "zzz"] {
                for order in orders {
                    var request = MatchRequest(query)
                    request.scoresEveryMatch = true
                    let options = QueryOptions(ranking: order)
                    let expected = Self.matched(request, store, options: options)
                    let listed = Self.filtered(request, store, options: options)
                    #expect(listed.map(\.0) == expected.map(\.0), "\(query), chunks of \(chunkSize), \(order)")
                    #expect(listed.map(\.1) == expected.map(\.1), "\(query), chunks of \(chunkSize), \(order)")
                }
            }
        }
    }

    @Test func keepsOnlyTheLinesOfChunksWithFewMatches() {
        var items = (0..<3000).map { "line \($0) of the input" }
        items[1234] = "the one needle"
        let scan = FilterScan(MatchRequest("needle"), queryOptions: QueryOptions())!
        for chunk in MatchEngineTests.store(items, chunkSize: 1000).chunks { scan.scan(chunk) }
        let (kept, snapshot) = scan.finish()
        #expect(kept.count == 1)
        #expect(kept.text(at: 0) == "the one needle")
        #expect(snapshot.totalCount == 3000)
    }

    @Test func aKeptLineKeepsItsTerminator() {
        // A line read with CRLF ends in a carriage return in its chunk, which printing restores.
        let bytes = Array("first\nsecond\r".utf8) + Array(repeating: UInt8(ascii: "z"), count: 200) + [0x0A]
        let chunk = ItemChunk(terminatedItems: bytes, starts: [0, 6, 13, UInt32(bytes.count)])
        let scan = FilterScan(MatchRequest("second"), queryOptions: QueryOptions())!
        scan.scan(chunk)
        let (kept, _) = scan.finish()
        #expect(kept.chunks.map(\.bytes) == [Array("second\r".utf8)])
    }

    @Test func declinesWhatNeedsTheWholeInput() {
        #expect(FilterScan(MatchRequest(""), queryOptions: QueryOptions()) == nil)
        #expect(FilterScan(MatchRequest(text: "a", conditions: [FieldCondition(field: "kind", value: "x")]),
                           queryOptions: QueryOptions()) == nil)
    }
}

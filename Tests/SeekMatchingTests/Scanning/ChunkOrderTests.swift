import Testing
@testable import SeekMatching

/// The order in which a scan visits the chunks: those that held the narrowed result's best
/// matches first, then the rest in input order, each chunk once.
@Suite struct ChunkOrderTests {
    /// Loose matches fill the first chunks and the best ones sit in the last: a narrowing scan
    /// starts with the last chunk and still visits every chunk once.
    @Test func aNarrowingScanStartsWithTheChunksOfThePreviousBestMatches() throws {
        let loose = (0..<900).map { "/home/u\($0)/docs/r/x/s\($0)" }
        let best = (0..<100).map { "/usr/share/doc/\($0)" }
        let store = MatchEngineTests.store(loose + best, chunkSize: 100)
        let engine = MatchEngine(store: store)
        let scanned = engine.scan(Query("usr/"), filter: nil, fields: (version: 0, describedItemCount: 0),
                                  in: store, narrowing: nil, isCancelled: { false })
        let base = try #require(scanned)
        let plan = ScanPlan(Query("usr/s"), filter: nil, narrowing: base, bestCount: 64)
        let order = plan.chunkOrder(after: plan.previousBestPlaces(in: store), chunkCount: store.chunks.count)
        #expect(order.first == store.chunks.count - 1)
        #expect(order.sorted() == Array(0..<store.chunks.count))
        #expect(Array(order.dropFirst()) == Array(0..<store.chunks.count - 1))
    }

    /// A scan that narrows nothing visits the chunks in input order.
    @Test func aFreshScanVisitsTheChunksInInputOrder() {
        let store = MatchEngineTests.store((0..<500).map { "item \($0)" }, chunkSize: 100)
        let plan = ScanPlan(Query("it"), filter: nil, narrowing: nil, bestCount: 64)
        #expect(plan.chunkOrder(after: plan.previousBestPlaces(in: store), chunkCount: store.chunks.count)
                == Array(0..<store.chunks.count))
    }
}

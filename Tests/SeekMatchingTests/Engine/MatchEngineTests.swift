import Dispatch
import Synchronization
import SeekTestSupport
import Testing
@testable import SeekMatching

@Suite struct MatchEngineTests {
    /// A store whose items are split into chunks of `chunkSize`, as a streaming reader makes them.
    static func store(_ items: [String], chunkSize: Int) -> ItemStore {
        var store = ItemStore()
        var start = 0
        while start < items.count {
            store.append(chunk(items[start..<min(start + chunkSize, items.count)]))
            start += chunkSize
        }
        return store
    }

    static func chunk(_ items: ArraySlice<String>) -> ItemChunk {
        var bytes: [UInt8] = []
        var starts: [UInt32] = [0]
        for item in items {
            bytes += Array(item.utf8) + [0x0A]
            starts.append(UInt32(bytes.count))
        }
        return ItemChunk(terminatedItems: bytes, starts: starts)
    }

    static func randomItems(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let parts = ["src", "lib", "Sources", "main", "test", "doc", "readme", "é", "x_y", "Foo", "bar.swift", "a-b"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
                .joined(separator: "/")
        }
    }

    /// The order every snapshot must have: best score, then shorter item (in characters, white
    /// space at either end not counted, as fzf's), then earlier input; input order for a query
    /// of negated terms only, which fzf does not sort.
    static func reference(_ query: String, _ items: [String]) -> [MatchSnapshot.Match] {
        let matcher = QueryMatcher(Query(query))
        let found = items.enumerated().compactMap { index, item -> (MatchSnapshot.Match, Int)? in
            var copy = item
            let score = copy.withUTF8 { matcher.score($0) }
            return score.map { (MatchSnapshot.Match(index: index, score: $0), rankedLength(item)) }
        }
        guard Query(query).terms.contains(where: { !$0.isNegated }) else { return found.map(\.0) }
        return found.sorted { left, right in
            if left.0.score != right.0.score { return left.0.score > right.0.score }
            if left.1 != right.1 { return left.1 < right.1 }
            return left.0.index < right.0.index
        }.map(\.0)
    }

    /// The length the tiebreak compares: Unicode scalars, less the white space fzf trims at either end.
    static func rankedLength(_ item: String) -> Int {
        let isBlank: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
        let scalars = Array(item.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else { return 0 }
        return last - first + 1
    }

    @Test func rankingPastTheEagerTopStillFollowsTheFullOrder() {
        let items = Self.randomItems(3000, seed: 1)
        let engine = MatchEngine(store: Self.store(items, chunkSize: 700))
        let snapshot = engine.match("s", generation: 1)!
        #expect(snapshot.matches.count > MatchEngine.eagerlyRankedCount)
        #expect(Array(snapshot.matches) == Self.reference("s", items))
        var all: [MatchSnapshot.Match] = []
        snapshot.matches.forEachBestFirst { all.append($0) }
        #expect(all == Self.reference("s", items))
    }

    /// Matches that cannot reach the eager top are left unscored by the scan (paths starting with
    /// `/` have a tight score bound); ranking past the top must score them and keep the full order.
    @Test func matchesLeftUnscoredByTheScanAreRankedCorrectlyLater() {
        let items = Self.randomItems(4000, seed: 7).map { "/" + $0 }
        let engine = MatchEngine(store: Self.store(items, chunkSize: 900))
        for query in ["s", "sr", "src", "'ma", "a !x_y", "^/s | Foo"] {
            let snapshot = engine.match(query, generation: 1)!
            #expect(Array(snapshot.matches) == Self.reference(query, items), "\(query)")
        }
    }

    @Test func typingMoreCharactersGivesTheSameResultsAsAFreshSearch() {
        let items = Self.randomItems(2000, seed: 2)
        let store = Self.store(items, chunkSize: 300)
        let engine = MatchEngine(store: store)
        var generation = 0
        for query in ["s", "sr", "src", "src ", "src m", "src ma", "src ma!", "src ma!f", "src ma", "src m"] {
            generation += 1
            let typed = engine.match(query, generation: generation)!
            #expect(typed.generation == generation)
            #expect(Array(typed.matches) == Self.reference(query, items), "\(query)")
        }
    }

    @Test func aCancelledScanReturnsNothing() {
        let engine = MatchEngine(store: Self.store(Self.randomItems(500, seed: 3), chunkSize: 50))
        #expect(engine.match("a", generation: 1, isCancelled: { true }) == nil)
    }

    @Test func aScanCancelledPartWayReturnsNothingAndLeavesNoResultBehind() {
        let items = Self.randomItems(1000, seed: 4)
        let engine = MatchEngine(store: Self.store(items, chunkSize: 10))
        let checks = Mutex(0)
        let result = engine.match("s", generation: 1, isCancelled: {
            checks.withLock { count in
                count += 1
                return count > 5
            }
        })
        #expect(result == nil)
        #expect(Array(engine.match("sr", generation: 2)!.matches) == Self.reference("sr", items))
    }

    @Test func theWorkerDeliversOnlyTheNewestGeneration() async throws {
        let items = Self.randomItems(20000, seed: 5)
        let worker = MatchWorker(engine: MatchEngine(store: Self.store(items, chunkSize: 500)))
        for (generation, query) in ["s", "sr", "src", "srcm"].enumerated() {
            worker.request(query, generation: generation + 1)
        }
        var snapshot: MatchSnapshot?
        for _ in 0..<2000 where snapshot == nil {
            snapshot = worker.takeSnapshot()
            if snapshot == nil { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(snapshot?.generation == 4)
        #expect(snapshot?.queryText == "srcm")
        #expect(worker.takeSnapshot() == nil)
        #expect(!worker.isBusy)
    }

    @Test func anOlderRequestArrivingLateIsNeverDelivered() async throws {
        let worker = MatchWorker(engine: MatchEngine(store: Self.store(Self.randomItems(100, seed: 6), chunkSize: 10)))
        worker.request("b", generation: 7)
        worker.request("a", generation: 3)
        var snapshot: MatchSnapshot?
        for _ in 0..<2000 where snapshot == nil {
            snapshot = worker.takeSnapshot()
            if snapshot == nil { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(snapshot?.generation == 7)
        try await Task.sleep(for: .milliseconds(50))
        #expect(worker.takeSnapshot() == nil)
    }

    @Test func itemsAppendedAfterAMatchAreFoundByTheNextOne() {
        let items = Self.randomItems(1200, seed: 7)
        var store = Self.store(Array(items[0..<500]), chunkSize: 200)
        let engine = MatchEngine(store: store)
        let early = engine.match("src", generation: 1)!
        #expect(Array(early.matches) == Self.reference("src", Array(items[0..<500])))
        // More items: some fill the last chunk through the generic path, the rest arrive as chunks.
        for item in items[500..<600] { store.append(item) }
        store.append(Self.chunk(items[600..<1200]))
        engine.replaceStore(with: store)
        for (generation, query) in ["src", "src m"].enumerated() {
            let later = engine.match(query, generation: generation + 2)!
            #expect(later.totalCount == 1200)
            #expect(Array(later.matches) == Self.reference(query, items), "\(query)")
        }
    }

    @Test func itemsAppendedWhileAScanRunsDoNotDisturbIt() async {
        let items = Self.randomItems(40000, seed: 8)
        let first = Self.store(Array(items[0..<20000]), chunkSize: 1000)
        let engine = MatchEngine(store: first)
        let scan = Task.detached { engine.match("sr", generation: 1)! }
        var growing = first
        for start in stride(from: 20000, to: 40000, by: 1000) {
            growing.append(Self.chunk(items[start..<start + 1000]))
            engine.replaceStore(with: growing)
        }
        let snapshot = await scan.value
        #expect(snapshot.totalCount == 20000 || snapshot.totalCount == 40000 || snapshot.totalCount % 1000 == 0)
        let seen = Array(items[0..<snapshot.totalCount])
        #expect(Array(snapshot.matches) == Self.reference("sr", seen))
        let after = engine.match("sr", generation: 2)!
        #expect(after.totalCount == 40000)
        #expect(after.matches.count == Self.reference("sr", items).count)
    }

    @Test func theEmptyQueryListsEveryItemInInputOrderWithoutBuildingAList() {
        let engine = MatchEngine(store: ItemStore(["b", "a", "c"]))
        let snapshot = engine.match("  ", generation: 9)!
        #expect(snapshot.matches.map(\.index) == [0, 1, 2])
        #expect(snapshot.generation == 9)
    }

    @Test func tiesGoToTheShorterItemThenTheEarlierOne() {
        let engine = MatchEngine(store: ItemStore(["ab-x", "ab", "ab-y", "ab"]))
        #expect(engine.match("ab", generation: 1)!.matches.map(\.index) == [1, 3, 0, 2])
    }

    /// A query of one negated character (`!z`) is answered by searching the chunks' bytes for
    /// it: every item without it is listed, in input order, whatever its case, in chunks of
    /// ASCII items and others alike.
    @Test func oneNegatedCharacterListsEveryItemWithoutIt() {
        // The last chunk alone holds non-ASCII items.
        let items = (0..<3000).map { index in
            ["/usr/lib/", "src/Zone", "a z", "plain", "/zz", "/opt/x", "Z", ""][index % 8] + String(index % 13)
        } + ["é/zz", "é"]
        let engine = MatchEngine(store: Self.store(items, chunkSize: 700))
        for (generation, query) in ["!z", "!Z", "!/", "!'z"].enumerated() {
            let snapshot = engine.match(query, generation: generation)!
            let pattern = query.dropFirst().filter { $0 != "'" }
            let ignoringCase = pattern == pattern.lowercased()
            let expected = items.indices.filter { index in
                !(ignoringCase ? items[index].lowercased() : items[index]).contains(pattern)
            }
            #expect(snapshot.matches.map(\.index) == expected, "\(query)")
        }
    }
}

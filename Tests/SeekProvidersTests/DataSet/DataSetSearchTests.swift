import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekSystem
import Synchronization
import Testing

/// The data-set provider on its own, driven as the event loop drives it: a request, then updates
/// taken until its answer is there.
@Suite struct DataSetSearchTests {
    static let fruit = ["apple", "banana", "apricot", "cherry"]

    /// Takes updates until `done` holds for the latest one (at most five seconds), keeping every
    /// snapshot delivered on the way.
    static func update(of search: DataSetSearch, until done: (SearchProviderUpdate, [MatchSnapshot]) -> Bool)
        -> (last: SearchProviderUpdate, results: [MatchSnapshot]) {
        var results: [MatchSnapshot] = []
        var last = search.takeUpdate()
        results += last.results
        let deadline = MonotonicClock.milliseconds() + 5_000
        while !done(last, results) && MonotonicClock.milliseconds() < deadline {
            usleep(1_000)
            last = search.takeUpdate()
            results += last.results
        }
        return (last, results)
    }

    @Test func aRequestIsAnsweredWithASnapshotOfItsGenerationHoldingTheMatches() throws {
        let search = DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(Self.fruit)))
        let wakes = Mutex(0)
        search.start { wakes.withLock { $0 += 1 } }
        defer { search.stop() }
        search.request(SearchQuery(text: "ap"), scopes: [], generation: 7)
        let (_, results) = Self.update(of: search) { _, results in results.contains { $0.generation == 7 } }
        let snapshot = try #require(results.last { $0.generation == 7 })
        #expect(Set(snapshot.matches.map(\.index)) == [0, 2], "apple and apricot, not banana or cherry")
        #expect(snapshot.totalCount == 4)
        #expect(wakes.withLock { $0 } >= 1, "the provider woke its listener")
    }

    @Test func aReloadReplacesTheItemsWithWhatTheDescriptorGivesAndClosesIt() {
        let search = DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(Self.fruit)))
        search.start {}
        defer { search.stop() }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let line = Array("kiwi\nlime\nmango\n".utf8)
        #expect(write(ends[1], line, line.count) == line.count)
        close(ends[1])
        var given = stat()
        #expect(fstat(ends[0], &given) == 0)
        search.reload(reading: ends[0])
        let (last, _) = Self.update(of: search) { update, _ in update.isInputComplete && update.totalCount == 3 }
        #expect(last.totalCount == 3)
        #expect((0..<3).map { search.content.text(ofItem: $0) } == ["kiwi", "lime", "mango"])
        // Once read to its end the provider closed the descriptor it was given: the number is
        // free, or (tests run in parallel) names another file now.
        var now = stat()
        #expect(fstat(ends[0], &now) == -1 || now.st_ino != given.st_ino)
    }

    @Test func theDataSetProviderRanksForTheListAndReloadsButNeitherPagesNorWatchesADescriptor() {
        let search: any SearchProvider = DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(Self.fruit)))
        #expect(search is any EagerlyRankingSearchProvider)
        #expect(search is any ReloadableSearchProvider)
        #expect(!(search is any PagedSearchProvider), "every result is delivered at once")
        #expect(!(search is any DescriptorWatchingSearchProvider), "its answers come from its own worker")
    }

    @Test func theListHeightSetsHowManyRowsTheEngineRanksWhileItScans() throws {
        let items = (0..<2_000).map { "item \($0)" }
        let search = DataSetSearch(dataSet: DataSet(name: "many", items: ItemStore(items)))
        search.start {}
        defer { search.stop() }
        search.prepareToShow(rows: 40)
        search.request(SearchQuery(text: "item"), scopes: [], generation: 1)
        let (_, results) = Self.update(of: search) { _, results in results.contains { $0.generation == 1 } }
        let snapshot = try #require(results.last { $0.generation == 1 })
        // The rows shown and a quarter more: 50, not the engine's default of 64 (nor all 2,000).
        #expect(snapshot.matches.rankedCount == 50)
    }
}

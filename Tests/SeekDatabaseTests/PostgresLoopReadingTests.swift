import Foundation
import SeekModel
import SeekTestSupport
@testable import SeekDatabase
import SeekRuntime
import Testing

extension PostgresPagingTests {
    /// A search whose caller's loop reads each first page (`loopWatchesDescriptors()`, as
    /// ``SearchRuntime`` asks): the same answers as when the worker reads them, the connection's
    /// socket watched while a page is under way, and the same failures handled; nested so that
    /// it runs against its parent suite's private server.
    @Suite struct LoopReading: PostgresSearchTesting {
        /// The recipes table searched with the sample's roles, its first pages read by the loop
        /// when `loopReads` is true, after `debounce` milliseconds without a newer query.
        func recipes(loopReads: Bool, debounce: Int = PostgresSearch.defaultDebounceMilliseconds) throws -> PostgresSearch {
            let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles, debounceMilliseconds: debounce)
            if loopReads { search.loopWatchesDescriptors() }
            search.start {}
            // The empty query's page and counts, which start asks for.
            _ = try waitForUpdate(search) { $0.isBusy ? nil : true }
            return search
        }

        /// Eight kinds of query, typed in turn into two searches (not one pair of searches per
        /// query: each holds a connection and a worker, and the suite runs beside every other).
        @Test(arguments: [0, 60])
        func theLoopReadsTheFirstPageTheWorkerWouldHaveRead(debounce: Int) throws {
            let byLoop = try recipes(loopReads: true, debounce: debounce)
            let byWorker = try recipes(loopReads: false)
            defer {
                byLoop.stop()
                byWorker.stop()
            }
            let texts = ["pasta", "'cheese", "^bread", "pie$", "!cake tomato", "soup | stew", "zzzz", ""]
            for (number, text) in texts.enumerated() {
                let query = SearchQuery(text: text)
                let generation = number + 1
                let sentBefore = (byLoop.statementCount, byWorker.statementCount)
                let read = try answer(byLoop, query, generation: generation)
                let expected = try answer(byWorker, query, generation: generation)
                #expect(read.matches.map(\.score) == expected.matches.map(\.score), "\(text)")
                #expect(read.matches.map { byLoop.dataSet.items.text(at: $0.index) } == expected.matches.map { byWorker.dataSet.items.text(at: $0.index) },
                        "\(text)")
                #expect(read.matchedCount == expected.matchedCount, "\(text)")
                #expect(byLoop.statementCount - sentBefore.0 == byWorker.statementCount - sentBefore.1, "\(text)")
            }
            // The empty query's page and each of these.
            #expect(byLoop.firstPagesReadByLoop == texts.count + 1)
            #expect(byWorker.firstPagesReadByLoop == 0)
            // The empty query is asked for at once; without a debounce, so is each of these, and
            // the idle connection lets the loop send every page itself. After a debounce, the
            // worker does.
            #expect(byLoop.firstPagesSentByLoop == (debounce == 0 ? texts.count + 1 : 1))
            #expect(byWorker.firstPagesSentByLoop == 0)
        }

        @Test func theSocketIsWatchedOnlyWhileTheLoopHasAPageToRead() throws {
            let search = try PostgresSearch(url: server.url(), table: "sleepy")
            search.loopWatchesDescriptors()
            defer { search.stop() }
            // Not started, so no empty query is asked for (on this view it would sleep too).
            #expect(search.descriptorToWatch == nil)
            search.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
            // The worker sends the statement, which sleeps for 30 s, and hands the socket over.
            let deadline = Date().addingTimeInterval(10)
            while search.descriptorToWatch == nil && Date() < deadline { usleep(1_000) }
            #expect(search.descriptorToWatch != nil)
            // Nothing has arrived: reading does not wait, and the page stays under way.
            let started = Date()
            search.descriptorTurnedReadable()
            #expect(Date().timeIntervalSince(started) < 1)
            #expect(search.descriptorToWatch != nil)
            #expect(try answer(search, SearchQuery(text: "fast"), generation: 2).matches.count == 2)
            #expect(search.firstPagesReadByLoop == 1)
            #expect(search.descriptorToWatch == nil)
        }

        @Test func aNewerQueryCancelsTheSlowPageTheLoopWasReading() throws {
            let search = try PostgresSearch(url: server.url(), table: "sleepy")
            search.loopWatchesDescriptors()
            search.start {}
            defer { search.stop() }
            let started = Date()
            search.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
            for _ in 0..<60 { waitAsTheLoopDoes(for: search) }
            let snapshot = try answer(search, SearchQuery(text: "fast"), generation: 2)
            // The old statement sleeps for 30 s and the timeout is 10 s: only a cancel answers sooner.
            #expect(Date().timeIntervalSince(started) < Double(PostgresConnection.statementTimeoutMilliseconds) / 1000)
            #expect(snapshot.matches.count == 2)
            #expect(search.takeUpdate().results.allSatisfy { $0.generation != 1 })
        }

        @Test func aPageThatTimesOutOnTheLoopSaysSoAndTheSearchGoesOn() throws {
            let search = try PostgresSearch(url: server.url(), table: "sleepy", statementTimeoutMilliseconds: 300)
            search.loopWatchesDescriptors()
            search.start {}
            defer { search.stop() }
            search.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
            let message = try waitForUpdate(search) { $0.statusMessage }
            #expect(message == "postgresql: the query took longer than 300 ms and was stopped")
            #expect(try answer(search, SearchQuery(text: "fast"), generation: 2).matches.count == 2)
        }
    }
}

import SeekCatalog
import Foundation
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekToolkit
@testable import SeekDatabase
import SeekScreen
import Testing

/// What the PostgreSQL search tests do with a search: wait for its answers and read every page.
protocol PostgresSearchTesting {}

extension PostgresSearchTesting {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// Waits for the first update of `search` that `accept` takes, or fails after 20 s.
    func waitForUpdate<Value>(_ search: PostgresSearch, _ accept: (SearchProviderUpdate) -> Value?) throws -> Value {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let value = accept(search.takeUpdate()) { return value }
            waitAsTheLoopDoes(for: search)
        }
        throw ServerFailure("no such update in 20 s")
    }

    /// Sleeps for up to 5 ms as the screen's loop sleeps between turns: on the descriptor the
    /// search asks it to watch, if any, handing its readiness back to the search (the loop's
    /// part of reading a first page, after `loopWatchesDescriptors()`).
    func waitAsTheLoopDoes(for search: PostgresSearch) {
        guard let watched = search.descriptorToWatch else {
            usleep(5_000)
            return
        }
        var descriptor = pollfd(fd: watched, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 5) > 0 { search.descriptorTurnedReadable() }
    }

    /// Waits until `search` has sent at least `count` statements since it had sent `before`, or
    /// 5 s have passed. A page is on screen before the statement that follows it (its count) is
    /// sent, so a test that counts statements once the page shows waits for them here.
    func waitUntil(_ search: PostgresSearch, hasSent count: Int, since before: Int) {
        var waited = 0
        while search.statementCount - before < count && waited < 50 {
            usleep(100_000)
            waited += 1
        }
    }

    /// Asks `search` for `query` and waits for the answer of that generation, with its counts
    /// (which follow the first page: the search is busy until they are in).
    func answer(_ search: PostgresSearch, _ query: SearchQuery, scopes: [SearchScope] = [], generation: Int) throws -> MatchSnapshot {
        search.request(query, scopes: scopes, generation: generation)
        // Each snapshot is handed over once: keep the latest, as the screen does, until idle.
        var latest: MatchSnapshot?
        return try waitForUpdate(search) { update in
            if let snapshot = update.results.last(where: { $0.generation == generation }) { latest = snapshot }
            return update.isBusy ? nil : latest
        }
    }

    /// Every page of `query`'s results, read as the screen reads them: the first, then one more
    /// each time the end is reached, until there is no more.
    func everyPage(of query: SearchQuery, in search: PostgresSearch) throws -> MatchSnapshot {
        var snapshot = try answer(search, query, generation: 1)
        while let matched = snapshot.matchedCount, matched > snapshot.matches.count {
            let before = snapshot.matches.count
            search.loadMoreResults(generation: 1)
            snapshot = try waitForUpdate(search) { $0.results.last { $0.generation == 1 } }
            #expect(snapshot.matches.count > before)
        }
        return snapshot
    }

    /// Whether a line of `screen` shows `count` ("1/461") as a word of its own.
    func shows(_ count: String, on screen: [String]) -> Bool {
        screen.contains { $0.split(separator: " ").contains { $0 == count } }
    }

    /// A writable connection to the server's default database (the server's connections are
    /// read-only by default, as seek's are).
    func writableConnection(database: String? = nil) throws -> PostgresConnection {
        let connection = try PostgresConnection(url: database.map { server.url(database: $0) } ?? server.url())
        _ = try connection.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE")
        return connection
    }

    /// A writable connection to a new database `name` with the pg_trgm extension installed.
    func writableDatabaseWithTrigrams(named name: String) throws -> PostgresConnection {
        _ = try writableConnection().execute("CREATE DATABASE \(name)")
        let connection = try writableConnection(database: name)
        _ = try connection.execute("CREATE EXTENSION pg_trgm")
        return connection
    }
}

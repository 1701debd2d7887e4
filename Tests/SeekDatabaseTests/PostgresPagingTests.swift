import SeekCatalog
import Foundation
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekToolkit
@testable import SeekDatabase
import SeekScreen
import Synchronization
import Testing

/// More pages as the list scrolls and counts within a time budget; the nested suite
/// ``PatternsAndFailures`` (its own file) shares this suite's server.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct PostgresPagingTests: PostgresSearchTesting {
    // MARK: - Pages

    @Test(arguments: ["numbered", "numbered_view"])
    func scrollingToTheEndReadsEveryRowOnceInPages(table: String) throws {
        let search = try PostgresSearch(url: server.url(), table: table, roles: FieldRoleChoices(display: "name"))
        #expect(search.keyColumns == (table == "numbered" ? ["id"] : []))
        let before = search.statementCount
        let snapshot = try everyPage(of: SearchQuery(), in: search)
        let texts = snapshot.matches.map { search.dataSet.items.text(at: $0.index) }
        #expect(texts.count == 1_000)
        #expect(Set(texts).count == 1_000, "no row twice")
        #expect(search.dataSet.items.count == 1_000, "no row read twice")
        // Five pages and the first page's counts.
        #expect(search.statementCount - before >= 6)
        #expect(snapshot.matchedCount == 1_000)
    }

    @Test(arguments: ["numbered", "numbered_view"])
    func thePagesOfARankedQueryHoldEveryMatchOnce(table: String) throws {
        let search = try PostgresSearch(url: server.url(), table: table, roles: FieldRoleChoices(display: "name"))
        let query = SearchQuery(text: "0 !'ruby")
        let expected = try search.matchingDataSet(for: query)
        #expect(expected.items.count > 2 * PostgresSearch.pageSize)
        let snapshot = try everyPage(of: query, in: search)
        let texts = snapshot.matches.map { search.dataSet.items.text(at: $0.index) }
        #expect(texts.sorted() == (0..<expected.items.count).map { expected.items.text(at: $0) }.sorted())
    }

    @Test func aTableLargerThanTheCountLimitIsPagedByKeyAndStillReadsEveryMatchOnce() throws {
        // 1,000 rows and a count limit of 300: ranking every match would cost more than counting.
        let search = try PostgresSearch(url: server.url(), table: "numbered", roles: FieldRoleChoices(display: "name"), countLimit: 300)
        #expect(!search.ranksOnServer)
        // About half the rows (a number with a 5 or a 7): more than two pages, the last one short.
        let query = SearchQuery(text: "5 | 7")
        #expect(!search.pageStatement(for: query).text.contains("similarity"))
        let expected = try search.matchingDataSet(for: query)
        #expect(expected.items.count > 2 * PostgresSearch.pageSize)
        let snapshot = try everyPage(of: query, in: search)
        let texts = snapshot.matches.map { search.dataSet.items.text(at: $0.index) }
        #expect(texts.sorted() == (0..<expected.items.count).map { expected.items.text(at: $0) }.sorted())
        // A small table is still ranked by the server.
        #expect(try PostgresSearch(url: server.url(), table: "numbered", roles: FieldRoleChoices(display: "name")).ranksOnServer)
    }

    @Test(arguments: ["01", "03", "08"])
    func aTableLargerThanTheCountLimitShowsTheBestMatchesFirstWhenTheCountIsBelowTheLimit(query text: String) throws {
        // 1,000 rows and a count limit of 300: the first page is read in key order, then the
        // count (at most 300) says the rest is cheap to read, and seek's scorer ranks them all.
        let search = try PostgresSearch(url: server.url(), table: "numbered", roles: FieldRoleChoices(display: "name"), countLimit: 300)
        #expect(!search.ranksOnServer)
        let query = SearchQuery(text: text)
        let every = try search.matchingDataSet(for: query)
        let file = DataSetSearch.match(query, in: every)
        #expect(file.matches.count > PostgresSearch.pageSize && file.matches.count <= 300, "the query suits the test")
        let before = search.statementCount
        let snapshot = try answer(search, query, generation: 1)
        // The page, the count, and every other match in one statement.
        #expect(search.statementCount - before == 3)
        #expect(snapshot.matchedCount == file.matches.count)
        // The same scores best first as the file's, and so the same best rows on the first page
        // (rows of equal score may come in another order: the file's rows are in another order).
        #expect(snapshot.matches.map(\.score) == file.matches.map(\.score))
        let page = snapshot.matches.prefix(PostgresSearch.pageSize)
        let lowest = try #require(page.last?.score)
        let shownAbove = Set(page.filter { $0.score > lowest }.map { search.dataSet.items.text(at: $0.index) })
        let fileAbove = Set(file.matches.prefix(PostgresSearch.pageSize).filter { $0.score > lowest }.map { every.items.text(at: $0.index) })
        #expect(shownAbove == fileAbove)
        #expect(page.contains { $0.score > lowest }, "the page holds rows of more than one score")
        // Scrolling asks for nothing more: every match is read.
        search.loadMoreResults(generation: 1)
        #expect(try waitForUpdate(search) { $0.isBusy ? nil : true } && search.statementCount - before == 3)
    }

    @Test func theFirstPageIsHandedOverBeforeItsCountsAreCounted() throws {
        let search = try PostgresSearch(url: server.url(), table: "numbered", roles: FieldRoleChoices(display: "name"))
        let ready = ReadyParts()
        let worker = StatementWorker(connection: try PostgresConnection(url: server.url()), statements: search.statements,
                                     pageSize: PostgresSearch.pageSize, countLimit: search.countLimit,
                                     countTimeoutMilliseconds: search.countTimeoutMilliseconds, debounceMilliseconds: 0,
                                     connect: { () throws(DatabaseError) in throw DatabaseError("no new connection") },
                                     whenFinished: { ready.record() })
        ready.worker.withLock { $0 = worker }
        worker.request(MatchRequest(SearchQuery(text: "number")), generation: 1, waits: false)
        let deadline = Date().addingTimeInterval(20)
        while ready.seen.withLock({ $0.count }) < 2 && Date() < deadline { usleep(5_000) }
        // Told once with the page alone (the counts not yet sent), then once with the counts.
        #expect(ready.seen.withLock { $0 } == [[.firstPage], [.counts]])
        worker.stop()
        // Until the counts come, the status line says only what is known: more than a page.
        let answers = ready.answers.withLock { $0 }
        try #require(answers.count == 2)
        let early = try #require(search.snapshot(answering: answers[0]))
        #expect(early.matchedCountIsLowerBound)
        #expect(early.matchedCount == PostgresSearch.pageSize + 1)
        var grid = Grid(size: TerminalSize(width: 40, height: 1))
        StatusLine(matchedCount: early.matchedCount!, totalCount: early.totalCount, countLimit: early.countLimit,
                   matchedCountIsLowerBound: early.matchedCountIsLowerBound, help: "")
            .render(into: &grid, in: Rect(row: 0, column: 0, width: 40, height: 1))
        #expect(grid.lines[0].hasPrefix("200+/1000"))
        let counted = try #require(search.snapshot(answering: answers[1]))
        #expect(!counted.matchedCountIsLowerBound)
        #expect(counted.matchedCount == 1_000)
    }

    @Test func theScreenReadsMorePagesAsTheListScrolls() throws {
        let runtime = TableRuntime(search: try PostgresSearch(url: server.url(), table: "numbered", roles: FieldRoleChoices(display: "name")))
        defer { runtime.end() }
        // Row 1 (id 1) is "number 0920"; the last, id 1000, is "number 0001", on the fifth page.
        #expect(runtime.terminal.waitForText("number 0920"))
        #expect(!runtime.terminal.screen.contains { $0.contains("number 0001") })
        let found = runtime.terminal.waitForScreen(seconds: 30) { screen in
            if screen.contains(where: { $0.contains("number 0001") }) { return true }
            runtime.terminal.send(Array(repeating: .pageDown, count: 10))
            usleep(50_000)
            return false
        }
        #expect(found)
        #expect(runtime.search.dataSet.items.count == 1_000)
    }

    // MARK: - Counts

    @Test func aCountReadsNPlusOnlyAboveWhatWasProvenAndTheCountLimitCapsNoCount() throws {
        #expect(CountText.of(10_001, limit: 10_000) == "10,000+")
        #expect(CountText.of(10_000, limit: 10_000) == "10000")
        #expect(CountText.of(1_234_568, limit: 1_234_567) == "1,234,567+")
        #expect(CountText.of(461, limit: nil) == "461")
        // Before the counts arrive only a lower bound is known: 201 means "more than 200".
        #expect(CountText.of(atLeast: 201, limit: 10_000) == "200+")
        #expect(CountText.of(atLeast: 20_001, limit: 10_000) == "10,000+")
        #expect(CountText.of(atLeast: 1, limit: nil) == "1")
        // A count limit of 100 on a larger table orders its pages by key; it caps no count: the
        // table's rows, the matches and every scope are counted exactly within the count budget.
        let file = try TestTables.recipesFile()
        let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles, countLimit: 100)
        #expect(!search.ranksOnServer)
        let scopes = search.waitForVocabulary().scopes
        let snapshot = try answer(search, SearchQuery(), scopes: scopes, generation: 1)
        #expect(snapshot.countLimit == nil)
        #expect(snapshot.totalCount == file.items.count && file.items.count > 100)
        #expect(snapshot.matchedCount == file.items.count && !snapshot.matchedCountIsLowerBound)
        let expected = DataSetSearch.match(SearchQuery(), scopes: scopes, in: file).scopeCounts ?? []
        #expect(snapshot.scopeCounts == expected)
        #expect(search.takeUpdate().statusMessage == nil)
        // A chosen scope is counted exactly, above the count limit as below it.
        #expect(expected.dropFirst().contains { $0 > 100 })
        for (position, scope) in scopes.enumerated().dropFirst() {
            let chosen = try answer(search, SearchQuery(scope: scope), scopes: scopes, generation: 1 + position)
            #expect(chosen.matchedCount == expected[position], "\(scope.title)")
        }
        let few = try answer(search, SearchQuery(text: "'carbonara"), scopes: scopes, generation: 100)
        #expect(few.matchedCount == 1)
        #expect(few.scopeCounts == DataSetSearch.match(SearchQuery(text: "'carbonara"), scopes: scopes, in: file).scopeCounts)
    }

    @Test func aCountThatRunsOutOfItsBudgetReadsAsWhatItProvedAndThePageStays() throws {
        // 300,000 rows, every one matching, counted within 50 ms (counting them all takes about
        // 200 ms): the count cannot finish, the page (200 rows by key) does.
        let search = try PostgresSearch(url: server.url(), table: "many", roles: FieldRoleChoices(display: "name"),
                                        countLimit: 1_000_000, countTimeoutMilliseconds: 50)
        let snapshot = try answer(search, SearchQuery(text: "item"), generation: 1)
        #expect(snapshot.matches.count == PostgresSearch.pageSize)
        // Only a lower bound is known: more than the page, or more than a bounded count proved.
        #expect(snapshot.matchedCountIsLowerBound)
        let matched = try #require(snapshot.matchedCount)
        #expect(matched == PostgresSearch.pageSize + 1 || matched == BoundedCount.firstLimit + 1 || matched == 100_001, "\(matched)")
        let status = try #require(search.takeUpdate().statusMessage)
        #expect(status == "not counted: counting took longer than 50 ms" || status == "counted in part: counting took longer than 50 ms")
        // The next query's page, which reads every row to find its one match, runs under the
        // full statement timeout again (its count, reading as many, runs out of time again).
        let next = try answer(search, SearchQuery(text: "299999"), generation: 2)
        #expect(next.matches.map { search.dataSet.items.text(at: $0.index) } == ["item 299999"])
        #expect(next.matchedCount == 1)
    }

    /// Makes view `slow_numbered` (once per server): `numbered` with a colour that takes 2 ms to
    /// read, so that counting its 1,000 rows by colour takes two seconds and counting a few is quick.
    func makeSlowView() throws {
        let connection = try writableConnection()
        guard try connection.execute("SELECT to_regclass('slow_numbered') IS NULL").rows.first?.first == "t" else { return }
        _ = try connection.execute("BEGIN")
        _ = try connection.execute("""
            CREATE FUNCTION slow_colour(colour text) RETURNS text LANGUAGE plpgsql STABLE AS
              $$ BEGIN PERFORM pg_sleep(0.002); RETURN colour; END $$
            """)
        _ = try connection.execute("CREATE VIEW slow_numbered AS SELECT id, name, slow_colour(colour) AS colour FROM numbered")
        _ = try connection.execute("COMMIT")
    }

    @Test func theStatusLineSaysACountOverItsBudgetWithAPlus() throws {
        try makeSlowView()
        let search = try PostgresSearch(url: server.url(), table: "slow_numbered", roles: FieldRoleChoices(display: "name", scopeField: "colour"),
                                        countTimeoutMilliseconds: 300)
        let runtime = TableRuntime(search: search)
        defer { runtime.end() }
        // The table's size is counted (the colour is not read for it); its 1,000 matches are not.
        #expect(runtime.terminal.waitForText("200+/1000"))
        #expect(runtime.terminal.waitForScreen { $0.contains { $0.contains("not counted") || $0.contains("counted in part") } })
        runtime.terminal.press("'number 0920")
        #expect(runtime.terminal.waitForScreen { shows("1/1000", on: $0) })
    }

    @Test func theScopeBarNeverShowsAnEarlierQuerysCountsUnderAQueryOverTheBudget() throws {
        try makeSlowView()
        let search = try PostgresSearch(url: server.url(), table: "slow_numbered", roles: FieldRoleChoices(display: "name", scopeField: "colour"),
                                        countTimeoutMilliseconds: 300)
        #expect(search.waitForVocabulary().scopes.map(\.title) == ["All", "blue", "green", "red", "ruby"])
        let runtime = TableRuntime(search: search, width: 160)
        defer { runtime.end() }
        // Query A, a few rows: counted within the budget, every scope, "All" among them.
        runtime.terminal.press("'099")
        // "number 0099" and "number 0990" to "number 0999".
        #expect(runtime.terminal.waitForText("[All 11]"), "\(runtime.terminal.screen.joined(separator: "\n"))")
        // Query B, every row, over the budget: its scopes are not counted. Once its counts came
        // (the status line says so), the bar shows no count, and certainly not A's.
        runtime.terminal.send(.control("u"))
        #expect(runtime.terminal.waitForScreen { $0.contains { $0.contains("not counted") || $0.contains("counted in part") } })
        #expect(runtime.terminal.waitForText("[All]", seconds: 2), "\(runtime.terminal.screen.joined(separator: "\n"))")
    }
}

/// The parts of the answers a worker held each time it said something was ready, taken in its
/// `whenFinished`, on its own thread, before it went on.
private final class ReadyParts: Sendable {
    let worker = Mutex<StatementWorker?>(nil)
    let seen = Mutex<[[StatementWorker.Answer.Part]]>([])
    let answers = Mutex<[StatementWorker.Answer]>([])

    func record() {
        guard let worker = worker.withLock({ $0 }) else { return }
        let taken = worker.takeAnswers()
        answers.withLock { $0.append(contentsOf: taken) }
        seen.withLock { $0.append(taken.map(\.part)) }
    }
}

import SeekCatalog
import Foundation
import SeekMatching
import SeekModel
import SeekTestSupport
import SeekToolkit
@testable import SeekDatabase
import SeekScreen
import Testing

extension PostgresPagingTests {
    /// The three search patterns (as-you-type with a debounce, submit-only, combined), ranking by
    /// the server, and a server that goes away while the screen is open; nested so that it runs
    /// against its parent suite's private server instead of starting one of its own.
    @Suite struct PatternsAndFailures: PostgresSearchTesting {
        // MARK: - Patterns

        @Test func typingFasterThanTheDebounceSendsOnlyTheLastQuery() throws {
            let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles, debounceMilliseconds: 200)
            _ = try answer(search, SearchQuery(), generation: 0)
            let before = search.statementCount
            let word = "carbonara"
            for length in 1...word.count {
                search.request(SearchQuery(text: String(word.prefix(length))), scopes: [], generation: length)
                usleep(10_000)
            }
            #expect(search.statementCount == before, "nothing is sent while typing goes on")
            let snapshot = try waitForUpdate(search) { $0.results.last { $0.generation == word.count } }
            #expect(snapshot.matches.count == 1)
            // The page and its count, once.
            #expect(search.statementCount - before == 2)
        }

        @Test func submitOnlySendsNothingUntilEnter() throws {
            var session = SearchSession()
            session.matchTiming = .onSubmit
            let runtime = TableRuntime(search: try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles),
                                       session: session)
            defer { runtime.end() }
            #expect(runtime.terminal.waitForText("461/461"))
            // The opening page's follow-ups (counts, suggestions) may still be on their way on a busy
            // machine: count from when nothing more is sent.
            var before = runtime.search.statementCount
            repeat {
                before = runtime.search.statementCount
                usleep(300_000)
            } while runtime.search.statementCount != before
            runtime.terminal.press("'carbonara")
            #expect(runtime.terminal.waitForText("'carbonara"))
            usleep(300_000)
            #expect(runtime.search.statementCount == before)
            #expect(runtime.terminal.screen.contains { $0.contains("461/461") })
            runtime.terminal.send(.enter)
            #expect(runtime.terminal.waitForScreen { shows("1/461", on: $0) })
            // The page is on screen before its count is sent (the worker sends it next): on a busy
            // machine the screen can be checked in between, so wait for the count, then for nothing more.
            waitUntil(runtime.search, hasSent: 2, since: before)
            usleep(300_000)
            #expect(runtime.search.statementCount - before == 2)
        }

        @Test func theCombinedPatternSuggestsFromCheapQueriesAndSearchesOnEnter() throws {
            let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
            search.suggestsFromServer = true
            _ = try answer(search, SearchQuery(), generation: 0)
            // Row texts that start with what is typed, and token values that start with its last word.
            var before = search.statementCount
            _ = search.suggestions(for: SearchQuery(text: "spaghetti c"), results: MatchSnapshot.everything(totalCount: 0))
            let titles = try waitForUpdate(search) { $0.suggestions }
            #expect(titles.contains(SearchSuggestion("Spaghetti Carbonara · Italian", completion: "Spaghetti Carbonara · Italian")))
            #expect(search.statementCount - before == 1)
            before = search.statementCount
            _ = search.suggestions(for: SearchQuery(text: "soup kor"), results: MatchSnapshot.everything(totalCount: 0))
            let tokens = try waitForUpdate(search) { $0.suggestions }
            #expect(tokens == [SearchSuggestion("cuisine: Korean", token: SearchToken(field: "cuisine", value: "Korean"))])
            #expect(search.statementCount - before == 1)
            #expect(tokens.count <= StatementRunner.suggestionLimit)

            // On the screen: one cheap statement a key at most, the search on Enter.
            var session = SearchSession()
            session.matchTiming = .suggestingAsYouType
            let screenSearch = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
            screenSearch.suggestsFromServer = true
            let runtime = TableRuntime(search: screenSearch, session: session)
            defer { runtime.end() }
            #expect(runtime.terminal.waitForText("461/461"))
            // The first page's count may still be on its way when the page shows (seen under load):
            // count the keys' statements from the moment the start has gone quiet.
            var atStart = screenSearch.statementCount
            repeat {
                atStart = screenSearch.statementCount
                usleep(300_000)
            } while screenSearch.statementCount != atStart
            runtime.terminal.press("spaghetti")
            #expect(runtime.terminal.waitForText("Spaghetti Carbonara · Italian"))
            usleep(300_000)
            #expect(screenSearch.statementCount - atStart <= "spaghetti".count)
            #expect(runtime.terminal.screen.contains { $0.contains("461/461") }, "no search before Enter")
            let beforeEnter = screenSearch.statementCount
            runtime.terminal.send(.escape, .enter)
            #expect(runtime.terminal.waitForScreen { $0.contains { $0.contains("/461") && !$0.contains("461/461") } })
            // The page is on screen before its count is sent: on a busy machine the screen can be
            // checked in between (seen once), so wait for the count.
            waitUntil(screenSearch, hasSent: 2, since: beforeEnter)
            #expect(screenSearch.statementCount - beforeEnter >= 2)
        }

        // MARK: - Ranking

        @Test func rowsRankBySimilarityWithPgTrgmAndByLengthWithout() throws {
            let admin = try writableConnection()
            let trigramAdmin = try writableDatabaseWithTrigrams(named: "trigram")
            for connection in [admin, trigramAdmin] {
                _ = try connection.execute("CREATE TABLE fruit (id integer PRIMARY KEY, name text)")
                // Short rows that hold the letters of "apple" apart, and a long one that holds the word.
                _ = try connection.execute("INSERT INTO fruit SELECT n, 'axpxpxlxe ' || n FROM generate_series(1, 300) AS n")
                _ = try connection.execute("INSERT INTO fruit VALUES (301, 'apple apple apple pie')")
            }
            let withTrigrams = try PostgresSearch(url: server.url(database: "trigram"), table: "fruit", roles: FieldRoleChoices(display: "name"))
            let without = try PostgresSearch(url: server.url(), table: "fruit", roles: FieldRoleChoices(display: "name"))
            #expect(withTrigrams.ranksBySimilarity)
            #expect(!without.ranksBySimilarity)
            func firstPage(_ search: PostgresSearch) throws -> [String] {
                let snapshot = try answer(search, SearchQuery(text: "apple"), generation: 1)
                #expect(snapshot.matches.count == PostgresSearch.pageSize)
                return snapshot.matches.map { search.dataSet.items.text(at: $0.index) }
            }
            // Re-scored by seek: the similar row, on the first page, is listed first.
            #expect(try firstPage(withTrigrams).first == "apple apple apple pie")
            #expect(try !firstPage(without).contains("apple apple apple pie"))
            // Both orders page through every match once.
            #expect(try everyPage(of: SearchQuery(text: "apple"), in: PostgresSearch(url: server.url(database: "trigram"), table: "fruit", roles: FieldRoleChoices(display: "name")))
                .matches.count == 301)
        }

        // MARK: - Failure

        @Test func aServerStoppedMidSessionIsAStatusMessageAndTheQueryAfterItsReturnIsAnswered() throws {
            let own = try PrivatePostgresServer()
            defer { own.stop() }
            try TestTables.load(into: own)
            let search = try PostgresSearch(url: own.url(), table: "words")
            #expect(try answer(search, SearchQuery(text: "fast"), generation: 1).matches.count == 2)
            own.pause()
            search.request(SearchQuery(text: "car"), scopes: [], generation: 2)
            // The server's warning as it stops may come first (a note of its own); then the failure.
            let message = try waitForUpdate(search) { $0.statusMessage.flatMap { $0.hasPrefix("server ") ? nil : $0 } }
            #expect(message.hasPrefix("postgresql: "))
            #expect(message.contains("retrying"))
            #expect(!message.contains("\n"))
            // The server's own warning as it stopped is a note of the search, not standard error.
            #expect(search.notices.note?.hasPrefix("server WARNING: terminating connection") == true, "\(search.notices.note ?? "none")")
            try own.start()
            // Retried by the timer, or at once for the next query.
            let snapshot = try answer(search, SearchQuery(text: "walker"), generation: 3)
            #expect(snapshot.matches.count == 1)
            #expect(search.takeUpdate().statusMessage == nil)

            // The same while the screen's loop reads a page (`loopWatchesDescriptors`): the
            // server stops under a slow statement whose socket the loop watches. On this test's
            // own server, so that the suite starts no further one.
            let byLoop = try PostgresSearch(url: own.url(), table: "sleepy")
            byLoop.loopWatchesDescriptors()
            defer { byLoop.stop() }
            byLoop.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
            let deadline = Date().addingTimeInterval(10)
            while byLoop.descriptorToWatch == nil && Date() < deadline { usleep(1_000) }
            #expect(byLoop.descriptorToWatch != nil)
            own.pause()
            let loopMessage = try waitForUpdate(byLoop) { $0.statusMessage.flatMap { $0.hasPrefix("server ") ? nil : $0 } }
            #expect(loopMessage.hasPrefix("postgresql: ") && loopMessage.contains("retrying") && !loopMessage.contains("\n"))
            try own.start()
            #expect(try answer(byLoop, SearchQuery(text: "fast"), generation: 2).matches.count == 2)
            #expect(byLoop.takeUpdate().statusMessage == nil)
        }

        @Test func theScreenSaysTheServerIsGoneAndGoesOnWhenItIsBack() throws {
            let own = try PrivatePostgresServer()
            defer { own.stop() }
            try TestTables.load(into: own)
            let runtime = TableRuntime(search: try PostgresSearch(url: own.url(), table: "words"))
            defer { runtime.end() }
            #expect(runtime.terminal.waitForText("3/3"))
            own.pause()
            runtime.terminal.press("fast")
            // The wait comes first in the note, so the status line keeps it however long libpq's reason.
            #expect(runtime.terminal.waitForText("postgresql: retrying in"), "\(runtime.terminal.screen.joined(separator: "\n"))")
            try own.start()
            #expect(runtime.terminal.waitForScreen(seconds: 20) { shows("2/3", on: $0) })
            #expect(runtime.terminal.waitForScreen { !$0.contains { $0.contains("retrying") } })
        }

        @Test func aQueryThatTimesOutSaysSoAndTheSearchGoesOn() throws {
            let search = try PostgresSearch(url: server.url(), table: "sleepy", statementTimeoutMilliseconds: 300)
            search.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
            let message = try waitForUpdate(search) { $0.statusMessage }
            #expect(message == "postgresql: the query took longer than 300 ms and was stopped")
            #expect(try answer(search, SearchQuery(text: "fast"), generation: 2).matches.count == 2)
        }
    }
}

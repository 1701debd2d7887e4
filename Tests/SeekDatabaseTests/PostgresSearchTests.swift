import SeekCatalog
import Foundation
import SeekMatching
import SeekModel
@testable import SeekDatabase
import SeekProviders
import Synchronization
import Testing
import SeekTestSupport

@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct PostgresSearchTests: PostgresSearchTesting {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// The recipes table searched with the sample's own roles.
    func recipes() throws -> PostgresSearch {
        try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
    }

    /// The row texts a query finds in the file, as a sorted list (repeats kept).
    func fileTexts(_ query: SearchQuery, in dataSet: DataSet) -> [String] {
        DataSetSearch.match(query, in: dataSet).matches.map { dataSet.items.text(at: $0.index) }.sorted()
    }

    /// The row texts the server finds for a query, sorted.
    func serverTexts(_ query: SearchQuery, in search: PostgresSearch) throws -> [String] {
        let found = try search.matchingDataSet(for: query)
        return (0..<found.items.count).map { found.items.text(at: $0) }.sorted()
    }

    @Test(arguments: [
        "carb", "chicken", "'chicken", "^pas", "soup$", "^Spaghetti Carbonara · Italian$", "!rice", "'beef | 'pork | lamb",
        "Thai", "thai", "rice !fried", "ch ck", "'curry$", "!'xyz", "noodle | 'dumpling !steamed", "Pa", "^ ",
        "bread$ | ^tom", "zzzz", "'a", "",
    ])
    func everyQueryFormFindsTheSameRecipesAsTheFile(text: String) throws {
        let file = try TestTables.recipesFile()
        let query = SearchQuery(text: text)
        let server = try serverTexts(query, in: recipes())
        let expected = fileTexts(query, in: file)
        #expect(server == expected, "only on the server: \(Set(server).subtracting(expected)); only in the file: \(Set(expected).subtracting(server))")
    }

    /// seek's own matcher reads `e` as `é` too (fzf's normalisation of Latin letters); the
    /// server compares letters as stored, so it finds the accented rows only when typed with
    /// their accents. docs/Database.md says so.
    @Test func accentedLettersMatchOnTheServerOnlyAsTyped() throws {
        let file = try TestTables.recipesFile()
        let query = SearchQuery(text: "^pa")
        let server = try serverTexts(query, in: recipes())
        let expected = fileTexts(query, in: file)
        #expect(Set(expected).subtracting(server) == ["Pão de Queijo · Brazilian"])
        #expect(Set(server).isSubset(of: expected))
        #expect(try serverTexts(SearchQuery(text: "^pã"), in: recipes()) == ["Pão de Queijo · Brazilian"])
    }

    @Test func tokensAndTheScopeFindTheSameRecipesAsTheFile() throws {
        let file = try TestTables.recipesFile()
        let query = SearchQuery(text: "r", tokens: [SearchToken(field: "cuisine", value: "italian")],
                                scope: SearchScope("Main", filter: SearchToken(field: "course", value: "Main")))
        let expected = fileTexts(query, in: file)
        #expect(!expected.isEmpty)
        #expect(try serverTexts(query, in: recipes()) == expected)
    }

    @Test func theScopesAndSuggestedTokensAreReadInTheBackgroundOnceTheSearchStarts() throws {
        let file = try TestTables.recipesFile()
        let search = try recipes()
        // Opening read neither: each is a scan of the whole table on a large one.
        #expect(search.currentVocabulary.scopes.isEmpty && search.currentVocabulary.suggestedTokens.isEmpty)
        #expect(search.currentVocabulary.tokenFields == ["cuisine", "difficulty"])
        let signals = Mutex(0)
        search.start { signals.withLock { $0 += 1 } }
        defer { search.stop() }
        let arrived = try waitForUpdate(search) { $0.vocabulary.flatMap { $0.scopes.isEmpty ? nil : $0 } }
        #expect(arrived.scopes.first?.title == "All")
        #expect(Set(arrived.scopes.dropFirst().map { $0.title }) == Set(file.scopeValues))
        #expect(arrived.suggestedTokens.contains(SearchToken(field: "cuisine", value: "Korean")))
        #expect(search.waitForVocabulary() == arrived)
        #expect(signals.withLock { $0 } >= 2, "the start and the values read each woke the loop")
    }

    @Test func theScreenOpensBeforeTheScopesAreReadAndShowsThemWhenTheyArrive() throws {
        let firstScope = try #require(try TestTables.recipesFile().scopeValues.sorted().first)
        let runtime = TableRuntime(search: try recipes(), waitsForVocabulary: false)
        defer { runtime.end() }
        #expect(runtime.terminal.waitForText("461/461"))
        // The scope bar shows once text is typed (scopes activate on text entry by default).
        runtime.terminal.press("ch")
        #expect(runtime.terminal.waitForText("[All]"), "\(runtime.terminal.screen.joined(separator: "\n"))")
        runtime.terminal.send(.tab)
        #expect(runtime.terminal.waitForText("[\(firstScope)]"), "Tab chose the first of the scopes read")
    }

    @Test func scopeCountsAndThePageAgreeWithTheFile() throws {
        let file = try TestTables.recipesFile()
        let search = try recipes()
        let scopes = search.waitForVocabulary().scopes
        #expect(scopes.first?.title == "All")
        #expect(Set(scopes.dropFirst().map(\.title)) == Set(file.scopeValues))
        let query = SearchQuery(text: "ch", tokens: [SearchToken(field: "difficulty", value: "Easy")])
        let snapshot = try answer(search, query, scopes: scopes, generation: 1)
        let expected = DataSetSearch.match(query, scopes: scopes, in: file)
        #expect(snapshot.scopeCounts == expected.scopeCounts)
        #expect(snapshot.totalCount == file.items.count)
        let shown = snapshot.matches.map { search.dataSet.items.text(at: $0.index) }.sorted()
        #expect(shown == expected.matches.map { file.items.text(at: $0.index) }.sorted())
        // Re-scored by seek's scorer: the same scores, best first.
        #expect(snapshot.matches.map(\.score) == expected.matches.map(\.score))
    }

    @Test func thePageHoldsAtMostOnePageOfRowsAndTheCountsTheRest() throws {
        let search = try recipes()
        let scopes = search.waitForVocabulary().scopes
        let snapshot = try answer(search, SearchQuery(text: "e"), scopes: scopes, generation: 3)
        let file = try TestTables.recipesFile()
        let everyMatch = DataSetSearch.match(SearchQuery(text: "e"), scopes: scopes, in: file)
        #expect(everyMatch.matches.count > PostgresSearch.pageSize)
        #expect(snapshot.matches.count == PostgresSearch.pageSize)
        #expect(snapshot.scopeCounts?.first == everyMatch.matches.count)
    }

    @Test(arguments: [
        "'; DROP TABLE recipes; --", "O'Brien", "'%", "'_", "\\", "'back\\slash", "\"cheese\"", "a\u{0}b", "\u{FFFD}",
        "^  leading", "space$", "'50%", "!'%", "a_b%c", "apple", "Apple", "'; DROP TABLE t; --",
    ])
    func hostileQueriesFindWhatTheFileFindsAndChangeNothing(text: String) throws {
        let file = TestTables.hostileFile()
        let search = try PostgresSearch(url: server.url(), table: "hostile", roles: FieldRoleChoices(display: "na\"me", scopeField: "x'; DROP TABLE t; --"))
        let query = SearchQuery(text: text)
        #expect(try serverTexts(query, in: search) == fileTexts(query, in: file))
        // Scoped by a hostile column's value, too.
        let scoped = SearchQuery(text: text, scope: SearchScope("even", filter: SearchToken(field: "x'; DROP TABLE t; --", value: "even")))
        #expect(try serverTexts(scoped, in: search) == fileTexts(scoped, in: file))
        #expect(try recipes().matchingDataSet(for: SearchQuery()).items.count == 461)
        #expect(try search.matchingDataSet(for: SearchQuery()).items.count == TestTables.hostileNames.count)
    }

    @Test func aTokenWithAHostileValueFindsNothingAndChangesNothing() throws {
        let query = SearchQuery(tokens: [SearchToken(field: "cuisine", value: "x' OR '1'='1"), SearchToken(field: "no such\0field", value: "a")])
        #expect(try serverTexts(query, in: recipes()).isEmpty)
        #expect(try recipes().matchingDataSet(for: SearchQuery()).items.count == 461)
    }

    @Test func aNewerQueryCancelsTheSlowStatementOfAnOlderOne() throws {
        let search = try PostgresSearch(url: server.url(), table: "sleepy")
        let started = Date()
        search.request(SearchQuery(text: "slow"), scopes: [], generation: 1)
        usleep(300_000)
        let snapshot = try answer(search, SearchQuery(text: "fast"), generation: 2)
        // The old statement sleeps for 30 s and the timeout is 10 s: only a cancel answers sooner.
        #expect(Date().timeIntervalSince(started) < Double(PostgresConnection.statementTimeoutMilliseconds) / 1000)
        #expect(snapshot.matches.count == 2)
        #expect(search.takeUpdate().results.allSatisfy { $0.generation != 1 })
        search.stop()
    }

    @Test func aCancelledStatementSaysItWasCancelled() throws {
        let connection = try PostgresConnection(url: server.url())
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { connection.cancelRunningStatement() }
        #expect(throws: DatabaseError.cancelled) { try connection.execute("SELECT pg_sleep(30)") }
    }

    @Test func aStatementIsTimedFromSendingItToHoldingItsResult() throws {
        let connection = try PostgresConnection(url: server.url())
        _ = try connection.execute("SELECT pg_sleep(0.2)")
        #expect(connection.lastStatementNanoseconds >= 200_000_000)
        _ = try connection.execute("SELECT 1")
        #expect(connection.lastStatementNanoseconds < 200_000_000)
    }

    @Test func theFirstPageSaysHowLongItsStatementTookWithinTheKeystroke() throws {
        let search = try recipes()
        #expect(search.firstPageStatementTime == nil)
        let started = Date()
        _ = try answer(search, SearchQuery(text: "pasta"), generation: 1)
        let keystroke = Date().timeIntervalSince(started) * 1000
        let statement = try #require(search.firstPageStatementTime)
        #expect(statement.generation == 1)
        #expect(statement.milliseconds > 0 && statement.milliseconds < keystroke)
        _ = try answer(search, SearchQuery(text: "pasta s"), generation: 2)
        #expect(search.firstPageStatementTime?.generation == 2)
    }

    @Test func aBadURLIsAOneLineError() {
        #expect {
            _ = try PostgresSearch(url: "postgresql:///postgres?host=/nonexistent-seek-folder", table: "recipes")
        } throws: { error in
            let message = (error as? DatabaseError)?.description ?? ""
            return message.hasPrefix("postgresql: cannot connect") && !message.contains("\n")
        }
    }

    @Test func aMissingTableOrColumnIsAOneLineError() {
        #expect {
            _ = try PostgresSearch(url: server.url(), table: "no_such_table")
        } throws: { error in
            (error as? DatabaseError)?.description == "postgresql: relation \"no_such_table\" does not exist"
        }
        #expect {
            _ = try PostgresSearch(url: server.url(), table: "recipes", roles: FieldRoleChoices(scopeField: "colour"))
        } throws: { error in
            let message = (error as? DatabaseError)?.description ?? ""
            return message.contains("colour") && !message.contains("\n")
        }
    }

    @Test(arguments: ["recipes\"; DROP TABLE recipes; --", "recipes'; DROP TABLE recipes; --", "a\0b", "public.recipes.x", "\u{FFFD}"])
    func aHostileTableNameIsOneTableNameThatDoesNotExist(name: String) throws {
        #expect {
            _ = try PostgresSearch(url: server.url(), table: name)
        } throws: { error in
            let message = (error as? DatabaseError)?.description ?? ""
            return message.hasPrefix("postgresql: ") && !message.contains("\n")
        }
        #expect(try recipes().matchingDataSet(for: SearchQuery()).items.count == 461)
    }

    @Test func aSchemaQualifiedTableNameIsSearched() throws {
        let search = try PostgresSearch(url: server.url(), table: "public.recipes", roles: TestTables.recipesRoles)
        #expect(try search.matchingDataSet(for: SearchQuery(text: "'carbonara")).items.count == 1)
    }

    @Test func nothingCanBeWrittenThroughASearchConnection() throws {
        let connection = try PostgresConnection(url: server.url())
        #expect(throws: DatabaseError.self) { try connection.execute("DELETE FROM recipes") }
        #expect(try recipes().matchingDataSet(for: SearchQuery()).items.count == 461)
    }
}

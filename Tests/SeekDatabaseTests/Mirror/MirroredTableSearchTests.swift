import Foundation
import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
@testable import SeekDatabase
import Testing
import SeekTestSupport

/// The table search seek runs (``MirroredTableSearch``): the server until the rows are mirrored
/// in memory, then the file's engine over them — the same sets, order, scores and counts as a
/// file of the same rows, for every query form.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct MirroredTableSearchTests: PostgresSearchTesting {
    /// The recipes table, mirrored within `budgetBytes` (nil: never).
    func recipes(budgetBytes: Int? = 64 << 20) throws -> MirroredTableSearch {
        let server = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
        return MirroredTableSearch(server: server, url: self.server.url(), budgetBytes: budgetBytes)
    }

    /// Starts `search`, waits for its mirror and its answer to the empty query from it.
    func mirrored(_ search: MirroredTableSearch) throws -> MatchSnapshot {
        search.start {}
        search.waitForMirror()
        return try answer(search, SearchQuery(), generation: 0)
    }

    /// Asks `search` for `query` and waits until it is idle with that generation's answer.
    func answer(_ search: MirroredTableSearch, _ query: SearchQuery, scopes: [SearchScope] = [], generation: Int) throws -> MatchSnapshot {
        if generation > 0 { search.request(query, scopes: scopes, generation: generation) }
        var latest: MatchSnapshot?
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let update = search.takeUpdate()
            if let snapshot = update.results.last(where: { $0.generation == generation }) { latest = snapshot }
            if let latest, !update.isBusy { return latest }
            usleep(2_000)
        }
        throw ServerFailure("no answer to '\(query.text)' in 20 s")
    }

    @Test(arguments: [
        "carb", "chicken", "'chicken", "^pas", "soup$", "^Spaghetti Carbonara · Italian$", "!rice", "'beef | 'pork | lamb",
        "Thai", "thai", "rice !fried", "ch ck", "'curry$", "!'xyz", "noodle | 'dumpling !steamed", "Pa", "^ ",
        "bread$ | ^tom", "zzzz", "'a", "", "^pa",
    ])
    func theMirrorFindsTheFilesMatchesRankedWithItsScores(text: String) throws {
        let file = try TestTables.recipesFile()
        let search = try recipes()
        defer { search.stop() }
        _ = try mirrored(search)
        #expect(search.mirrorState == .local(rows: file.items.count))
        let query = SearchQuery(text: text)
        let snapshot = try answer(search, query, generation: 1)
        let expected = DataSetSearch.match(query, in: file)
        // Every match, not a page, with the file's scores in the file's ranking. Rows of equal
        // rank follow the table's order, which a table without a key (as this one) does not
        // promise to be the file's, so the rows themselves are compared as a set.
        #expect(snapshot.matches.map { search.dataSet.items.text(at: $0.index) }.sorted()
            == expected.matches.map { file.items.text(at: $0.index) }.sorted())
        #expect(snapshot.matches.map(\.score) == expected.matches.map(\.score))
        #expect(snapshot.matchedCount == expected.matchedCount)
    }

    @Test func scopesTokensAndScopeCountsAreTheFilesAndNoStatementIsSentForThem() throws {
        let file = try TestTables.recipesFile()
        let search = try recipes()
        defer { search.stop() }
        _ = try mirrored(search)
        let scopes = SearchVocabulary(dataSet: file).scopes
        #expect(scopes.count > 2)
        let sent = search.server.statementCount
        let query = SearchQuery(text: "ch", tokens: [SearchToken(field: "difficulty", value: "Easy")], scope: scopes[2])
        let snapshot = try answer(search, query, scopes: scopes, generation: 1)
        let expected = DataSetSearch.match(query, scopes: scopes, in: file)
        #expect(!expected.matches.isEmpty)
        #expect(snapshot.scopeCounts == expected.scopeCounts)
        #expect(snapshot.matches.map { search.dataSet.items.text(at: $0.index) } == expected.matches.map { file.items.text(at: $0.index) })
        // The detail pane reads the mirrored row: every detail field, as the file's record has it.
        let shown = try #require(snapshot.matches.first)
        let detail = try #require(search.content.detail(ofItem: shown.index))
        let best = try #require(expected.matches.first)
        let fileDetail = try #require(DataSetContent(dataSet: file).detail(ofItem: best.index))
        #expect(detail.title == fileDetail.title)
        // A list of the file (ingredients, steps) is the text the table holds: compared are the rest.
        let plain = ["name", "course", "cuisine", "difficulty", "minutes", "serves", "vegetarian"]
        #expect(detail.fields.filter { plain.contains($0.name) } == fileDetail.fields.filter { plain.contains($0.name) })
        #expect(detail.fields.map(\.name) == fileDetail.fields.map(\.name))
        #expect(search.server.statementCount == sent, "answered from memory")
    }

    @Test func theServerAnswersUntilTheMirrorIsLoadedAndOverTheBudget() throws {
        let tight = try recipes(budgetBytes: 1_024)
        defer { tight.stop() }
        tight.start {}
        tight.waitForMirror()
        _ = tight.takeUpdate()
        guard case .overBudget(let estimated, let budget) = tight.mirrorState else {
            Issue.record("expected over budget, not \(tight.mirrorState)")
            return
        }
        #expect(budget == 1_024 && estimated > budget)
        let before = tight.server.statementCount
        let snapshot = try answer(tight, SearchQuery(text: "curry"), generation: 1)
        #expect(!snapshot.matches.isEmpty)
        #expect(tight.server.statementCount > before, "the server answered")
        let off = try recipes(budgetBytes: nil)
        defer { off.stop() }
        off.start {}
        #expect(off.mirrorState == .off)
        #expect(try !answer(off, SearchQuery(text: "curry"), generation: 1).matches.isEmpty)
    }

    @Test func aTableWhosePlannedRowsAloneAreOverTheBudgetIsNotReadToBeSized() throws {
        let writer = try PostgresConnection(url: server.url())
        _ = try writer.execute("BEGIN READ WRITE")
        for name in ["mirror_planned", "mirror_unplanned"] {
            _ = try writer.execute("CREATE TABLE \(name) AS SELECT g AS id, repeat('x', 100) AS word FROM generate_series(1, 5000) g")
        }
        _ = try writer.execute("COMMIT")
        // The planner knows one table's rows; the other was never analysed nor indexed (an index
        // build counts the rows too), so its reltuples is -1.
        _ = try writer.execute("ANALYZE mirror_planned")
        let budget = 100_000
        var estimates: [String: Int] = [:]
        var columns = 0
        for name in ["mirror_planned", "mirror_unplanned"] {
            let search = MirroredTableSearch(server: try PostgresSearch(url: server.url(), table: name), url: server.url(), budgetBytes: budget)
            defer { search.stop() }
            search.start {}
            search.waitForMirror()
            _ = search.takeUpdate()
            guard case .overBudget(let estimated, budget) = search.mirrorState else {
                Issue.record("\(name): expected over budget, not \(search.mirrorState)")
                return
            }
            estimates[name] = estimated
            columns = search.server.statements.fetchedColumns.count
        }
        // Ruled out by the rows alone, without the statement that sums every row's text.
        #expect(estimates["mirror_planned"] == TableMirror.estimatedBytes(rows: 5_000, textBytes: 0, columns: columns))
        // Without a planned count the text is summed: its bytes (at least the words') are in the estimate.
        #expect((estimates["mirror_unplanned"] ?? 0) >= TableMirror.estimatedBytes(rows: 5_000, textBytes: 5_000 * 100, columns: columns))
    }

    @Test func aReloadReadsRowsAddedSince() throws {
        let writer = try PostgresConnection(url: server.url())
        _ = try writer.execute("BEGIN READ WRITE")
        _ = try writer.execute("CREATE TABLE mirrored_words (id integer PRIMARY KEY, word text)")
        // Written in another order than the key's, whose numbers sort otherwise as text ("10"
        // before "9"): the mirror reads them in the key's order.
        _ = try writer.execute("INSERT INTO mirrored_words VALUES (10, 'apply'), (9, 'apple')")
        _ = try writer.execute("COMMIT")
        let search = MirroredTableSearch(server: try PostgresSearch(url: server.url(), table: "mirrored_words"), url: server.url())
        defer { search.stop() }
        #expect(try mirrored(search).matches.count == 2)
        // Rows of equal rank (same score, same length) come in the key's order, as a file's in
        // its lines' order.
        #expect(try answer(search, SearchQuery(text: "ap"), generation: 1).matches.map { search.dataSet.items.text(at: $0.index) }
            == ["apple", "apply"])
        _ = try writer.execute("BEGIN READ WRITE")
        _ = try writer.execute("INSERT INTO mirrored_words VALUES (11, 'apple pie')")
        _ = try writer.execute("COMMIT")
        #expect(try answer(search, SearchQuery(text: "'apple"), generation: 2).matches.count == 1, "the mirror is a snapshot")
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        search.reload(reading: ends[0])
        search.waitForMirror()
        // The screen asks again after a reload (the browser's refresh): the new rows answer it.
        let reloaded = try answer(search, SearchQuery(text: "'apple"), generation: 3)
        #expect(reloaded.matches.map { search.dataSet.items.text(at: $0.index) }.sorted() == ["apple", "apple pie"])
        #expect(search.mirrorState == .local(rows: 3))
    }
}

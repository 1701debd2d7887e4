import Foundation
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
@testable import SeekDatabase
import Testing

/// A table split across servers: PostgreSQL's own partitioning on a coordinator, each partition a
/// `postgres_fdw` foreign table on another private server (``SplitServers``). seek searches the
/// parent table as any table, as a read-only role, and must find, page and count what one server
/// holding every row finds, and what the file finds; a stopped shard is one line, never a crash
/// or a hang. Serialized: two tests stop a shard that the others read.
@Suite(.waitsOnPrograms, .serialized, .splitServers,
       .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct TableSplitAcrossServersTests: PostgresSearchTesting {
    var servers: SplitServers { SplitServers.current! }

    /// The split table (`recipes`) or the one-server table (`recipes_whole`), searched with the
    /// sample's roles as the read-only role.
    func search(_ table: String, countLimit: Int = PostgresSearch.defaultCountLimit) throws -> PostgresSearch {
        try PostgresSearch(url: servers.readerURL, table: table, roles: TestTables.recipesRoles, countLimit: countLimit)
    }

    /// The row texts the server finds for `query` in `table`, sorted.
    func serverTexts(_ query: SearchQuery, in table: String) throws -> [String] {
        let found = try search(table).matchingDataSet(for: query)
        return (0..<found.items.count).map { found.items.text(at: $0) }.sorted()
    }

    /// The row texts the recipes file gives for `query`, sorted.
    func fileTexts(_ query: SearchQuery) throws -> [String] {
        let file = try TestTables.recipesFile()
        return DataSetSearch.match(query, in: file).matches.map { file.items.text(at: $0.index) }.sorted()
    }

    /// `seek` on `table` as the read-only role, with the sample's roles.
    func seek(_ table: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            servers.readerURL, "--table", table, "--display", "{name} · {cuisine}", "--scope-field", "course",
            "--token-fields", "cuisine,difficulty",
        ] + arguments)
    }

    /// The texts on every page of `snapshot`, as read by `search`, sorted.
    func texts(of snapshot: MatchSnapshot, in search: PostgresSearch) -> [String] {
        snapshot.matches.map { search.dataSet.items.text(at: $0.index) }.sorted()
    }

    // MARK: - The same rows

    @Test(arguments: [
        "carb", "chicken", "'chicken", "^pas", "soup$", "!rice", "'beef | 'pork | lamb", "Thai", "rice !fried", "ch ck",
        "'curry$", "noodle | 'dumpling !steamed", "zzzz", "",
    ])
    func everyQueryFormFindsTheSameRowsOnTheSplitTableAsOnOneServerAndInTheFile(text: String) throws {
        let query = SearchQuery(text: text)
        let split = try serverTexts(query, in: "recipes")
        let whole = try serverTexts(query, in: "recipes_whole")
        #expect(split == whole, "only split: \(Set(split).subtracting(whole)); only whole: \(Set(whole).subtracting(split))")
        #expect(split == (try fileTexts(query)))
    }

    @Test func tokensAndTheScopeFindTheSameRowsOnTheSplitTableAsOnOneServerAndInTheFile() throws {
        let query = SearchQuery(text: "r", tokens: [SearchToken(field: "cuisine", value: "italian")],
                                scope: SearchScope("Main", filter: SearchToken(field: "course", value: "Main")))
        let split = try serverTexts(query, in: "recipes")
        #expect(!split.isEmpty)
        #expect(split == (try serverTexts(query, in: "recipes_whole")))
        #expect(split == (try fileTexts(query)))
    }

    /// With the default count limit the server ranks the 461 rows (the table is small); with a
    /// limit of 100 the table counts as large: its pages come in the table's order.
    @Test(arguments: [PostgresSearch.defaultCountLimit, 100])
    func everyPageAndCountOfTheSplitTableIsWhatOneServerGives(countLimit: Int) throws {
        for text in ["", "a", "'rice", "zzzz"] {
            let query = SearchQuery(text: text)
            let split = try search("recipes", countLimit: countLimit)
            let whole = try search("recipes_whole", countLimit: countLimit)
            let splitPages = try everyPage(of: query, in: split)
            let wholePages = try everyPage(of: query, in: whole)
            #expect(texts(of: splitPages, in: split) == texts(of: wholePages, in: whole), "\(text)")
            #expect(texts(of: splitPages, in: split) == (try fileTexts(query)), "\(text)")
            #expect(split.dataSet.items.count == splitPages.matches.count, "no row read twice for \(text)")
            #expect(splitPages.totalCount == wholePages.totalCount)
            // The counts of the first page, per scope too.
            let scopes = whole.waitForVocabulary().scopes
            #expect(split.waitForVocabulary().scopes == scopes)
            let splitCounted = try answer(try search("recipes", countLimit: countLimit), query, scopes: scopes, generation: 1)
            let wholeCounted = try answer(try search("recipes_whole", countLimit: countLimit), query, scopes: scopes, generation: 1)
            #expect(splitCounted.matchedCount == wholeCounted.matchedCount, "\(text)")
            #expect(splitCounted.matchedCountIsLowerBound == wholeCounted.matchedCountIsLowerBound)
            #expect(splitCounted.scopeCounts == wholeCounted.scopeCounts, "\(text)")
        }
    }

    @Test(arguments: ["curry", "cuisine:Thai curry", "difficulty:easy 'rice", "^pas", "soup$", "!'e", "'beef | 'pork", "zzzz"])
    func filterOnTheSplitTablePrintsWhatOneServerAndTheFilePrint(query: String) throws {
        let split = try seek("recipes", ["--filter", query])
        let whole = try seek("recipes_whole", ["--filter", query])
        let file = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["--sample", "recipes", "--filter", query])
        #expect(split.standardError.isEmpty, "\(split.standardError)")
        #expect(split.status == whole.status && split.status == file.status)
        #expect(split.standardOutput.split(separator: "\n").sorted() == whole.standardOutput.split(separator: "\n").sorted())
        #expect(split.standardOutput.split(separator: "\n").sorted() == file.standardOutput.split(separator: "\n").sorted())
    }

    @Test(arguments: ["recipes", "recipes_whole"])
    func theScreenCountsAndScrollsTheSplitTableAsOneServer(table: String) throws {
        let every = Set(try fileTexts(SearchQuery()))
        let expected = try fileTexts(SearchQuery(text: "rice")).count
        let runtime = TableRuntime(search: try search(table))
        defer { runtime.end() }
        #expect(runtime.terminal.waitForScreen { shows("461/461", on: $0) })
        // The first page holds 200 rows; scrolling reads the later pages until every row is read.
        // (The rows of a page that a ranked page replaced stay in the search's data set, so its
        // item count is not the number of distinct rows.)
        let rowsRead = { Set((0..<runtime.search.dataSet.items.count).map { runtime.search.dataSet.items.text(at: $0) }) }
        #expect(rowsRead().count == PostgresSearch.pageSize)
        let scrolled = runtime.terminal.waitForScreen(seconds: 30) { _ in
            if rowsRead() == every { return true }
            runtime.terminal.send(Array(repeating: .pageDown, count: 10))
            usleep(50_000)
            return false
        }
        #expect(scrolled, "\(table): \(rowsRead().count) distinct rows read")
        #expect(runtime.terminal.waitForScreen { shows("461/461", on: $0) })
        runtime.terminal.press("rice")
        #expect(runtime.terminal.waitForScreen { shows("\(expected)/461", on: $0) }, "\(runtime.terminal.screen.joined(separator: "\n"))")
    }

    // MARK: - A stopped shard

    @Test func aStoppedShardIsOneLineWithFilterAndTheTableAnswersAgainWhenItIsBack() throws {
        let shard = servers.shards[1]
        shard.pause()
        var restarted = false
        defer { if !restarted { try? shard.start() } }
        let start = Date()
        let stopped = try seek("recipes", ["--filter", "curry"])
        #expect(Date().timeIntervalSince(start) < 10, "no hang")
        #expect(stopped.status == 2)
        #expect(stopped.standardOutput.isEmpty)
        #expect(stopped.standardError == "seek: postgresql: could not connect to server \"\(SplitServers.shardName(1))\"\n",
                "one line naming the shard, not libpq's whole report: \(stopped.standardError)")
        try shard.start()
        restarted = true
        let back = try seek("recipes", ["--filter", "curry"])
        #expect(back.status == 0, "\(back.standardError)")
        #expect(back.standardOutput == (try seek("recipes_whole", ["--filter", "curry"])).standardOutput)
    }

    @Test func aShardThatDoesNotAnswerIsOneLineAfterItsConnectTimeout() throws {
        let shard = servers.shards[1]
        try servers.signalPostmaster(of: shard, SIGSTOP)
        var resumed = false
        defer { if !resumed { try? servers.signalPostmaster(of: shard, SIGCONT) } }
        let start = Date()
        let silent = try seek("recipes", ["--filter", "curry"])
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= Double(SplitServers.connectTimeoutSeconds) - 0.5 && waited < 10, "\(waited) s")
        #expect(silent.status == 2)
        #expect(silent.standardError == "seek: postgresql: could not connect to server \"\(SplitServers.shardName(1))\"\n",
                "\(silent.standardError)")
        try servers.signalPostmaster(of: shard, SIGCONT)
        resumed = true
        #expect(try seek("recipes", ["--filter", "curry"]).status == 0)
    }

    @Test func aStoppedShardIsOneLineInTheStatusLineAndTheScreenGoesOnWhenItIsBack() throws {
        let expected = try fileTexts(SearchQuery(text: "curry")).count
        let runtime = TableRuntime(search: try search("recipes"))
        defer { runtime.end() }
        #expect(runtime.terminal.waitForScreen { shows("461/461", on: $0) })
        let shard = servers.shards[0]
        shard.pause()
        var restarted = false
        defer { if !restarted { try? shard.start() } }
        runtime.terminal.press("curr")
        // Said as any lost server is (the coordinator's error names the shard's foreign server).
        let message = "could not connect to server \"\(SplitServers.shardName(0))\""
        #expect(runtime.terminal.waitForText(message, seconds: 20), "\(runtime.terminal.screen.joined(separator: "\n"))")
        let screen = runtime.terminal.screen
        #expect(screen.filter { $0.contains("could not connect") }.count == 1)
        #expect(!screen.contains { $0.contains("DETAIL") || $0.contains(".s.PGSQL") }, "no raw libpq report")
        try shard.start()
        restarted = true
        // The next key asks again, and the shard answers.
        runtime.terminal.press("y")
        #expect(runtime.terminal.waitForScreen(seconds: 20) { shows("\(expected)/461", on: $0) },
                "\(runtime.terminal.screen.joined(separator: "\n"))")
        #expect(runtime.terminal.waitForScreen { !$0.contains { $0.contains("could not connect") } })
    }

    // MARK: - Only reads

    @Test func seekOnlyReadsOnEveryServerAndTheRoleCannotWrite() throws {
        _ = try seek("recipes", ["--filter", "'rice"])
        _ = try everyPage(of: SearchQuery(text: "a"), in: try search("recipes"))
        // postgres_fdw's own session on a shard: settings, a transaction, a cursor over a SELECT.
        let allowed: Set<String> = ["SELECT", "SET", "SHOW", "EXPLAIN", "START", "COMMIT", "ROLLBACK", "ABORT", "FETCH",
                                    "CLOSE", "DECLARE"]
        for server in [servers.coordinator] + servers.shards {
            let statements = try servers.readerStatements(on: server)
            #expect(!statements.isEmpty, "the role's statements are logged on \(server.folder)")
            for statement in statements {
                let word = statement.prefix { $0.isLetter }.uppercased()
                #expect(allowed.contains(word), "\(statement)")
                if word == "DECLARE" { #expect(statement.hasSuffix("CURSOR FOR"), "a cursor over the next line's SELECT") }
                if word == "START" { #expect(statement.hasPrefix("START TRANSACTION ISOLATION LEVEL")) }
            }
            let writable = try PostgresConnection(url: server.url()).execute("""
                SELECT count(*) FROM pg_class c WHERE c.relkind IN ('r', 'p', 'f') AND c.relnamespace = 'public'::regnamespace \
                AND has_table_privilege('\(SplitServers.reader)', c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
                """)
            #expect(writable.rows == [["0"]], "the role may write nothing on \(server.folder)")
        }
        let coordinator = try servers.readerStatements(on: servers.coordinator)
        #expect(coordinator.contains("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"))
    }
}

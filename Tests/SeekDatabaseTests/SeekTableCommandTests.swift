import Foundation
import SeekModel
@testable import SeekDatabase
import SeekTestSupport
import Testing

@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct SeekTableCommandTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// `seek` on the recipes table with the sample's roles.
    func seekOnTable(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            server.url(), "--table", "recipes", "--display", "{name} · {cuisine}", "--scope-field", "course",
            "--token-fields", "cuisine,difficulty",
        ] + arguments)
    }

    func seekOnSample(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["--sample", "recipes"] + arguments)
    }

    func sortedLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").sorted()
    }

    @Test(arguments: ["curry", "cuisine:Thai curry", "difficulty:easy 'rice", "^pas", "!'e", "'beef | 'pork", "zzzz"])
    func filterOnATablePrintsTheSameLinesAsOnTheFile(query: String) throws {
        let table = try seekOnTable(["--filter", query])
        let file = try seekOnSample(["--filter", query])
        #expect(table.status == file.status)
        #expect(table.standardError.isEmpty)
        #expect(sortedLines(table.standardOutput) == sortedLines(file.standardOutput))
    }

    @Test func filterOnATablePrintsFieldsAndJSONAsOnTheFile() throws {
        for options in [["--print", "minutes"], ["--json"]] {
            let table = try seekOnTable(["--filter", "cuisine:Korean"] + options)
            let file = try seekOnSample(["--filter", "cuisine:Korean"] + options)
            #expect(!table.standardOutput.isEmpty)
            #expect(sortedLines(table.standardOutput).count == sortedLines(file.standardOutput).count)
            if options == ["--print", "minutes"] {
                #expect(sortedLines(table.standardOutput) == sortedLines(file.standardOutput))
            }
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func typingSearchesTheTableAndEnterPrintsTheChosenRow() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("seek-table-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let tmux = try TmuxSession(width: 100, height: 24, command: """
            \(ProcessRunner.seekExecutable.path) '\(server.url())' --table recipes --display '{name} · {cuisine}' \
            --scope-field course --token-fields cuisine,difficulty --print minutes > \(output); echo EXIT=$?; sleep 30
            """)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("461/461").satisfied, "the first page of the table")
        tmux.type("carbonara")
        // "1/461" as a word: "461/461" also holds those characters.
        #expect(tmux.waitUntil { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains("1/461") }.satisfied)
        #expect(tmux.capture().contains("Spaghetti Carbonara · Italian"))
        usleep(300_000)
        if tmux.capture().contains("┌") {
            tmux.send("Escape")
            tmux.waitUntil { !$0.contains("┌") }
        }
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect((try? String(contentsOfFile: output, encoding: .utf8)) == "25\n")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func suggestAsYouTypeOffersRowsFromTheServerAndSearchesOnEnter() throws {
        let tmux = try TmuxSession(width: 100, height: 24, command: """
            \(ProcessRunner.seekExecutable.path) '\(server.url())' --table recipes --display '{name} · {cuisine}' \
            --scope-field course --token-fields cuisine,difficulty --suggest-as-you-type --count-limit 100 --debounce 0 --no-mirror; sleep 30
            """)
        defer { tmux.kill() }
        // Counted exactly within the count budget: --count-limit caps no count.
        #expect(tmux.waitFor("461/461").satisfied)
        tmux.type("spaghetti")
        #expect(tmux.waitFor("Spaghetti Carbonara · Italian").satisfied, "a row text from the server, as a suggestion")
        #expect(tmux.capture().contains("461/461"), "no search before Enter")
        tmux.send("Escape")
        #expect(tmux.waitUntil { !$0.contains("┌") }.satisfied, "Escape closes the suggestions")
        tmux.send("Enter")
        #expect(tmux.waitUntil { screen in
            screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0.hasSuffix("/461") && $0 != "461/461" }
        }.satisfied, "the search ran on Enter: \(tmux.capture())")
    }

    @Test func explainIndexesPrintsIndexesThatTheServerUsesForTheSearch() throws {
        let result = try seekOnTable(["--explain-indexes"])
        #expect(result.status == 0)
        let statements = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(statements.first == "CREATE EXTENSION IF NOT EXISTS pg_trgm;")
        #expect(statements.count == 5)
        // Run them in a transaction that is rolled back, and ask the planner how it would search.
        let connection = try PostgresConnection(url: server.url())
        _ = try connection.execute("BEGIN READ WRITE")
        defer { _ = try? connection.execute("ROLLBACK") }
        for statement in statements {
            _ = try connection.execute(statement)
        }
        _ = try connection.execute("SET LOCAL enable_seqscan = off")
        let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
        let page = search.pageStatement(for: SearchQuery(text: "'curry"))
        let plan = try connection.execute("EXPLAIN " + page.text, parameters: page.parameters).rows.compactMap { $0.first ?? nil }
        #expect(plan.contains { $0.contains("Bitmap Index Scan") }, "\(plan)")
    }

    @Test(arguments: [
        (["postgresql:///postgres?host=/nonexistent-seek-folder", "--table", "recipes"], "postgresql: cannot connect"),
        (["TABLE_URL", "--table", "no_such_table"], "postgresql: relation \"no_such_table\" does not exist"),
        (["TABLE_URL", "--table", "recipes", "--scope-field", "colour"], "colour"),
        (["TABLE_URL"], "give --table TABLE with a postgresql:// URL"),
        (["--table", "recipes"], "--table needs a postgresql:// URL"),
        (["TABLE_URL", "--table", ""], "--table names no table"),
        (["TABLE_URL", "--table", "recipes", "--debounce=-1"], "--debounce takes milliseconds, 0 or more"),
        (["TABLE_URL", "--table", "recipes", "--count-limit", "0"], "--count-limit takes a number of rows, 1 or more"),
        (["--debounce", "5"], "--debounce needs a postgresql:// URL and --table"),
        (["--count-limit", "5"], "--count-limit needs a postgresql:// URL and --table"),
        (["TABLE_URL", "--table", "recipes", "--count-budget", "0"], "--count-budget takes milliseconds, 1 or more"),
        (["--count-budget", "5"], "--count-budget needs a postgresql:// URL and --table"),
        (["TABLE_URL", "--table", "recipes", "--rank-timeout", "0"], "--rank-timeout takes milliseconds, 1 or more"),
        (["--rank-timeout", "5"], "--rank-timeout needs a postgresql:// URL and --table"),
    ])
    func aBadURLTableOrFieldIsOneLineAndStatus2(arguments: [String], message: String) throws {
        let resolved = arguments.map { $0 == "TABLE_URL" ? server.url() : $0 }
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: resolved + ["--filter", "a"])
        #expect(result.status == 2)
        #expect(result.standardError.contains(message))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
    }
}

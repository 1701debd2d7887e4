import Foundation
import SeekCatalog
@testable import SeekDatabase
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing

/// Counts that tell the truth on a table the size of Debian's package index (63,666 rows):
/// exact within the count budget, with no fixed row cap; "N+" for what was proven when the
/// budget runs out; each scope estimated from its share of the scope column's statistics; and
/// whole rows for `--json`, as far as the role may read them.
@Suite(.waitsOnPrograms, .serialized, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct TableCountBudgetTests: PostgresSearchTesting {
    static let rows = 63_666
    /// The scope column's values: 70% optional, 20% extra, 10% important.
    static let roles = FieldRoleChoices(display: "name", scopeField: "priority")

    /// Makes table `packages` (once per server), analysed, with a column (`maintainer`) that
    /// role `reader` may not read.
    func makePackages() throws {
        let connection = try writableConnection()
        guard try connection.execute("SELECT to_regclass('packages') IS NULL").rows.first?.first == "t" else { return }
        _ = try connection.execute("BEGIN")
        _ = try connection.execute("""
            CREATE TABLE packages (id integer PRIMARY KEY, name text, priority text, section text, installed boolean, maintainer text)
            """)
        _ = try connection.execute("""
            INSERT INTO packages SELECT n, 'package-' || n,
              CASE WHEN n % 10 < 7 THEN 'optional' WHEN n % 10 < 9 THEN 'extra' ELSE 'important' END,
              (ARRAY['libs', 'utils', 'net'])[n % 3 + 1], n % 2 = 0, 'maintainer ' || n FROM generate_series(1, \(Self.rows)) AS n
            """)
        _ = try connection.execute("ANALYZE packages")
        _ = try connection.execute("CREATE ROLE reader LOGIN")
        _ = try connection.execute("GRANT SELECT (id, name, priority, section, installed) ON packages TO reader")
        _ = try connection.execute("COMMIT")
    }

    /// How many rows of `packages` each priority holds among those whose name matches `like`
    /// (ILIKE), and in all.
    func counted(like pattern: String = "%") throws -> (all: Int, byPriority: [String: Int]) {
        let rows = try PostgresConnection(url: server.url()).execute(
            "SELECT priority, count(*) FROM packages WHERE name ILIKE $1 GROUP BY 1", parameters: [pattern]).rows
        var byPriority: [String: Int] = [:]
        for row in rows { byPriority[row[0] ?? ""] = Int(row[1] ?? "") ?? 0 }
        return (byPriority.values.reduce(0, +), byPriority)
    }

    /// The status line's counts for `snapshot`, as the screen writes them.
    func statusCounts(of snapshot: MatchSnapshot) -> String {
        var grid = Grid(size: TerminalSize(width: 60, height: 1))
        StatusLine(matchedCount: snapshot.matchedCount ?? snapshot.matches.count, totalCount: snapshot.totalCount,
                   countLimit: snapshot.countLimit, matchedCountIsLowerBound: snapshot.matchedCountIsLowerBound, help: "")
            .render(into: &grid, in: Rect(row: 0, column: 0, width: 60, height: 1))
        return String(grid.lines[0].split(separator: " ").first ?? "")
    }

    @Test func aTableOfSixtyThousandRowsIsCountedExactlyWithTheDefaultBudget() throws {
        try makePackages()
        let search = try PostgresSearch(url: server.url(), table: "packages", roles: Self.roles)
        let scopes = search.waitForVocabulary().scopes
        #expect(scopes.map(\.title) == ["All", "extra", "important", "optional"])
        // Every row, a fuzzy term and an exact one, each counted by psql's way for comparison.
        for (generation, (text, pattern)) in [("", "%"), ("9", "%9%"), ("'age-12", "%age-12%")].enumerated() {
            let expected = try counted(like: pattern)
            let snapshot = try answer(search, SearchQuery(text: text), scopes: scopes, generation: generation + 1)
            #expect(snapshot.totalCount == Self.rows && snapshot.countLimit == nil, "no cap: '10,000+' was the old answer")
            #expect(snapshot.matchedCount == expected.all && !snapshot.matchedCountIsLowerBound, "'\(text)'")
            #expect(snapshot.scopeCounts == [expected.all] + scopes.dropFirst().map { expected.byPriority[$0.title] ?? 0 }, "'\(text)'")
            #expect(statusCounts(of: snapshot) == "\(expected.all)/\(Self.rows)")
            #expect(search.takeUpdate().statusMessage == nil)
        }
        // A chosen scope is counted exactly too.
        let important = try answer(search, SearchQuery(scope: scopes[2]), scopes: scopes, generation: 10)
        #expect(important.matchedCount == (try counted().byPriority["important"]))
    }

    @Test func aTinyBudgetSaysNPlusForWhatWasProvenAndNeverAnExactNumberItDidNotCount() throws {
        try makePackages()
        let search = try PostgresSearch(url: server.url(), table: "packages", roles: Self.roles, countTimeoutMilliseconds: 1)
        let scopes = search.waitForVocabulary().scopes
        // The table's size: exact only if it was counted in a millisecond, else "N+" below it.
        if let above = try answer(search, SearchQuery(), scopes: scopes, generation: 1).countLimit {
            #expect(above < Self.rows)
        }
        let snapshot = try answer(search, SearchQuery(text: "package"), scopes: scopes, generation: 2)
        // 63,666 rows are not counted in a millisecond: only a lower bound is known.
        #expect(snapshot.matchedCountIsLowerBound)
        let shown = statusCounts(of: snapshot)
        let matched = try #require(shown.split(separator: "/").first)
        #expect(matched.hasSuffix("+"), "\(shown)")
        let proven = try #require(Int(matched.dropLast().replacing(",", with: "")))
        #expect(proven >= PostgresSearch.pageSize && proven < Self.rows, "\(shown)")
        #expect(snapshot.scopeCounts == nil, "no scope's part of a partial count is shown as its count")
        let status = try #require(search.takeUpdate().statusMessage)
        #expect(status.hasPrefix("counted in part: counting took longer than 1 ms") || status.hasPrefix("not counted: counting took longer than 1 ms"),
                "\(status)")
    }

    @Test func scopeEstimatesDifferPerScopeAndFollowTheColumnsFrequencies() throws {
        try makePackages()
        // A budget too short to count 63,666 rows: the scopes are estimated, not counted.
        let search = try PostgresSearch(url: server.url(), table: "packages", roles: Self.roles, countTimeoutMilliseconds: 1)
        let scopes = search.waitForVocabulary().scopes
        let truth = try counted().byPriority
        for (generation, text) in ["", "package"].enumerated() {
            _ = try answer(search, SearchQuery(text: text), scopes: scopes, generation: generation + 1)
            let status = try #require(search.takeUpdate().statusMessage)
            let listed = try #require(status.split(separator: "the planner estimates ").last, "\(status)")
            var estimates: [String: Int] = [:]
            for part in listed.split(separator: ", ") {
                let pieces = part.split(separator: " ~")
                estimates[String(pieces[0])] = Int(pieces[1].replacing(",", with: ""))
            }
            #expect(Set(estimates.keys) == ["optional", "extra", "important"], "\(status)")
            let optional = Double(estimates["optional"] ?? 0), extra = Double(estimates["extra"] ?? 0)
            let important = Double(estimates["important"] ?? 0)
            // Not one number for every scope (the planner's default selectivity): 70% : 20% : 10%.
            #expect(optional > extra && extra > important && important > 0, "\(status)")
            #expect(abs(optional / extra - 3.5) < 0.35 && abs(extra / important - 2) < 0.3, "\(status)")
            if text.isEmpty {
                // Every row matches: each estimate is within 5% of the scope's true count.
                for (scope, rows) in estimates {
                    let actual = Double(truth[scope] ?? 0)
                    #expect(abs(Double(rows) - actual) < 0.05 * actual, "\(scope): ~\(rows), counted \(actual)")
                }
            }
        }
        // One EXPLAIN per keystroke, not one per scope: the statistics are read once.
        let before = search.statementCount
        _ = try answer(search, SearchQuery(text: "package-"), scopes: scopes, generation: 3)
        let sent = search.statementCount - before
        // The page, at most two steps of the grouped count, and one EXPLAIN.
        #expect(sent <= 4, "\(sent) statements")
    }

    @Test func aRoleThatMayNotReadEveryColumnSearchesTheRestAndJSONHasEveryColumnItMayRead() throws {
        try makePackages()
        let url = "postgresql:///postgres?host=\(server.folder)&user=reader"
        // `SELECT *` would be refused: the columns the role may not read are left out.
        let search = try PostgresSearch(url: url, table: "packages", roles: FieldRoleChoices(scopeField: "priority"))
        #expect(search.columns == ["id", "name", "priority", "section", "installed"])
        let snapshot = try answer(search, SearchQuery(text: "'package-4242"), generation: 1)
        let names = Set(snapshot.matches.map { search.dataSet.items.text(at: $0.index) })
        #expect(names == Set(["package-4242"] + (0...9).map { "package-4242\($0)" }))
        // Whole rows for --json: every column the role may read, typed, in the table's order.
        let whole = try PostgresSearch(url: url, table: "packages", roles: FieldRoleChoices(display: "name"), readsEveryColumn: true)
        let found = try whole.matchingDataSet(for: SearchQuery(text: "'package-4242"))
        let position = try #require((0..<found.items.count).first { found.items.text(at: $0) == "package-4242" })
        let record = found.jsonRecord(at: position)
        #expect(record.fields.map(\.name) == ["id", "name", "priority", "section", "installed"])
        #expect(record["id"] == .number("4242") && record["installed"] == .bool(true) && record["priority"] == .text("optional"))
        // Without it, the rows keep only the columns the roles name.
        let named = try PostgresSearch(url: url, table: "packages", roles: FieldRoleChoices(display: "name", detailFields: ["section"]))
        #expect(try named.matchingDataSet(for: SearchQuery(text: "'package-4242")).fieldNames == ["name", "section"])
    }

    @Test func jsonFromTheCommandWritesEveryColumnTheRoleMayReadAndACountBudgetIsAnOption() throws {
        try makePackages()
        let url = "postgresql:///postgres?host=\(server.folder)&user=reader"
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            url, "--table", "packages", "--count-budget", "200", "--filter", "'package-4242", "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let records = try result.standardOutput.split(separator: "\n").map { try FieldValue(json: Array($0.utf8)) }
        #expect(records.count == 11)
        for case .object(let record) in records {
            #expect(record.fields.map(\.name) == ["id", "name", "priority", "section", "installed"], "as a file's record, every field")
        }
        #expect(records.contains(.object(Record(fields: [
            ("id", .number("4242")), ("name", .text("package-4242")), ("priority", .text("optional")), ("section", .text("libs")),
            ("installed", .bool(true)),
        ]))))
    }
}

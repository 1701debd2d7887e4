import Foundation
import SeekCatalog
import SeekModel
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// Issue 35, cases 1 and 5: a table is searched in the column a file of the same records is
/// (its name, not its key), and `--table` names a table as SQL does.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct TableDefaultsAndNamesTests: PostgresSearchTesting {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// Package rows whose key comes first; only some names hold "vim", one description does.
    static let packages: [(id: Int, name: String, description: String)] = [
        (1, "vim", "Vi IMproved"), (2, "vim-tiny", "compact vi"), (3, "neovim", "heavily refactored editor"),
        (4, "nano", "small editor, not vim"), (5, "emacs", "the extensible editor"), (66, "ed", "line editor"),
    ]

    /// Creates table `name` holding ``packages``, its first column the primary key `id`.
    func createPackages(_ name: String) throws {
        let connection = try writableConnection()
        _ = try connection.execute("CREATE TABLE \(name) (id integer PRIMARY KEY, name text, description text)")
        for package in Self.packages {
            _ = try connection.execute("INSERT INTO \(name) VALUES ($1, $2, $3)",
                                       parameters: [String(package.id), package.name, package.description])
        }
    }

    /// The row texts `seek` prints, sorted.
    func printed(_ arguments: [String]) throws -> (status: Int32, lines: [Substring], error: String) {
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: arguments)
        return (result.status, result.standardOutput.split(separator: "\n").sorted(), result.standardError)
    }

    // MARK: - Case 1: the searched column

    @Test func aTableWhoseFirstColumnIsItsKeyIsSearchedByNameAsAFileOfTheSameRecordsIs() throws {
        try createPackages("packages")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("seek-packages-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = Self.packages.map { #"{"id": \#($0.id), "name": "\#($0.name)", "description": "\#($0.description)"}"# }
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

        let table = try printed([server.url(), "--table", "packages", "--filter", "'vim"])
        let fromFile = try printed([file.path, "--filter", "'vim"])
        #expect(table.status == 0)
        #expect(table.error.isEmpty)
        #expect(table.lines == ["neovim", "vim", "vim-tiny"])
        #expect(table.lines == fromFile.lines)
        #expect(try PostgresSearch(url: server.url(), table: "packages").searchedColumns == ["name"])
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func theScreensTitleSaysWhichColumnsAreSearched() throws {
        try createPackages("packages_titled")
        let tmux = try TmuxSession(width: 100, height: 24, command: """
            \(ProcessRunner.seekExecutable.path) '\(server.url())' --table packages_titled --search-fields name,description; sleep 30
            """)
        defer { tmux.kill() }
        #expect(tmux.waitFor("seek · packages_titled · searching name, description").satisfied)
    }

    @Test func searchFieldsAndDisplayStillOverrideTheColumnsChosenFromTheSchema() throws {
        try createPackages("packages_chosen")
        let byDescription = try PostgresSearch(url: server.url(), table: "packages_chosen",
                                               roles: FieldRoleChoices(searchFields: ["description"]))
        #expect(byDescription.searchedColumns == ["description"])
        let found = try byDescription.matchingDataSet(for: SearchQuery(text: "'vim"))
        #expect((0..<found.items.count).map { found.items.text(at: $0) }.sorted() == ["nano"])
        let byKey = try printed([server.url(), "--table", "packages_chosen", "--display", "id", "--filter", "'66"])
        #expect(byKey.lines == ["66"])
    }

    /// Columns (name, SQL type, primary key) and the column a table and a file of records with
    /// the same values (text for text columns, numbers otherwise) show and search by default.
    @Test(arguments: [
        ([("code", "text", true), ("amount", "integer", false)], "code"),
        ([("code", "text", true), ("note", "text", false)], "note"),
        ([("person_id", "varchar(20)", false), ("email", "text", false), ("full_name", "text", false)], "full_name"),
        ([("id", "integer", true), ("size", "integer", false)], "id"),
        ([("sku", "text", false), ("Title", "text", false), ("name", "text", false)], "name"),
    ])
    func theDefaultColumnIsTextNameLikeAndNotAKeyForATableAsForAFile(columns: [(String, String, Bool)], expected: String) throws {
        let table = "shape_" + columns.map { $0.0.lowercased() }.joined(separator: "_")
        let definitions = columns.map { "\(SQLStatement.identifier($0.0)) \($0.1)\($0.2 ? " PRIMARY KEY" : "")" }
        _ = try writableConnection().execute("CREATE TABLE \(table) (\(definitions.joined(separator: ", ")))")
        let search = try PostgresSearch(url: server.url(), table: table)
        #expect(search.searchedColumns == [expected])
        // The file names no key, so a text key in the table is matched by the name rule or not
        // at all: agreement is asked only where the key is named as one.
        let record = Record(fields: columns.map { ($0.0, $0.1 == "integer" ? FieldValue.number("1") : .text("x")) })
        let fileRoles = try FieldRoles(resolving: FieldRoleChoices(), fieldNames: columns.map(\.0), records: [record], source: "file")
        if columns.allSatisfy({ !$0.2 || FieldRoles.isKeyName($0.0) }) {
            #expect(fileRoles.display.fieldNames == [expected])
        }
    }

    // MARK: - Case 5: SQL's table names

    @Test func tableNamesFollowSQLFoldingQuotingAndDots() throws {
        let connection = try writableConnection()
        for statement in [
            #"CREATE SCHEMA "Odd Schema""#, #"CREATE TABLE "Odd Schema"."Mixed""Case" (name text)"#,
            #"INSERT INTO "Odd Schema"."Mixed""Case" VALUES ('odd row')"#,
            "CREATE TABLE CamelTable (name text)", "INSERT INTO CamelTable VALUES ('folded')",
            #"CREATE TABLE "CamelTable" (name text)"#, #"INSERT INTO "CamelTable" VALUES ('kept case')"#,
            #"CREATE TABLE "a.b" (name text)"#, #"INSERT INTO "a.b" VALUES ('dotted')"#,
            "CREATE SCHEMA a", "CREATE TABLE a.b (name text)", "INSERT INTO a.b VALUES ('schema a')",
        ] {
            _ = try connection.execute(statement)
        }
        let expected = [
            #""Odd Schema"."Mixed""Case""#: "odd row", "CamelTable": "folded", "cameltable": "folded",
            #""CamelTable""#: "kept case", #""a.b""#: "dotted", "a.b": "schema a", "A.B": "schema a",
        ]
        for (name, row) in expected {
            let found = try PostgresSearch(url: server.url(), table: name).matchingDataSet(for: SearchQuery())
            #expect((0..<found.items.count).map { found.items.text(at: $0) } == [row], "--table \(name)")
        }
        let command = try printed([server.url(), "--table", #""Odd Schema"."Mixed""Case""#, "--filter", ""])
        #expect(command.status == 0)
        #expect(command.lines == ["odd row"])
    }

    @Test(arguments: [#""unclosed"#, "a..b", "my table", "a.b.c.d", #""""#])
    func aMalformedTableNameIsOneLineAndExitStatusTwo(name: String) throws {
        let result = try printed([server.url(), "--table", name, "--filter", ""])
        #expect(result.status == 2)
        #expect(result.lines.isEmpty)
        #expect(result.error.hasPrefix("seek: postgresql: the table name") || result.error.contains("the table name"))
        #expect(result.error.split(separator: "\n").count == 1)
    }
}

import Foundation
import SeekCatalog
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// `--json` from a table writes each value as its column's type means: numbers, booleans, null
/// and JSON documents as JSON values, every other type (and a number a double cannot hold) as a
/// string.
@Suite(.waitsOnPrograms, .serialized, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct TableJSONOutputTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    static let columns = ["i", "big", "huge", "n", "wide", "nan", "f", "inf", "ok", "nothing", "doc", "stamp", "price"]

    /// Makes table `typed` with a column of each kind and two rows: one whose values JSON holds,
    /// one whose numbers it cannot hold exactly (once per server: the tests run one at a time).
    func makeTypedTable() throws {
        let connection = try PostgresConnection(url: server.url())
        guard try connection.execute("SELECT to_regclass('typed') IS NULL").rows.first?.first == "t" else { return }
        _ = try connection.execute("BEGIN READ WRITE")
        _ = try connection.execute("CREATE DOMAIN amount AS numeric(10, 2)")
        _ = try connection.execute("""
            CREATE TABLE typed (name text, i integer, big bigint, huge bigint, n numeric, wide numeric, nan numeric, f float8,
              inf float8, ok boolean, nothing integer, doc jsonb, stamp timestamp, price amount)
            """)
        _ = try connection.execute("""
            INSERT INTO typed VALUES
              ('exact row', 42, -9007199254740992, 7, 1.50, 0.000123, 2, 0.1, 1e300, true, NULL,
               '{"b": [1, 2.5, null], "a": {"deep": true}}', '2026-11-28 04:00:00', 19.99),
              ('inexact row', -7, 9007199254740993, 9223372036854775807, 12345678901234567890.5,
               1.0000000000000001, 'NaN', 'Infinity', '-Infinity', false, NULL, '"just text"', '2026-01-02 03:04:05', 0)
            """)
        _ = try connection.execute("COMMIT")
    }

    /// The rows `seek URL --table typed --filter QUERY --json` writes, parsed, by name.
    func jsonRows(filter query: String) throws -> [String: Record] {
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            server.url(), "--table", "typed", "--display", "name", "--detail", Self.columns.joined(separator: ","),
            "--filter", query, "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        var rows: [String: Record] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            guard case .object(let record) = try FieldValue(json: Array(line.utf8)), case .text(let name)? = record["name"] else {
                Issue.record("not a JSON object with a name: \(line)")
                continue
            }
            rows[name] = record
        }
        return rows
    }

    @Test func jsonFromATableWritesEachValueAsItsColumnsType() throws {
        try makeTypedTable()
        let rows = try jsonRows(filter: "row")
        #expect(rows.count == 2)
        let exact = try #require(rows["exact row"])
        #expect(exact.fields.map(\.name) == ["name"] + Self.columns, "every column, in the table's order")
        #expect(exact["i"] == .number("42"))
        #expect(exact["big"] == .number("-9007199254740992"), "2^53 is still exact")
        #expect(exact["huge"] == .number("7"))
        #expect(exact["n"] == .number("1.50"), "a numeric keeps its digits")
        #expect(exact["wide"] == .number("0.000123"))
        #expect(exact["nan"] == .number("2"))
        #expect(exact["f"] == .number("0.1"))
        #expect(exact["inf"] == .number("1e+300"))
        #expect(exact["ok"] == .bool(true))
        #expect(exact["nothing"] == .null)
        #expect(exact["doc"] == .object(Record(fields: [
            ("a", .object(Record(fields: [("deep", .bool(true))]))), ("b", .list([.number("1"), .number("2.5"), .null])),
        ])), "jsonb as the document itself (jsonb orders keys by length, then bytes)")
        #expect(exact["stamp"] == .text("2026-11-28 04:00:00"))
        #expect(exact["price"] == .number("19.99"), "a domain over numeric is a number")

        let inexact = try #require(rows["inexact row"])
        #expect(inexact["i"] == .number("-7"))
        #expect(inexact["big"] == .text("9007199254740993"), "beyond 2^53 a double skips integers")
        #expect(inexact["huge"] == .text("9223372036854775807"))
        #expect(inexact["n"] == .text("12345678901234567890.5"), "more digits than a double holds")
        #expect(inexact["wide"] == .text("1.0000000000000001"))
        #expect(inexact["nan"] == .text("NaN"))
        #expect(inexact["f"] == .text("Infinity"))
        #expect(inexact["inf"] == .text("-Infinity"))
        #expect(inexact["ok"] == .bool(false))
        #expect(inexact["doc"] == .text("just text"), "a jsonb string is a JSON string")
        #expect(inexact["price"] == .number("0.00"))
    }

    @Test func rowsReadForTheScreenCarryTheTypesTheChosenRowIsWrittenWith() throws {
        try makeTypedTable()
        let search = try PostgresSearch(url: server.url(), table: "typed", roles: FieldRoleChoices(display: "name"),
                                        printedColumns: ["ok", "doc", "stamp"])
        #expect(search.dataSet.columnTypes["ok"] == .boolean)
        #expect(search.dataSet.columnTypes["doc"] == .json)
        #expect(search.dataSet.columnTypes["price"] == .decimal)
        #expect(search.dataSet.columnTypes["name"] == nil && search.dataSet.columnTypes["stamp"] == nil, "written as strings")
    }
}

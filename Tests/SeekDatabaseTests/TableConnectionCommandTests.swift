import Foundation
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// How the `seek` command connects to a table: a keyword connection string as well as a URL,
/// and `--statement-timeout` lowering how long a statement may run.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct TableConnectionCommandTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// `seek` on `input` with `arguments`.
    func seek(_ input: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [input] + arguments)
    }

    @Test(arguments: ["'rice", "curry", "zzzz"])
    func aKeywordConnectionStringFindsWhatTheURLFinds(query: String) throws {
        let keywords = "host=\(server.folder) dbname=postgres user=\(PrivatePostgresServer.user)"
        let arguments = ["--table", "recipes", "--display", "name", "--filter", query]
        let fromKeywords = try seek(keywords, arguments)
        let fromURL = try seek(server.url(), arguments)
        #expect(fromKeywords.standardError.isEmpty, "\(fromKeywords.standardError)")
        #expect(fromKeywords.status == fromURL.status)
        #expect(fromKeywords.standardOutput == fromURL.standardOutput)
        if query != "zzzz" { #expect(!fromKeywords.standardOutput.isEmpty) }
    }

    @Test func aKeywordStringStartingWithSpacesIsStillAConnection() throws {
        let result = try seek("  dbname = postgres host=\(server.folder) user=\(PrivatePostgresServer.user)",
                              ["--table", "recipes", "--display", "name", "--filter", "curry"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.isEmpty)
    }

    @Test func aFileNameWithAnEqualsSignIsStillAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seek-eq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("colour=red.txt")
        try "red apple\ngreen pear\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try seek(file.path, ["--filter", "apple"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "red apple\n")
    }

    @Test func statementTimeoutStopsASlowStatementSooner() throws {
        // `sleepy`'s "slow" rows sleep 30 s when their `pause` is read: searching it must.
        let start = Date()
        let result = try seek(server.url(), ["--table", "sleepy", "--display", "pause", "--statement-timeout", "700",
                                             "--filter", "awake"])
        let waited = Date().timeIntervalSince(start)
        #expect(result.status == 2)
        #expect(result.standardError.contains("the query took longer than 700 ms and was stopped"), "\(result.standardError)")
        #expect(waited < 8, "\(waited) s")
    }

    @Test func aRolesStatementTimeoutStopsTheCommandAsItStopsPsql() throws {
        let setup = try PostgresConnection(url: server.url())
        // The connection is read-only by default; only this fixture opts out, per transaction.
        _ = try setup.execute("BEGIN READ WRITE")
        _ = try setup.execute("CREATE ROLE capped_command LOGIN")
        _ = try setup.execute("ALTER ROLE capped_command SET statement_timeout = '1s'")
        _ = try setup.execute("GRANT SELECT ON sleepy TO capped_command")
        _ = try setup.execute("COMMIT")
        let start = Date()
        let result = try seek("postgresql:///postgres?host=\(server.folder)&user=capped_command",
                              ["--table", "sleepy", "--display", "pause", "--filter", "awake"])
        let waited = Date().timeIntervalSince(start)
        #expect(result.status == 2)
        #expect(result.standardError.contains("the query took longer than 1 s and was stopped"), "\(result.standardError)")
        #expect(waited < 8, "\(waited) s, not seek's 10 s")
    }

    @Test(arguments: [
        (["TABLE_URL", "--table", "recipes", "--statement-timeout", "0"], "--statement-timeout takes milliseconds, 1 or more"),
        (["--statement-timeout", "5"], "--statement-timeout needs a postgresql:// URL and --table"),
    ])
    func aBadStatementTimeoutIsOneLineAndStatus2(arguments: [String], message: String) throws {
        let resolved = arguments.map { $0 == "TABLE_URL" ? server.url() : $0 }
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: resolved + ["--filter", "a"])
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}

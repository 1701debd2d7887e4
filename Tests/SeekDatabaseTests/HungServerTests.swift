import Foundation
import SeekMatching
import SeekModel
import SeekRuntime
import SeekTestSupport
@testable import SeekDatabase
import Testing

/// A server that stops answering (issue 35, case 3): its backend stopped with SIGSTOP, as a
/// black-holed network leaves it, or a listener that never answers. The answer deadline gives
/// it up, says so, and reconnects; keepalives are on unless the connection string says
/// otherwise. Every stopped backend is continued before the test ends, so that the servers
/// stop cleanly.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct HungServerTests: PostgresSearchTesting {
    /// The server process behind `search`'s own connection.
    func backend(of search: PostgresSearch) throws -> pid_t {
        let rows = try search.worker.withConnection { connection throws(DatabaseError) in
            try connection.execute("SELECT pg_backend_pid()").rows
        }
        return try #require(rows.first?.first?.flatMap { pid_t($0) })
    }

    /// Runs `body` with `process` stopped, continuing it however `body` ends.
    func stopping<Value>(_ process: pid_t, _ body: () throws -> Value) rethrows -> Value {
        kill(process, SIGSTOP)
        defer { kill(process, SIGCONT) }
        return try body()
    }

    // MARK: - Keepalives

    @Test func keepalivesAndATCPUserTimeoutAreOnByDefault() throws {
        let connection = try PostgresConnection(url: server.url())
        #expect(connection.option("keepalives") == "1")
        #expect(connection.option("keepalives_idle") == "10")
        #expect(connection.option("keepalives_interval") == "5")
        #expect(connection.option("keepalives_count") == "3")
        #expect(connection.option("tcp_user_timeout") == "10000")
    }

    @Test func theConnectionStringsOwnTCPSettingsWin() throws {
        let url = try PostgresConnection(url: server.url() + "&keepalives_idle=77&tcp_user_timeout=2500&keepalives=0")
        #expect(url.option("keepalives_idle") == "77")
        #expect(url.option("tcp_user_timeout") == "2500")
        #expect(url.option("keepalives") == "0")
        #expect(url.option("keepalives_count") == "3", "a default the URL does not set stays")
        let keywords = try PostgresConnection(url: "host=\(server.folder) dbname=postgres user=\(PrivatePostgresServer.user) keepalives_interval=9")
        #expect(keywords.option("keepalives_interval") == "9")
        #expect(keywords.option("keepalives_idle") == "10")
    }

    @Test func theDefaultDeadlineIsTheSessionsStatementTimeoutAndThreeSeconds() throws {
        #expect(try PostgresConnection(url: server.url()).answerDeadlineMilliseconds == 13_000)
        #expect(try PostgresConnection(url: server.url(), statementTimeoutMilliseconds: 2_000).answerDeadlineMilliseconds == 5_000)
        // A session capped lower (here by the URL's options, as by a role) waits less.
        let capped = try PostgresConnection(url: server.url() + "&options=-c%20statement_timeout%3D1500")
        #expect(capped.statementTimeoutMilliseconds == 1_500)
        #expect(capped.answerDeadlineMilliseconds == 4_500)
        #expect(try PostgresConnection(url: server.url(), answerDeadlineMilliseconds: 0).answerDeadlineMilliseconds == 0)
        #expect(try PostgresConnection(url: server.url(), answerDeadlineMilliseconds: 700).answerDeadlineMilliseconds == 700)
    }

    // MARK: - A stopped backend

    @Test func aStoppedBackendIsGivenUpAtTheDeadlineSaidAndTheRightRowsComeOnANewConnection() throws {
        // A 1 s statement timeout: the deadline is 4 s.
        let search = try PostgresSearch(url: server.url(), table: "words", statementTimeoutMilliseconds: 1_000)
        search.loopWatchesDescriptors()
        defer { search.stop() }
        #expect(try answer(search, SearchQuery(), generation: 0).matches.count == 3)
        let pid = try backend(of: search)
        var snapshots: [MatchSnapshot] = []
        let started = Date()
        let message = try stopping(pid) {
            search.request(SearchQuery(text: "fast"), scopes: [], generation: 1)
            return try waitForUpdate(search) { update in
                snapshots += update.results.filter { $0.generation == 1 }
                return update.statusMessage.flatMap { $0.contains("no answer") ? $0 : nil }
            }
        }
        let waited = Date().timeIntervalSince(started)
        #expect(message == "postgresql: no answer from \(server.folder):5432 for 4 s; reconnecting…")
        #expect(waited >= 3.9 && waited < 8, "detected after \(waited) s")
        // The list under "fast" is never the empty query's three rows.
        #expect(snapshots.allSatisfy { $0.matches.count != 3 })
        var latest: MatchSnapshot?
        let final = try waitForUpdate(search) { update in
            if let snapshot = update.results.last(where: { $0.generation == 1 }) { latest = snapshot }
            return update.isBusy || latest?.matches.isEmpty != false ? nil : (latest, update.statusMessage)
        }
        #expect(final.0?.matches.count == 2)
        #expect(final.1 == nil, "the note goes once the server answers")
    }

    @Test func aStoppedServerIsRetriedEachDeadlineAndTheRightRowsComeAfterSIGCONT() throws {
        // A server of its own: its postmaster is stopped too, so that reconnecting hangs as well.
        let own = try PrivatePostgresServer()
        defer { own.stop() }
        try TestTables.load(into: own)
        let search = try PostgresSearch(url: own.url(), table: "words", statementTimeoutMilliseconds: 1_000)
        search.loopWatchesDescriptors()
        defer { search.stop() }
        #expect(try answer(search, SearchQuery(), generation: 0).matches.count == 3)
        let pid = try backend(of: search)
        let postmaster = try #require(pid_t(try String(contentsOfFile: own.folder + "/data/postmaster.pid", encoding: .utf8)
            .prefix { $0 != "\n" }))
        let retrying = try stopping(postmaster) {
            try stopping(pid) {
                search.request(SearchQuery(text: "fast"), scopes: [], generation: 1)
                _ = try waitForUpdate(search) { $0.statusMessage.flatMap { $0.contains("no answer") ? $0 : nil } }
                // The new connection's start waits for the stopped postmaster until the deadline.
                return try waitForUpdate(search) { $0.statusMessage.flatMap { $0.contains("retrying") ? $0 : nil } }
            }
        }
        #expect(retrying.hasPrefix("postgresql: retrying in ") && retrying.contains("timeout expired"), "\(retrying)")
        var latest: MatchSnapshot?
        let final = try waitForUpdate(search) { update in
            if let snapshot = update.results.last(where: { $0.generation == 1 }) { latest = snapshot }
            return update.isBusy || latest?.matches.isEmpty != false ? nil : (latest, update.statusMessage)
        }
        #expect(final.0?.matches.count == 2)
        #expect(final.1 == nil)
    }

    @Test func theWorkersOwnWaitEndsAtTheDeadlineToo() throws {
        let connection = try PostgresConnection(url: server.url(), answerDeadlineMilliseconds: 600)
        let pid = try #require(try connection.execute("SELECT pg_backend_pid()").rows.first?.first?.flatMap { pid_t($0) })
        let started = Date()
        let failure = stopping(pid) { () -> DatabaseError? in
            do throws(DatabaseError) {
                _ = try connection.execute("SELECT 1")
                return nil
            } catch {
                return error
            }
        }
        let waited = Date().timeIntervalSince(started)
        #expect(failure?.isNoAnswer == true)
        #expect(failure?.description == "postgresql: no answer from \(server.folder):5432 for 600 ms")
        #expect(!connection.isConnected, "the connection is given up")
        #expect(waited >= 0.59 && waited < 3, "gave up after \(waited) s")
    }

    @Test func theScreenSaysTheServerDoesNotAnswerAndEscTakesBackAPendingEnter() throws {
        let runtime = TableRuntime(search: try PostgresSearch(url: server.url(), table: "words", statementTimeoutMilliseconds: 1_000))
        defer { runtime.end() }
        #expect(runtime.terminal.waitForText("3/3"))
        let pid = try backend(of: runtime.search)
        stopping(pid) {
            runtime.terminal.press("fast")
            runtime.terminal.send(.enter)
            #expect(runtime.terminal.waitForText("no answer from", seconds: 10), "\(runtime.terminal.screen.joined(separator: "\n"))")
            // The older query's rows are not shown under "fast".
            #expect(!runtime.terminal.screen.contains { $0.contains("slow walker") })
            runtime.terminal.send(.escape)
            usleep(200_000)
        }
        // The new connection answers; Enter was taken back, so the run goes on with the rows.
        #expect(runtime.terminal.waitForScreen(seconds: 20) { shows("2/3", on: $0) })
        usleep(300_000)
        #expect(runtime.outcome == nil, "Esc took the pending Enter back")
    }

    @Test func aPendingEnterChoosesTheRowsThatComeOnTheNewConnection() throws {
        let runtime = TableRuntime(search: try PostgresSearch(url: server.url(), table: "words", statementTimeoutMilliseconds: 1_000))
        defer { runtime.end() }
        #expect(runtime.terminal.waitForText("3/3"))
        let pid = try backend(of: runtime.search)
        stopping(pid) {
            runtime.terminal.press("fast")
            runtime.terminal.send(.enter)
            #expect(runtime.terminal.waitForText("no answer from", seconds: 10))
        }
        let deadline = Date().addingTimeInterval(20)
        while runtime.outcome == nil && Date() < deadline { usleep(20_000) }
        guard case .chosen(let items, let query)? = runtime.outcome else {
            Issue.record("no choice: \(String(describing: runtime.outcome))")
            return
        }
        #expect(query.text == "fast")
        #expect(items.map { runtime.search.dataSet.items.text(at: $0).contains("fast") } == [true])
    }

    // MARK: - The command

    @Test func filterAgainstAServerThatNeverAnswersEndsWithOneLineAndStatusTwo() throws {
        let silent = try SilentListener()
        let started = Date()
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            "postgresql://127.0.0.1:\(silent.port)/postgres?user=seek", "--table", "words", "--filter", "fast",
            "--server-deadline", "1500",
        ])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(result.standardError.contains("127.0.0.1") && result.standardError.contains("timeout expired"), "\(result.standardError)")
        #expect(waited >= 1.4 && waited < 5, "ended after \(waited) s")
    }

    @Test func aServerDeadlineNeedsATableAndANumber() throws {
        let zero = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            server.url(), "--table", "words", "--filter", "fast", "--server-deadline", "-1",
        ])
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("--server-deadline"), "\(zero.standardError)")
        let unlimited = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [
            server.url(), "--table", "words", "--filter", "fast", "--server-deadline", "0",
        ])
        #expect(unlimited.status == 0, "\(unlimited.standardError)")
        #expect(unlimited.standardOutput.split(separator: "\n").count == 2)
    }
}

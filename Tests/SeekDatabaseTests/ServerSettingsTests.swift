import Foundation
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// What a connection keeps of the server's and the user's own settings: a `statement_timeout`
/// the role, the URL's `options` or a DBA set is never raised, only lowered; `application_name`
/// is `seek` unless the connection string names one; keyword strings connect as URLs do; and a
/// refused connection names the server and port libpq tried.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct ServerSettingsTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// Makes a login role named `role` with `setting` (`name = 'value'`) as its own default.
    func makeRole(_ role: String, setting: String) throws {
        let connection = try PostgresConnection(url: server.url())
        // The connection is read-only by default; only this fixture opts out, per transaction.
        _ = try connection.execute("BEGIN READ WRITE")
        _ = try connection.execute("CREATE ROLE \(role) LOGIN")
        _ = try connection.execute("ALTER ROLE \(role) SET \(setting)")
        _ = try connection.execute("COMMIT")
    }

    /// The seconds `body` took.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test func aRolesShorterStatementTimeoutStopsASlowStatementAsInPsql() throws {
        try makeRole("capped_reader", setting: "statement_timeout = '1s'")
        let connection = try PostgresConnection(url: "postgresql:///postgres?host=\(server.folder)&user=capped_reader")
        #expect(connection.statementTimeoutMilliseconds == 1_000)
        #expect(try connection.execute("SHOW statement_timeout").rows == [["1s"]], "seek's SET kept the role's cap")
        let waited = seconds {
            #expect {
                _ = try connection.execute("SELECT pg_sleep(2.5)")
            } throws: { error in
                (error as? DatabaseError)?.isTimeout == true
                    && (error as? DatabaseError)?.description == "postgresql: the query took longer than 1 s and was stopped"
            }
        }
        #expect(waited >= 0.9 && waited < 2, "\(waited) s")
    }

    @Test func aCountsLongerTimeoutIsHeldToTheSessionsCap() throws {
        try makeRole("capped_counter", setting: "statement_timeout = '1s'")
        let connection = try PostgresConnection(url: "postgresql:///postgres?host=\(server.folder)&user=capped_counter")
        let waited = seconds {
            #expect {
                _ = try connection.execute("SELECT pg_sleep(2.5)", timeoutMilliseconds: 5_000)
            } throws: { error in
                (error as? DatabaseError)?.isTimeout == true
            }
        }
        #expect(waited < 2, "\(waited) s")
    }

    @Test func theURLsOwnStatementTimeoutIsKeptWhenShorter() throws {
        let url = server.url() + "&options=-c%20statement_timeout%3D1500"
        let connection = try PostgresConnection(url: url)
        #expect(connection.statementTimeoutMilliseconds == 1_500)
        #expect(try connection.execute("SHOW statement_timeout").rows == [["1500ms"]])
    }

    @Test func seeksShorterStatementTimeoutLowersTheSessionsLongerOne() throws {
        let url = server.url() + "&options=-c%20statement_timeout%3D60s"
        let connection = try PostgresConnection(url: url, statementTimeoutMilliseconds: 700)
        #expect(connection.statementTimeoutMilliseconds == 700)
        #expect(try connection.execute("SHOW statement_timeout").rows == [["700ms"]])
    }

    @Test func noSessionTimeoutLeavesSeeksOwn() throws {
        let connection = try PostgresConnection(url: server.url())
        #expect(connection.statementTimeoutMilliseconds == PostgresConnection.statementTimeoutMilliseconds)
        #expect(try connection.execute("SHOW statement_timeout").rows == [["10s"]])
    }

    @Test func pgStatActivityNamesSeekAsTheApplication() throws {
        let connection = try PostgresConnection(url: server.url())
        let shown = try connection.execute("SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()")
        #expect(shown.rows == [["seek"]])
    }

    @Test func anApplicationNameInTheURLIsKept() throws {
        let connection = try PostgresConnection(url: server.url() + "&application_name=nightly-report")
        let shown = try connection.execute("SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()")
        #expect(shown.rows == [["nightly-report"]])
    }

    @Test func aKeywordConninfoStringConnectsAsTheURLDoes() throws {
        let connection = try PostgresConnection(url: "host=\(server.folder) dbname=postgres user=\(PrivatePostgresServer.user)")
        let shown = try connection.execute("SELECT current_database(), current_user, current_setting('application_name')")
        #expect(shown.rows == [["postgres", PrivatePostgresServer.user, "seek"]])
    }

    @Test func aRefusedConnectionNamesTheHostAndPortTried() throws {
        // A port just released: nothing listens on it, so the kernel refuses the connection.
        let port = try SilentListener().port
        #expect {
            _ = try PostgresConnection(url: "postgresql://127.0.0.1:\(port)/postgres?sslmode=disable")
        } throws: { error in
            (error as? DatabaseError)?.description
                == "postgresql: cannot connect: connection to server at \"127.0.0.1\", port \(port) failed: Connection refused"
        }
    }
}

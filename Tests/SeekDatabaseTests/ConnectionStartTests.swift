import Foundation
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// Connecting through `PQconnectStart` and `PQconnectPoll` (`ConnectionStart`): the
/// `connect_timeout` PQconnectdb would apply still holds, for each server of a list in turn, and
/// the notice receiver is in place on whichever server answers. The servers that never answer
/// are `SilentListener`s on 127.0.0.1; the one that does is the suite's private server.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct ConnectionStartTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// The seconds `body` took.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() throws {
        let silent = try SilentListener()
        let waited = seconds {
            #expect {
                _ = try PostgresConnection(url: "postgresql://127.0.0.1:\(silent.port)/postgres?connect_timeout=2&sslmode=disable")
            } throws: { error in
                // libpq's whole first line, as psql shows it: the server that did not answer.
                (error as? DatabaseError)?.description
                    == "postgresql: cannot connect: connection to server at \"127.0.0.1\", port \(silent.port) failed: timeout expired"
            }
        }
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
    }

    @Test func aConnectTimeoutThatIsNotANumberIsRefusedAtOnceAsPQconnectdbRefusesIt() throws {
        let silent = try SilentListener()
        let waited = seconds {
            #expect {
                _ = try PostgresConnection(url: "postgresql://127.0.0.1:\(silent.port)/postgres?connect_timeout=2s")
            } throws: { error in
                (error as? DatabaseError)?.description
                    == "postgresql: cannot connect: invalid integer value \"2s\" for connection option \"connect_timeout\""
            }
        }
        #expect(waited < 1, "\(waited) s")
    }

    @Test func aFirstHostThatNeverAnswersIsLeftAfterTheConnectTimeoutForTheNext() throws {
        let silent = try SilentListener()
        let url = "host=127.0.0.1,\(server.folder) port=\(silent.port),5432 dbname=postgres user=\(PrivatePostgresServer.user)"
            + " connect_timeout=2 application_name=seek-next-host"
        var connection: PostgresConnection?
        let waited = try seconds { connection = try PostgresConnection(url: url) }
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
        let settings = try #require(connection).execute("SELECT current_setting('application_name'), current_user, current_database()")
        #expect(settings.rows.first == ["seek-next-host", PrivatePostgresServer.user, "postgres"], "every other option kept")
    }

    @Test func aURLsHostListIsFollowedWithItsSessionAttributes() throws {
        let silent = try SilentListener()
        let folder = try #require(server.folder.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let url = "postgresql://127.0.0.1:\(silent.port),\(folder):5432/postgres?user=\(PrivatePostgresServer.user)"
            + "&connect_timeout=2&target_session_attrs=read-write&application_name=seek-url-hosts"
        var connection: PostgresConnection?
        let waited = try seconds { connection = try PostgresConnection(url: url) }
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
        let settings = try #require(connection).execute("SELECT current_setting('application_name'), inet_server_addr() IS NULL")
        #expect(settings.rows.first == ["seek-url-hosts", "t"], "on the Unix socket, with its options")
    }

    @Test func aHostaddrListIsLeftWithItsHostNames() throws {
        let silent = try SilentListener()
        // The name is never looked up: hostaddr says where it is.
        let url = "host=silent.invalid,\(server.folder) hostaddr=127.0.0.1, port=\(silent.port),5432"
            + " dbname=postgres user=\(PrivatePostgresServer.user) connect_timeout=2"
        var connection: PostgresConnection?
        let waited = try seconds { connection = try PostgresConnection(url: url) }
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
        #expect(try #require(connection).isConnected)
    }

    @Test func preferStandbyComesBackToThePrimaryAfterAServerThatNeverAnswers() throws {
        // libpq passes over the primary looking for a standby, the silent server runs out of
        // time, and a second pass takes the primary: it must still be in the list.
        let silent = try SilentListener()
        let url = "host=\(server.folder),127.0.0.1 port=5432,\(silent.port) dbname=postgres user=\(PrivatePostgresServer.user)"
            + " connect_timeout=2 target_session_attrs=prefer-standby"
        var connection: PostgresConnection?
        let waited = try seconds { connection = try PostgresConnection(url: url) }
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
        #expect(try #require(connection).execute("SELECT pg_is_in_recovery()").rows.first == ["f"])
    }

    @Test func twoServersThatNeverAnswerAreOneErrorAfterATimeoutEach() throws {
        let first = try SilentListener(), second = try SilentListener()
        let waited = seconds {
            #expect {
                _ = try PostgresConnection(url: "postgresql://127.0.0.1:\(first.port),127.0.0.1:\(second.port)/postgres?connect_timeout=2")
            } throws: { error in
                // The first server's line, as psql's first line names it.
                (error as? DatabaseError)?.description
                    == "postgresql: cannot connect: connection to server at \"127.0.0.1\", port \(first.port) failed: timeout expired"
            }
        }
        #expect(waited >= 3.9 && waited < 12, "\(waited) s")
    }

    @Test func aStartUpWarningFromTheSecondServerIsANoteNeverRaw() throws {
        // A role setting that was valid when set and is not at login draws a WARNING from the
        // server during the start-up, before the connection is ready (PostgreSQL 15).
        let admin = try PostgresConnection(url: server.url())
        _ = try admin.execute("BEGIN READ WRITE")
        _ = try admin.execute("CREATE ROLE warned LOGIN")
        _ = try admin.execute("ALTER ROLE warned SET default_text_search_config = 'pg_catalog.nosuch'")
        _ = try admin.execute("GRANT SELECT ON words TO warned")
        _ = try admin.execute("COMMIT")
        let warning = "server WARNING: invalid value for parameter \"default_text_search_config\": \"pg_catalog.nosuch\""
        let silent = try SilentListener()
        // seek's command takes the URL form only.
        let folder = try #require(server.folder.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let url = "postgresql://127.0.0.1:\(silent.port),\(folder):5432/postgres?user=warned&connect_timeout=2"
        let connection = try PostgresConnection(url: url)
        #expect(connection.notices.note == warning)

        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [url, "--table", "words", "--filter", "fast"])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").sorted() == ["fast car", "fast runner"])
        #expect(result.standardError == "seek: \(warning)\n", "one line, never libpq's own printing")
    }
}

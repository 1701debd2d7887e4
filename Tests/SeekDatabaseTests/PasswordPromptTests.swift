import Foundation
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// psql's password prompt: when the server asks for a password and none was given, the prompt
/// is asked once, with the user's name, and the connection tried once more with its answer;
/// a password already given, or no answer, means no second try. The server is a
/// `PasswordAskingServer` that refuses every password it records.
@Suite(.waitsOnPrograms, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct PasswordPromptTests {
    /// A URL for `server`, user `reader`, without TLS or GSS (the fake speaks neither).
    func url(_ server: PasswordAskingServer, password: String? = nil) -> String {
        "postgresql://reader\(password.map { ":" + $0 } ?? "")@127.0.0.1:\(server.port)/shop?sslmode=disable&gssencmode=disable"
    }

    @Test func aServerAskingForAPasswordGetsThePromptsAnswerOnASecondTry() throws {
        let server = try PasswordAskingServer(connections: 2)
        var asked: [String] = []
        #expect {
            _ = try PostgresConnection(url: url(server), passwordPrompt: { user in
                asked.append(user)
                return "s3cret word"
            })
        } throws: { error in
            (error as? DatabaseError)?.description.contains("password authentication failed for user \"reader\"") == true
        }
        #expect(asked == ["reader"], "asked once, naming the user")
        #expect(server.passwords() == ["s3cret word"])
    }

    @Test func noAnswerFromThePromptIsLibpqsNoPasswordError() throws {
        let server = try PasswordAskingServer(connections: 1)
        var asked = 0
        #expect {
            _ = try PostgresConnection(url: url(server), passwordPrompt: { _ in
                asked += 1
                return nil
            })
        } throws: { error in
            (error as? DatabaseError)?.description.contains("no password supplied") == true
        }
        #expect(asked == 1)
        #expect(server.passwords().isEmpty)
    }

    @Test func aPasswordInTheURLIsSentAndThePromptIsNeverAsked() throws {
        let server = try PasswordAskingServer(connections: 1)
        var asked = 0
        #expect {
            _ = try PostgresConnection(url: url(server, password: "given"), passwordPrompt: { _ in
                asked += 1
                return "prompted"
            })
        } throws: { error in
            (error as? DatabaseError)?.description.contains("password authentication failed") == true
        }
        #expect(asked == 0)
        #expect(server.passwords() == ["given"])
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func theCommandPromptsOnTheTerminalWithoutEchoAndSendsWhatIsTyped() throws {
        let server = try PasswordAskingServer(connections: 2)
        let tmux = try TmuxSession(width: 220, height: 10, command: """
            \(ProcessRunner.seekExecutable.path) '\(url(server))' --table items --filter a; echo EXIT=$?; sleep 30
            """)
        defer { tmux.kill() }
        #expect(tmux.waitFor("Password for user reader:").satisfied, "psql's prompt, on the terminal")
        tmux.type("hidden-word")
        tmux.send("Enter")
        let screen = tmux.waitFor("EXIT=2")
        #expect(screen.satisfied, "\(screen.screen)")
        #expect(screen.screen.contains("password authentication failed for user \"reader\""), "\(screen.screen)")
        #expect(!screen.screen.contains("hidden-word"), "the password is not echoed")
        #expect(server.passwords() == ["hidden-word"])
    }

    @Test func withoutAPromptThereIsNoSecondTry() throws {
        let server = try PasswordAskingServer(connections: 1)
        #expect {
            _ = try PostgresConnection(url: url(server))
        } throws: { error in
            (error as? DatabaseError)?.description.contains("no password supplied") == true
        }
        #expect(server.passwords().isEmpty)
    }
}

import Foundation
@testable import SeekDatabase
import Testing

/// Connecting through `PQconnectStart` and `PQconnectPoll` (`ConnectionStart`): the
/// `connect_timeout` PQconnectdb would apply still holds.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct ConnectionStartTests {
    @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() throws {
        // A listening socket that never accepts: the kernel completes the handshake, and the
        // start-up message is never answered.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, address, &length) == 0
            }
        }
        #expect(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let start = Date()
        #expect {
            _ = try PostgresConnection(url: "postgresql://127.0.0.1:\(port)/postgres?connect_timeout=2&sslmode=disable")
        } throws: { error in
            (error as? DatabaseError)?.description == "postgresql: cannot connect: timeout expired"
        }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 1.9 && waited < 8, "\(waited) s")
    }
}

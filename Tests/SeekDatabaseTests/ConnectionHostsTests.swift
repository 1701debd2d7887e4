import CLibpq
@testable import SeekDatabase
import Testing
import SeekTestSupport

/// Which servers `ConnectionStart` tries after one runs out of `connect_timeout`
/// (`ConnectionHosts`), read from lists libpq itself parsed, and the options it starts them with
/// (`ConnectionOptions`). Nothing here is connected to: the
/// lists name Unix sockets that do not exist.
@Suite(.waitsOnPrograms, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL (and so libpq) is not installed"))
struct ConnectionHostsTests {
    typealias Host = ConnectionHosts.Host

    /// The options libpq settles for `conninfo`, read from a connection started and finished.
    func options(_ conninfo: String) throws -> ConnectionOptions {
        let connection = try #require(PQconnectStart(conninfo))
        defer { PQfinish(connection) }
        return try #require(ConnectionOptions(of: connection))
    }

    @Test func aSinglePortAppliesToEveryHostAndHostaddrsPairWithTheirNames() throws {
        let one = ConnectionHosts(of: try options("host=/nonexistent-seek-a,/nonexistent-seek-b port=5433"))
        #expect(one.hosts == [Host(name: "/nonexistent-seek-a", address: "", port: "5433"),
                              Host(name: "/nonexistent-seek-b", address: "", port: "5433")])
        let paired = ConnectionHosts(of: try options("host=db-a,/nonexistent-seek-b hostaddr=192.0.2.1, port=5433,5434 connect_timeout=2"))
        #expect(paired.hosts == [Host(name: "db-a", address: "192.0.2.1", port: "5433"),
                                 Host(name: "/nonexistent-seek-b", address: "", port: "5434")])
    }

    @Test func aTimedOutServerIsFollowedByTheServersAfterIt() throws {
        let hosts = ConnectionHosts([Host(name: "a", address: "192.0.2.1", port: "5432"), Host(name: "b", address: "192.0.2.2", port: "5432"),
                                     Host(name: "c", address: "192.0.2.3", port: "5432")])
        let rest = hosts.after(timeoutOn: .init(host: "b", port: "5432", address: "192.0.2.2"), keepingEarlier: false) { _ in [] }
        #expect(rest?.hosts.map(\.name) == ["c"])
        let revisited = hosts.after(timeoutOn: .init(host: "b", port: "5432", address: "192.0.2.2"), keepingEarlier: true) { _ in [] }
        #expect(revisited?.hosts.map(\.name) == ["a", "c"], "a list libpq comes back to keeps every server but the one that timed out")
        #expect(hosts.after(timeoutOn: .init(host: "z", port: "5432", address: ""), keepingEarlier: false) { _ in [] } == nil)
    }

    @Test func aNameWithSeveralAddressesGoesOnToItsOtherAddressesFirst() throws {
        let hosts = ConnectionHosts([Host(name: "db", address: "", port: "5432"), Host(name: "/run/pg", address: "", port: "5432")])
        let addresses = { (host: Host) in host.name == "db" ? ["2001:db8::1", "192.0.2.1", "192.0.2.2"] : [] }
        let rest = hosts.after(timeoutOn: .init(host: "db", port: "5432", address: "192.0.2.1"), keepingEarlier: false, addresses: addresses)
        #expect(rest?.hosts == [Host(name: "db", address: "2001:db8::1", port: "5432"), Host(name: "db", address: "192.0.2.2", port: "5432"),
                                Host(name: "/run/pg", address: "", port: "5432")])
        // The next time out, on an address now given, moves on by the address.
        let then = rest?.after(timeoutOn: .init(host: "db", port: "5432", address: "192.0.2.2"), keepingEarlier: false, addresses: addresses)
        #expect(then?.hosts.map(\.name) == ["/run/pg"])
    }

    @Test func aNumericHostHasOnlyItsOwnAddress() {
        #expect(ConnectionHosts.addresses(of: Host(name: "127.0.0.1", address: "", port: "")) == ["127.0.0.1"])
        #expect(ConnectionHosts.addresses(of: Host(name: "", address: "", port: "")).isEmpty)
    }

    @Test func aRestartKeepsEveryOptionButTheHostsItWasCutTo() throws {
        var first = try options("host=/nonexistent-seek-a,/nonexistent-seek-b port=5433,5434 user=reader password=secret"
                                + " application_name=app sslmode=require target_session_attrs=read-write connect_timeout=3")
        let hosts = ConnectionHosts(of: first)
        let rest = try #require(hosts.after(timeoutOn: .init(host: "/nonexistent-seek-a", port: "5433", address: ""), keepingEarlier: false))
        rest.write(into: &first)
        let connection = try #require(first.start())
        defer { PQfinish(connection) }
        let restarted = try #require(ConnectionOptions(of: connection))
        for keyword in ["user", "password", "application_name", "sslmode", "target_session_attrs", "connect_timeout", "dbname"] {
            #expect(restarted[keyword] == first[keyword] && restarted[keyword] != nil, "\(keyword)")
        }
        #expect(restarted["host"] == "/nonexistent-seek-b" && restarted["port"] == "5434")
        #expect(try restarted.connectTimeoutMilliseconds() == 3_000)
    }

    @Test func aConnectTimeoutIsReadAsLibpqReadsIt() throws {
        #expect(try options("host=/nonexistent-seek-a connect_timeout=' 3 '").connectTimeoutMilliseconds() == 3_000)
        #expect(try options("host=/nonexistent-seek-a connect_timeout=1").connectTimeoutMilliseconds() == 2_000)
        #expect(try options("host=/nonexistent-seek-a connect_timeout=0").connectTimeoutMilliseconds() == nil)
        #expect(throws: DatabaseError.self) { try options("host=/nonexistent-seek-a connect_timeout=2s").connectTimeoutMilliseconds() }
    }
}

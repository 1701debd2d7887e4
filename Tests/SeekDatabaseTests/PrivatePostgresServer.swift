import Foundation
import PostgresServerPrograms
import Testing
import SeekTestSupport

/// A PostgreSQL server of the tests' own: a cluster made with `initdb` in a temporary folder,
/// listening only on a Unix socket in that folder (no TCP port), started with `pg_ctl` and
/// stopped and deleted after the suite.
///
/// PostgreSQL refuses to run as root, and CI runs as root: then the folder is given to `nobody`
/// and the server's programs run as that user through `setpriv`.
final class PrivatePostgresServer: Sendable {
    /// Whether the server programs are installed (`.ci/run` installs them).
    static var isAvailable: Bool { ServerProgram.isInstalled }

    /// The folder holding the cluster, the socket and the log.
    let folder: String
    /// The database user the cluster was made with.
    static let user = "seek"

    /// A connection URL for `database` (libpq's URL form, the socket folder as host).
    func url(database: String = "postgres") -> String {
        "postgresql:///\(database)?host=\(folder)&user=\(Self.user)"
    }

    /// Makes the cluster and starts the server; waits until it accepts connections.
    init() throws {
        var template = Array("/tmp/seek-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerFailure("cannot make a temporary folder") }
        folder = String(cString: made)
        try ServerProgram.giveToServerUser(folder)
        try run("initdb", ["-D", folder + "/data", "-U", Self.user, "--auth=trust", "--encoding=UTF8",
                           "--locale=C.UTF-8", "--no-sync"])
        try start()
    }

    /// Starts the server on the cluster; waits until it accepts connections.
    func start() throws {
        try run("pg_ctl", ["-D", folder + "/data", "-l", folder + "/log", "-w", "-s",
                           "-o", "-c listen_addresses='' -k \(folder) -c fsync=off", "start"])
    }

    /// Stops the server at once, keeping its cluster for ``start()``.
    func pause() {
        try? run("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-s", "stop"])
    }

    /// Stops the server at once and deletes its folder.
    func stop() {
        pause()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs one of the server's programs on this cluster (see ``ServerProgram``).
    private func run(_ program: String, _ arguments: [String]) throws {
        try ServerProgram.run(program, arguments, in: folder)
    }
}

/// Why the private server could not be made or started.
struct ServerFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Gives a suite one private server for all of its tests, stopped after the last one; the
/// tests read it from ``PrivatePostgresServer/current``.
struct PrivatePostgresServerTrait: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let server = try PrivatePostgresServer()
        defer { server.stop() }
        try TestTables.load(into: server)
        try await PrivatePostgresServer.$current.withValue(server) {
            try await function()
        }
    }
}

extension PrivatePostgresServer {
    /// The server of the suite running this test.
    @TaskLocal static var current: PrivatePostgresServer?
}

extension Trait where Self == PrivatePostgresServerTrait {
    /// Runs the suite against a private PostgreSQL server.
    static var privatePostgresServer: Self { Self() }
}

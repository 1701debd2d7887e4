import Foundation
import Testing

/// A PostgreSQL server of the tests' own: a cluster made with `initdb` in a temporary folder,
/// listening only on a Unix socket in that folder (no TCP port), started with `pg_ctl` and
/// stopped and deleted after the suite.
///
/// PostgreSQL refuses to run as root, and CI runs as root: then the folder is given to `nobody`
/// and the server's programs run as that user through `setpriv`.
final class PrivatePostgresServer: Sendable {
    /// Where Debian's PostgreSQL 15 puts `initdb` and `pg_ctl`.
    static let binaryFolder = "/usr/lib/postgresql/15/bin"

    /// Whether the server programs are installed (`.ci/run` installs them).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: binaryFolder + "/initdb")
            && FileManager.default.isExecutableFile(atPath: binaryFolder + "/pg_ctl")
    }

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
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw ServerFailure("no user 'nobody' to run the server as") }
            guard chown(folder, nobody.pointee.pw_uid, nobody.pointee.pw_gid) == 0 else {
                throw ServerFailure("cannot give \(folder) to nobody")
            }
        }
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

    /// Runs one of the server's programs, as `nobody` when the tests run as root, with its
    /// output in a file of the folder (not a pipe: the server that pg_ctl starts would hold a
    /// pipe open for its whole life).
    private func run(_ program: String, _ arguments: [String]) throws {
        let path = Self.binaryFolder + "/" + program
        // The shell moves into the folder first: the programs must be able to read their working
        // folder, which `nobody` may not.
        let inFolder = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder]
        let commandLine = getuid() == 0
            ? inFolder + ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", path] + arguments
            : inFolder + [path] + arguments
        let outputPath = folder + "/\(program).out"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var arguments = commandLine.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, commandLine[0], &actions, nil, &arguments, environ) == 0 else {
            throw ServerFailure("cannot start \(commandLine[0])")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            throw ServerFailure("\(program) failed with status \(status): \(text)")
        }
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

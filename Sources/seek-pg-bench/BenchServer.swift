#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeekDatabase

/// The benchmark's own PostgreSQL 15 server: a cluster made with `initdb` in a folder that is
/// kept between runs (so that a 10-million-row table is made once), listening only on a Unix
/// socket in that folder. A server already running on the folder is used as it is and left
/// running; one this run starts is stopped at the end.
///
/// PostgreSQL refuses to run as root: as root, the folder is given to `nobody` and the server's
/// programs run as that user through `setpriv`, as the tests do.
struct BenchServer {
    /// Where Debian's PostgreSQL 15 puts `initdb` and `pg_ctl`.
    static let binaryFolder = "/usr/lib/postgresql/15/bin"
    /// The database user the cluster is made with.
    static let user = "seek"

    /// The folder holding the cluster (`data`), the socket and the log.
    let folder: String
    /// Whether this run started the server (and so stops it).
    private(set) var startedHere = false

    /// A connection URL for the `postgres` database (libpq's URL form, the socket folder as host).
    var url: String { "postgresql:///postgres?host=\(folder)&user=\(Self.user)" }

    /// Makes the cluster if the folder holds none, and starts the server unless it runs.
    init(folder: String) throws(BenchFailure) {
        self.folder = folder
        guard access(Self.binaryFolder + "/initdb", X_OK) == 0 else {
            throw BenchFailure("no PostgreSQL 15 server programs in \(Self.binaryFolder) (install Debian's postgresql)")
        }
        if access(folder, F_OK) != 0 {
            guard mkdir(folder, 0o755) == 0 else { throw BenchFailure("cannot make \(folder)") }
        }
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody"), chown(folder, nobody.pointee.pw_uid, nobody.pointee.pw_gid) == 0 else {
                throw BenchFailure("cannot give \(folder) to the user nobody")
            }
        }
        if access(folder + "/data/PG_VERSION", F_OK) != 0 {
            progress("Making a PostgreSQL cluster in \(folder)/data …")
            try run("initdb", ["-D", folder + "/data", "-U", Self.user, "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"])
        }
        // `pg_ctl status` exits with 3 when no server runs on the folder.
        if (try? run("pg_ctl", ["-D", folder + "/data", "status"])) == nil {
            progress("Starting the server (log: \(folder)/log) …")
            // shared_buffers holds a 10-million-row table and its trigram index; fsync is off
            // because the data can always be made again; no parallel workers, so that the figures
            // do not depend on how many cores other work leaves free.
            let settings = "-c listen_addresses='' -k \(folder) -c fsync=off -c shared_buffers=4GB -c max_parallel_workers_per_gather=0"
            try run("pg_ctl", ["-D", folder + "/data", "-l", folder + "/log", "-w", "-s", "-o", settings, "start"])
            startedHere = true
        } else {
            progress("Using the server already running on \(folder).")
        }
    }

    /// Stops the server if this run started it.
    func stopIfStartedHere() {
        guard startedHere else { return }
        try? run("pg_ctl", ["-D", folder + "/data", "-m", "fast", "-s", "stop"])
    }

    /// Runs one of the server's programs (as `nobody` when run as root), its output in a file of
    /// the folder rather than a pipe, which the server pg_ctl starts would hold open.
    private func run(_ program: String, _ arguments: [String]) throws(BenchFailure) {
        let path = Self.binaryFolder + "/" + program
        // The shell moves into the folder first: `nobody` may not be able to read the caller's.
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
        var cArguments = commandLine.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, commandLine[0], &actions, nil, &cArguments, environ) == 0 else {
            throw BenchFailure("cannot start \(commandLine[0])")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw BenchFailure("\(program) failed (status \(status)); see \(outputPath)") }
    }
}

/// Why the benchmark cannot go on: one line on standard error, exit status 2.
struct BenchFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Writes one line to standard output at once, even when it is a file or a pipe (which `print`
/// would buffer until the end of a long run, leaving the run silent).
func progress(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        written += count
    }
}

/// Runs `body`, turning a database error into the benchmark's failure.
func database<Value>(_ body: () throws(DatabaseError) -> Value) throws(BenchFailure) -> Value {
    do throws(DatabaseError) {
        return try body()
    } catch {
        throw BenchFailure(error.description)
    }
}

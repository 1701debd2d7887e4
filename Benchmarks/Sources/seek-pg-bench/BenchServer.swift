import Glibc
import PostgresServerPrograms
import SeekDatabase

/// The benchmark's own PostgreSQL 15 server: a cluster made with `initdb` in a folder that is
/// kept between runs (so that a 10-million-row table is made once), listening only on a Unix
/// socket in that folder. A server already running on the folder is used as it is and left
/// running; one this run starts is stopped at the end.
///
/// PostgreSQL refuses to run as root: as root, the folder is given to `nobody` and the server's
/// programs run as that user through `setpriv`, as the tests do.
struct BenchServer {
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
        guard ServerProgram.isInstalled else {
            throw BenchFailure("no PostgreSQL 15 server programs in \(ServerProgram.binaryFolder) (install Debian's postgresql)")
        }
        if access(folder, F_OK) != 0 {
            guard mkdir(folder, 0o755) == 0 else { throw BenchFailure("cannot make \(folder)") }
        }
        do {
            try ServerProgram.giveToServerUser(folder)
        } catch {
            throw BenchFailure(error.description)
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

    /// Runs one of the server's programs on this cluster (see ``ServerProgram``).
    private func run(_ program: String, _ arguments: [String]) throws(BenchFailure) {
        do {
            try ServerProgram.run(program, arguments, in: folder)
        } catch {
            throw BenchFailure(error.description)
        }
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

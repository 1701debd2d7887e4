import Glibc
import CLibpq
import SeekSystem

/// Opens a libpq connection with seek's notice receiver in place before the server's first
/// message: `PQconnectdb` would read the whole start-up with libpq's default processor, which
/// prints a start-up warning (a collation version mismatch, a server's own) to standard error,
/// while the screen is up when a search reconnects. So the connection is started with
/// `PQconnectStart`, given the receiver, and driven with `PQconnectPoll` as libpq's
/// documentation describes.
///
/// `connect_timeout` is applied here, as `PQconnectdb` applies it: to each address tried in
/// turn, after which the next one is tried. libpq offers no call to move an attempt on, so a
/// connection whose address ran out of time is finished and started again with the servers
/// still to try (``ConnectionHosts``) and every other option as libpq settled it. What differs:
/// a server that ran out of time is not tried a second time (libpq's second pass for
/// `prefer-standby` would wait for it again), and a restart's own start-up costs a few
/// milliseconds.
enum ConnectionStart {
    /// How one connection's attempts ended.
    private enum Outcome {
        case connected
        case failed
        /// The attempt on this server ran out of `connect_timeout`.
        case timedOut(ConnectionHosts.Attempt)
    }

    /// A connected connection to `url` whose notices go to `notices`, and the password `prompt`
    /// gave for it.
    ///
    /// `password`, when given, overrides the URL's. When the server asks for a password and
    /// none was given (not in the URL, PGPASSWORD or `.pgpass`), `prompt` is asked for one and
    /// the connection is tried once more with it, as psql does; without `prompt`, or when it
    /// gives none, libpq's "no password supplied" is the error.
    ///
    /// `connectTimeoutMilliseconds` is the `connect_timeout` of a connection string that sets
    /// none (nil: none), so that a server that accepts and never answers cannot hold the start
    /// for ever.
    ///
    /// - Throws: a ``DatabaseError`` with libpq's reason (without the URL, which may hold a
    ///   password).
    static func connect(url: String, password: String? = nil, prompt: PostgresConnection.PasswordPrompt? = nil,
                        notices: ServerNotices, connectTimeoutMilliseconds: Int? = nil)
        throws(DatabaseError) -> (connection: OpaquePointer, promptedPassword: String?) {
        switch try attempt(url: url, password: password, notices: notices, connectTimeout: connectTimeoutMilliseconds) {
        case .connected(let connection):
            return (connection, nil)
        case .wantsPassword(let failure, let user):
            guard password == nil, let prompt, let answer = prompt(user) else { throw failure }
            switch try attempt(url: url, password: answer, notices: notices, connectTimeout: connectTimeoutMilliseconds) {
            case .connected(let connection): return (connection, answer)
            case .wantsPassword(let failure, _): throw failure
            }
        }
    }

    /// How one connection attempt ended, short of an error to report.
    private enum Attempted {
        case connected(OpaquePointer)
        /// The server asked for a password and none was given: `failure` is libpq's error,
        /// `user` the user it asked about (empty when libpq does not say).
        case wantsPassword(failure: DatabaseError, user: String)
    }

    /// Connects once with `password` (nil: the URL's, PGPASSWORD's or `.pgpass`'s), each address
    /// given `connectTimeout` when the options set no `connect_timeout`.
    private static func attempt(url: String, password: String?, notices: ServerNotices,
                                connectTimeout: Int?) throws(DatabaseError) -> Attempted {
        var connection = try started(startExpanding(url, password: password, keepalives: true), notices: notices, after: "")
        // The options as the first connection settled them; only the hosts change after.
        var options = ConnectionOptions(of: connection)
        if options?["service"] != nil {
            // libpq reads a service's values only for options nothing else set: seek's TCP
            // defaults would hide the service's own. Started again without them.
            PQfinish(connection)
            connection = try started(startExpanding(url, password: password, keepalives: false), notices: notices, after: "")
            options = ConnectionOptions(of: connection)
        }
        let timeout: Int?
        do { timeout = try options?.connectTimeoutMilliseconds() ?? connectTimeout } catch {
            PQfinish(connection)
            throw error
        }
        var hosts = options.map(ConnectionHosts.init(of:))
        // libpq's messages for the attempts given up on, as PQconnectdb would have kept them.
        var abandoned = ""
        while true {
            switch drive(connection, timeout: timeout) {
            case .connected:
                return .connected(connection)
            case .failed:
                // PQconnectionNeedsPassword: the server asked, and libpq had no password to give.
                let wantsPassword = PQconnectionNeedsPassword(connection) == 1
                let error = failure(abandoned + String(cString: PQerrorMessage(connection)), finishing: connection)
                if wantsPassword { return .wantsPassword(failure: error, user: options?["user"] ?? "") }
                throw error
            case .timedOut(let attempt):
                abandoned += String(cString: PQerrorMessage(connection)) + "timeout expired\n"
                guard let rest = hosts?.after(timeoutOn: attempt, keepingEarlier: options?.revisitsServers ?? false),
                      !rest.isEmpty, var next = options else {
                    throw failure(abandoned, finishing: connection)
                }
                PQfinish(connection)
                rest.write(into: &next)
                (hosts, options) = (rest, next)
                connection = try started(next.start(), notices: notices, after: abandoned)
            }
        }
    }

    /// A connection started with `url` (a URL or libpq's `key=value` string) as libpq expands a
    /// `dbname` holding one, and `seek` as the `application_name` when neither it, nor
    /// PGAPPNAME, nor a service gives one (libpq's `fallback_application_name`), so that the
    /// server's `pg_stat_activity` says who is connected. TCP keepalives and `tcp_user_timeout`
    /// (``keepaliveDefaults``) come before the expanded `dbname`, whose values override them,
    /// as libpq documents; no environment variable sets them. Without `keepalives`, they are
    /// left to libpq (for a service, whose own values must win).
    private static func startExpanding(_ url: String, password: String?, keepalives: Bool) -> OpaquePointer? {
        let defaults = keepalives ? keepaliveDefaults : []
        // A password after the expanded `dbname` overrides the string's own, as libpq documents.
        let keywords = defaults.map(\.keyword) + ["dbname", "fallback_application_name"] + (password == nil ? [] : ["password"])
        let values = defaults.map(\.value) + [url, "seek"] + (password.map { [$0] } ?? [])
        return PostgresConnection.withCStrings(keywords) { keywords in
            PostgresConnection.withCStrings(values) { values in
                PQconnectStartParams(keywords + [nil], values + [nil], 1)
            }
        }
    }

    /// The TCP settings seek starts a connection with unless the connection string sets them: a
    /// probe after 10 s of silence, every 5 s, the connection given up after 3 unanswered, and
    /// data the server does not acknowledge within 10 s ends it (`tcp_user_timeout`, ms). A
    /// black-holed route then ends in seconds, not the system's two hours. A stopped server
    /// process is not noticed this way (its kernel still answers): the answer deadline is for that.
    static let keepaliveDefaults: [(keyword: String, value: String)] = [
        ("keepalives", "1"), ("keepalives_idle", "10"), ("keepalives_interval", "5"), ("keepalives_count", "3"),
        ("tcp_user_timeout", "10000"),
    ]

    /// `connection` with `notices` as its receiver, unless libpq refused it at once.
    private static func started(_ connection: OpaquePointer?, notices: ServerNotices,
                                after abandoned: String) throws(DatabaseError) -> OpaquePointer {
        guard let connection else { throw DatabaseError("postgresql: out of memory") }
        PQsetNoticeReceiver(connection, ServerNotices.receiver, Unmanaged.passUnretained(notices).toOpaque())
        guard PQstatus(connection) != CONNECTION_BAD else {
            throw failure(abandoned + String(cString: PQerrorMessage(connection)), finishing: connection)
        }
        return connection
    }

    /// The error for libpq's `message`, after finishing `connection`: its first line whole, as
    /// psql shows it, for the server and port it names ("connection to server at "db" (10.0.0.5),
    /// port 5432 failed: Connection refused") tell which of several was refused.
    private static func failure(_ message: String, finishing connection: OpaquePointer) -> DatabaseError {
        PQfinish(connection)
        return DatabaseError("postgresql: cannot connect: \(message)")
    }

    /// Polls `connection` until it connects, fails, or an address runs out of `timeout`.
    private static func drive(_ connection: OpaquePointer, timeout: Int?) -> Outcome {
        // libpq's rule: act as if the last poll had asked to wait for writing.
        var polling = PGRES_POLLING_WRITING
        var attempt = ConnectionHosts.Attempt(of: connection)
        var deadline = timeout.map { Self.now() + $0 }
        while true {
            switch polling {
            case PGRES_POLLING_OK:
                return .connected
            case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
                // Each address gets the whole timeout, as PQconnectdb gives it (a socket is
                // no sign: a new one may reuse the number of the one closed).
                let current = ConnectionHosts.Attempt(of: connection)
                if current != attempt {
                    attempt = current
                    deadline = timeout.map { Self.now() + $0 }
                }
                guard wait(on: PQsocket(connection), forReading: polling == PGRES_POLLING_READING, until: deadline) else {
                    return .timedOut(attempt)
                }
            default:
                return .failed
            }
            polling = PQconnectPoll(connection)
        }
    }

    /// Waits until `socket` can be read (or written), or `deadline` passes (never without one);
    /// false when it passed.
    private static func wait(on socket: Int32, forReading: Bool, until deadline: Int?) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(forReading ? POLLIN : POLLOUT), revents: 0)
        while true {
            let remaining = deadline.map { max(0, $0 - now()) }
            if remaining == 0 { return false }
            let ready = poll(&descriptor, 1, Int32(clamping: remaining ?? -1))
            // An error or hang-up on the socket is for PQconnectPoll to report.
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { return true }
        }
    }

    /// The monotonic clock the connection's statement times use, in milliseconds.
    private static func now() -> Int {
        MonotonicClock.milliseconds()
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibpq
import Dispatch

/// Opens a libpq connection with seek's notice receiver in place before the server's first
/// message: `PQconnectdb` would read the whole start-up with libpq's default processor, which
/// prints a start-up warning (a collation version mismatch, a server's own) to standard error,
/// while the screen is up when a search reconnects. So the connection is started with
/// `PQconnectStart`, given the receiver, and driven with `PQconnectPoll` as libpq's
/// documentation describes.
enum ConnectionStart {
    /// A connected connection to `url` whose notices go to `notices`.
    ///
    /// - Throws: a ``DatabaseError`` with libpq's reason (without the URL, which may hold a
    ///   password).
    static func connect(url: String, notices: ServerNotices) throws(DatabaseError) -> OpaquePointer {
        guard let connection = PQconnectStart(url) else { throw DatabaseError("postgresql: out of memory") }
        PQsetNoticeReceiver(connection, ServerNotices.receiver, Unmanaged.passUnretained(notices).toOpaque())
        func failure(_ reason: String? = nil) -> DatabaseError {
            let reason = reason ?? PostgresConnection.reasonWithoutPrefix(String(cString: PQerrorMessage(connection)))
            PQfinish(connection)
            return DatabaseError("postgresql: cannot connect: \(reason)")
        }
        guard PQstatus(connection) != CONNECTION_BAD else { throw failure() }
        let timeout = connectTimeoutMilliseconds(of: connection)
        // libpq's rule: act as if the last poll had asked to wait for writing.
        var polling = PGRES_POLLING_WRITING
        var socket = PQsocket(connection)
        var deadline = timeout.map { Self.now() + $0 }
        while true {
            switch polling {
            case PGRES_POLLING_OK:
                return connection
            case PGRES_POLLING_READING, PGRES_POLLING_WRITING:
                // Each address tried gets the whole timeout, as PQconnectdb gives it.
                if PQsocket(connection) != socket {
                    socket = PQsocket(connection)
                    deadline = timeout.map { Self.now() + $0 }
                }
                guard wait(on: socket, forReading: polling == PGRES_POLLING_READING, until: deadline) else {
                    throw failure("timeout expired")
                }
            default:
                throw failure()
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

    /// The `connect_timeout` the URL (or `PGCONNECT_TIMEOUT`) gives, in milliseconds, read as
    /// libpq reads it: none when absent or 0 and below, and at least 2 seconds.
    private static func connectTimeoutMilliseconds(of connection: OpaquePointer) -> Int? {
        guard let options = PQconninfo(connection) else { return nil }
        defer { PQconninfoFree(options) }
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "connect_timeout" {
                guard let value = option.pointee.val, let seconds = Int(String(cString: value)), seconds > 0 else { return nil }
                return max(2, seconds) * 1_000
            }
            option += 1
        }
        return nil
    }

    /// The monotonic clock the connection's statement times use, in milliseconds.
    private static func now() -> Int {
        Int(DispatchTime.now().uptimeNanoseconds / 1_000_000)
    }
}

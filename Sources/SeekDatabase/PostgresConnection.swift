import Glibc
import CLibpq
import CLibpqLoader
import SeekSystem

/// One connection to a PostgreSQL server through libpq, read-only for its whole life.
///
/// A connection is used by one thread at a time; only ``cancelRunningStatement()`` may be called
/// from another thread while a statement runs (libpq's `PQcancel` is made for that).
public final class PostgresConnection: @unchecked Sendable {
    private let connection: OpaquePointer
    private let canceller: OpaquePointer?
    /// Set when a statement failed because the connection broke (read and written only by the
    /// thread that holds the connection: the worker, or the loop reading a first page).
    private var isBroken = false
    /// The session's `statement_timeout` as last set (read and written only by the thread that
    /// holds the connection).
    private var currentTimeoutMilliseconds: Int

    /// How long one statement may run, by default, before the server gives up on it.
    public static let statementTimeoutMilliseconds = 10_000

    /// How long one statement of this connection may run.
    public let statementTimeoutMilliseconds: Int

    /// How much longer than its statement timeout seek waits, by default, for the server to
    /// answer a statement before it takes the server for stopped or cut off (milliseconds).
    public static let answerDeadlineSlackMilliseconds = 3_000

    /// How long seek waits for the server's answer to one statement, from sending it, before it
    /// gives the connection up (``DatabaseError/isNoAnswer``); 0 for no limit. The server stops
    /// every statement at its timeout, so an answer this late means the server or the network
    /// stopped: a backend stopped by a signal, a black-holed route.
    public let answerDeadlineMilliseconds: Int

    /// How long the last statement took, in nanoseconds, from libpq sending it to libpq
    /// holding its whole result (what psql's `\timing` measures), read by the thread that runs
    /// statements: what a page's time is, apart from seek's own work on either side of it.
    private(set) var lastStatementNanoseconds: UInt64 = 0
    /// When the statement being run was sent (read and written only by the thread that holds the connection).
    private var sentAt: UInt64 = 0

    /// Where the server's notices and warnings on this connection go, instead of standard error.
    public let notices: ServerNotices

    /// Asks the user for the password of the database user it is given; nil for none.
    public typealias PasswordPrompt = (_ user: String) -> String?

    /// The password the prompt gave when the server asked for one, for the connections made
    /// after this one (a reconnect must not ask again while the screen is up); nil when none
    /// was asked for.
    public let promptedPassword: String?

    /// Connects to the server that `url` names (`postgresql://…` or libpq's `key=value` form),
    /// sets UTF-8, a statement timeout, and read-only transactions, so that nothing seek sends
    /// can change the database. The server's notices and warnings, from the first message of
    /// the connection on, go to `notices` (see ``ServerNotices``), never to the terminal.
    ///
    /// `password`, when given, overrides the URL's; when the server asks for a password and
    /// none was given, `passwordPrompt` is asked for one and the connection is tried once more
    /// with it, as psql does (see ``promptedPassword``).
    ///
    /// - Throws: a ``DatabaseError`` with libpq's reason (the URL itself is not repeated, as it
    ///   may hold a password), or saying that libpq itself could not be loaded.
    /// `answerDeadlineMilliseconds` bounds the wait for every answer of the server, start-up
    /// included when the connection string sets no `connect_timeout` (see
    /// ``answerDeadlineMilliseconds``); nil is the statement timeout (the session's own when it
    /// is lower) and ``answerDeadlineSlackMilliseconds``, 0 no limit. TCP keepalives and `tcp_user_timeout` are
    /// on unless the connection string or a service sets them (`ConnectionStart`).
    public init(url: String, statementTimeoutMilliseconds: Int = PostgresConnection.statementTimeoutMilliseconds,
                notices: ServerNotices = ServerNotices(), password: String? = nil,
                passwordPrompt: PasswordPrompt? = nil, answerDeadlineMilliseconds: Int? = nil) throws(DatabaseError) {
        self.notices = notices
        // Until the session's own statement timeout is read, the one asked for.
        let deadline = max(0, answerDeadlineMilliseconds
            ?? max(1, statementTimeoutMilliseconds) + Self.answerDeadlineSlackMilliseconds)
        guard !url.utf8.contains(0) else { throw DatabaseError("postgresql: the connection URL contains a NUL byte") }
        // libpq is loaded on first use (see CLibpq.h); a machine without it gets this one line.
        guard seek_libpq_load() == 1 else {
            throw DatabaseError("postgresql: " + (seek_libpq_load_error().map { String(cString: $0) } ?? "cannot load libpq"))
        }
        let (connection, promptedPassword) = try ConnectionStart.connect(url: url, password: password, prompt: passwordPrompt,
                                                                          notices: notices,
                                                                          connectTimeoutMilliseconds: deadline > 0 ? deadline : nil)
        self.connection = connection
        self.promptedPassword = promptedPassword
        // The session's own limit (a role's or database's setting, the URL's `options`,
        // PGOPTIONS) is the DBA's: seek may lower it, never raise it.
        let sessionTimeout: Int?
        do {
            sessionTimeout = try Self.sessionStatementTimeout(of: connection, deadlineMilliseconds: deadline)
        } catch {
            PQfinish(connection)
            throw error
        }
        self.statementTimeoutMilliseconds = sessionTimeout
            .map { min($0, max(1, statementTimeoutMilliseconds)) } ?? max(1, statementTimeoutMilliseconds)
        currentTimeoutMilliseconds = self.statementTimeoutMilliseconds
        self.answerDeadlineMilliseconds = answerDeadlineMilliseconds.map { max(0, $0) }
            ?? self.statementTimeoutMilliseconds + Self.answerDeadlineSlackMilliseconds
        canceller = PQgetCancel(connection)
        guard PQsetClientEncoding(connection, "UTF8") == 0 else {
            throw DatabaseError("postgresql: the server cannot send UTF-8")
        }
        // Constants only: no value from the user is ever part of a statement's text.
        _ = try execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        _ = try execute("SET statement_timeout = \(self.statementTimeoutMilliseconds)")
    }

    /// The `statement_timeout` the session started with, in milliseconds; nil when it has none
    /// (0) or it cannot be read (then the connection is broken and the next statement says so).
    ///
    /// - Throws: the ``DatabaseError/isNoAnswer`` error when the server does not answer within
    ///   `deadlineMilliseconds`.
    private static func sessionStatementTimeout(of connection: OpaquePointer, deadlineMilliseconds: Int) throws(DatabaseError) -> Int? {
        // A constant statement; `pg_settings` gives the value in milliseconds, unlike SHOW.
        let sentAt = MonotonicClock.nanoseconds()
        guard PQsendQueryParams(connection, "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'",
                                0, nil, nil, nil, nil, 0) == 1 else { return nil }
        guard waitForAnswer(on: connection, sentAt: sentAt, deadlineMilliseconds: deadlineMilliseconds) else {
            throw .noAnswer(from: server(of: connection), milliseconds: deadlineMilliseconds)
        }
        guard let result = PQgetResult(connection) else { return nil }
        defer {
            PQclear(result)
            while let extra = PQgetResult(connection) { PQclear(extra) }
        }
        guard PQresultStatus(result) == PGRES_TUPLES_OK, PQntuples(result) == 1, let value = PQgetvalue(result, 0, 0),
              let milliseconds = Int(String(cString: value)), milliseconds > 0 else { return nil }
        return milliseconds
    }

    deinit {
        if let canceller { PQfreeCancel(canceller) }
        PQfinish(connection)
    }

    /// Runs `statement` with `parameters` bound as text to `$1`, `$2`, … (never spliced into
    /// the statement), and returns every row, each column as text or nil for NULL.
    ///
    /// - Throws: a ``DatabaseError``; ``DatabaseError/isCancellation`` tells a statement cancelled
    ///   by ``cancelRunningStatement()`` from a real failure.
    public func execute(_ statement: String, parameters: [String] = []) throws(DatabaseError) -> PostgresRows {
        try execute(statement, parameters: parameters, timeoutMilliseconds: statementTimeoutMilliseconds)
    }

    /// Runs `statement` as ``execute(_:parameters:)`` does, stopped by the server after
    /// `timeoutMilliseconds` instead of the connection's own timeout (a count that must not hold
    /// the next keystroke's page for seconds). The session's `statement_timeout` is set only
    /// when it changes, one short statement of seek's own.
    ///
    /// - Throws: a ``DatabaseError`` whose ``DatabaseError/isTimeout`` says the timeout stopped it.
    public func execute(_ statement: String, parameters: [String] = [], timeoutMilliseconds: Int) throws(DatabaseError) -> PostgresRows {
        try execute(statement, parameters: parameters, timeoutMilliseconds: timeoutMilliseconds, reading: PostgresRows.init)
    }

    /// Runs `statement` as ``execute(_:parameters:timeoutMilliseconds:)`` does and hands libpq's
    /// result to `read` while it lives: a page's rows are stored from libpq's own bytes, without
    /// a `String` made of each value first.
    func execute<Value>(_ statement: String, parameters: [String], timeoutMilliseconds: Int,
                        reading read: (PostgresResult) -> Value) throws(DatabaseError) -> Value {
        try send(statement, parameters: parameters, timeoutMilliseconds: timeoutMilliseconds)
        return try collect(timeoutMilliseconds: timeoutMilliseconds, reading: read)
    }

    /// `milliseconds` as a statement may run: at least 1, and never above the connection's own
    /// limit, which is never above the session's.
    private func limited(_ milliseconds: Int) -> Int {
        min(max(1, milliseconds), statementTimeoutMilliseconds)
    }

    /// Whether the session's `statement_timeout` is the connection's own (no count's shorter one
    /// is left set), so that a statement under it is sent without a `SET` first.
    var hasItsOwnStatementTimeout: Bool {
        currentTimeoutMilliseconds == statementTimeoutMilliseconds
    }

    /// Sets the session's `statement_timeout` back to the connection's own when a statement run
    /// with another one changed it: called while nothing waits (after a query's counts), so that
    /// the next page does not wait for it.
    public func restoreStatementTimeout() throws(DatabaseError) {
        guard currentTimeoutMilliseconds != statementTimeoutMilliseconds else { return }
        try setStatementTimeout(statementTimeoutMilliseconds)
    }

    /// Sets the session's `statement_timeout`. The `SET` itself runs under the timeout before it,
    /// which may be a count's short one: a `SET` takes microseconds, so one that runs out of it
    /// was only not scheduled in time, and is sent once more.
    private func setStatementTimeout(_ milliseconds: Int) throws(DatabaseError) {
        // A number seek computed: no value from the user is part of the text.
        let statement = "SET statement_timeout = \(milliseconds)"
        do {
            _ = try run(statement, parameters: [], timeoutMilliseconds: currentTimeoutMilliseconds, reading: PostgresRows.init)
        } catch where error.isTimeout {
            _ = try run(statement, parameters: [], timeoutMilliseconds: currentTimeoutMilliseconds, reading: PostgresRows.init)
        }
        currentTimeoutMilliseconds = milliseconds
    }

    /// Sends one statement and reads its rows with `read`.
    private func run<Value>(_ statement: String, parameters: [String], timeoutMilliseconds: Int,
                            reading read: (PostgresResult) -> Value) throws(DatabaseError) -> Value {
        try send(statement, parameters: parameters)
        return try collect(timeoutMilliseconds: timeoutMilliseconds, reading: read)
    }

    /// Sends `statement` with `parameters` as ``execute(_:parameters:timeoutMilliseconds:)``
    /// does, without waiting for its result: ``collect(timeoutMilliseconds:reading:)`` reads it,
    /// on this thread or another that the connection is handed to, after
    /// ``hasWholeResult()`` says it arrived when that thread must not wait.
    func send(_ statement: String, parameters: [String], timeoutMilliseconds: Int) throws(DatabaseError) {
        let timeout = limited(timeoutMilliseconds)
        if timeout != currentTimeoutMilliseconds { try setStatementTimeout(timeout) }
        try send(statement, parameters: parameters)
    }

    private func send(_ statement: String, parameters: [String]) throws(DatabaseError) {
        // What an earlier statement's reader left unread (its end, when the result was taken
        // before the server's "ready" arrived): the connection takes a new statement only after it.
        while let leftover = PQgetResult(connection) { PQclear(leftover) }
        let sent = Self.withCStrings(parameters) { values in
            sentAt = MonotonicClock.nanoseconds()
            return PQsendQueryParams(connection, statement, Int32(values.count), nil, values, nil, nil, 0)
        }
        guard sent == 1 else {
            isBroken = PQstatus(connection) != CONNECTION_OK
            throw DatabaseError("postgresql: \(Self.reasonWithoutPrefix(String(cString: PQerrorMessage(connection))))")
        }
    }

    /// The descriptor of the connection's socket, which turns readable as a result arrives.
    var socketDescriptor: Int32 { PQsocket(connection) }

    /// Reads what the server sent so far, without waiting: whether the statement sent last has
    /// its whole result here, so that ``collect(timeoutMilliseconds:reading:)`` will not wait.
    ///
    /// - Throws: a ``DatabaseError`` when reading failed (the connection broke).
    func hasWholeResult() throws(DatabaseError) -> Bool {
        guard PQconsumeInput(connection) == 1 else {
            isBroken = true
            throw DatabaseError("postgresql: \(Self.reasonWithoutPrefix(String(cString: PQerrorMessage(connection))))")
        }
        return PQisBusy(connection) == 0
    }

    /// Reads the result of the statement sent last with `read`, waiting for it if it is not
    /// whole yet; `timeoutMilliseconds` is the limit it ran under, for the error that says so.
    ///
    /// - Throws: the ``DatabaseError/isNoAnswer`` error, the connection given up, when the whole
    ///   result has not come ``answerDeadlineMilliseconds`` after the statement was sent.
    func collect<Value>(timeoutMilliseconds: Int, reading read: (PostgresResult) -> Value) throws(DatabaseError) -> Value {
        guard Self.waitForAnswer(on: connection, sentAt: sentAt, deadlineMilliseconds: answerDeadlineMilliseconds) else {
            isBroken = true
            throw noAnswer
        }
        let result = PQgetResult(connection)
        lastStatementNanoseconds = MonotonicClock.nanoseconds() - sentAt
        guard let result else {
            isBroken = true
            throw DatabaseError("postgresql: \(String(cString: PQerrorMessage(connection)))")
        }
        defer {
            PQclear(result)
            // The end of the statement's results, when it came with them (it nearly always
            // does); otherwise the next ``send`` reads it.
            if PQisBusy(connection) == 0, let extra = PQgetResult(connection) { PQclear(extra) }
        }
        let status = PQresultStatus(result)
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            throw error(from: result, timeoutMilliseconds: limited(timeoutMilliseconds))
        }
        return read(PostgresResult(result))
    }

    /// The value libpq settled for connection option `keyword` (`PQconninfo`): the connection
    /// string's, a service's, the environment's, seek's default or libpq's; nil for none.
    func option(_ keyword: String) -> String? {
        ConnectionOptions(of: connection)?[keyword]
    }

    /// The error of a statement the server did not answer within ``answerDeadlineMilliseconds``.
    var noAnswer: DatabaseError {
        .noAnswer(from: Self.server(of: connection), milliseconds: answerDeadlineMilliseconds)
    }

    /// The server a connection is on as messages name it: "host:port", the host being a name, a
    /// numeric address or a socket folder.
    static func server(of connection: OpaquePointer) -> String {
        let text = { (value: UnsafeMutablePointer<CChar>?) in value.map { String(cString: $0) } ?? "" }
        return "\(text(PQhost(connection))):\(text(PQport(connection)))"
    }

    /// Waits until the result of the statement sent at `sentAt` is whole (or reading it failed,
    /// which libpq's `PQgetResult` then reports), at most until `deadlineMilliseconds` after
    /// `sentAt` (0: no limit): false when the deadline passed first. libpq's own wait in
    /// `PQgetResult` has no limit, and a stopped server would hold it for ever.
    private static func waitForAnswer(on connection: OpaquePointer, sentAt: UInt64, deadlineMilliseconds: Int) -> Bool {
        guard deadlineMilliseconds > 0 else { return true }
        let deadline = sentAt + UInt64(deadlineMilliseconds) * 1_000_000
        while PQconsumeInput(connection) == 1, PQisBusy(connection) == 1 {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { return false }
            var descriptor = pollfd(fd: PQsocket(connection), events: Int16(POLLIN), revents: 0)
            // Rounded up: a wait cut to 0 ms would spin until the deadline.
            if poll(&descriptor, 1, Int32(clamping: (deadline - now + 999_999) / 1_000_000)) < 0, errno != EINTR { return true }
        }
        return true
    }

    /// Whether the connection to the server still stands (after a statement failed because the
    /// server went away, it does not).
    public var isConnected: Bool {
        !isBroken && PQstatus(connection) == CONNECTION_OK
    }

    /// Asks the server to stop the statement running on this connection; callable from any
    /// thread. The statement then fails with a cancellation error.
    ///
    /// `PQcancel` sends its request on a socket of its own without libpq's guard against
    /// `SIGPIPE`: when the server is shutting down it raises that signal, which would end the
    /// session (or a test process). It is held back for the call (`PipeSignal`, SeekSystem), and the
    /// cancel then just fails, as it does when the server is gone.
    public func cancelRunningStatement() {
        guard let canceller else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        _ = PipeSignal.heldBack { PQcancel(canceller, &buffer, Int32(buffer.count)) }
    }

    /// The error a failed result carries, with the SQLSTATE telling cancellation and timeouts.
    private func error(from result: OpaquePointer, timeoutMilliseconds: Int) -> DatabaseError {
        let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
        let primary = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
            ?? String(cString: PQresultErrorMessage(result))
        // No SQLSTATE: libpq's own error, the connection's (the server went away); class 08 and
        // 57P0x: the server closed it or is shutting down.
        if state.isEmpty || state.hasPrefix("08") || state.hasPrefix("57P0") || PQstatus(connection) != CONNECTION_OK {
            isBroken = true
        }
        switch state {
        case "57014" where primary.contains("timeout"):
            let limit = timeoutMilliseconds.isMultiple(of: 1000) ? "\(timeoutMilliseconds / 1000) s" : "\(timeoutMilliseconds) ms"
            var timedOut = DatabaseError("postgresql: the query took longer than \(limit) and was stopped")
            timedOut.isTimeout = true
            return timedOut
        case "57014":
            return .cancelled
        default:
            return DatabaseError("postgresql: \(primary)")
        }
    }

    /// libpq's reason without its "connection to server … failed:" preamble, which names the
    /// socket or host and says nothing the user needs.
    static func reasonWithoutPrefix(_ reason: String) -> String {
        guard let range = reason.firstRange(of: "failed: ") else { return reason }
        return String(reason[range.upperBound...])
    }

    /// Calls `body` with `strings` as an array of C string pointers that live for the call.
    static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
        let duplicates = strings.map { strdup($0) }
        defer { duplicates.forEach { free($0) } }
        return body(duplicates.map { UnsafePointer($0) })
    }
}

extension DatabaseError {
    /// The error of a statement cancelled because a newer query arrived.
    public static let cancelled = DatabaseError("postgresql: canceling statement due to user request")

    /// Whether this is the error of a cancelled statement.
    public var isCancellation: Bool { self == .cancelled }
}

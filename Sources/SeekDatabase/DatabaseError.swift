/// A problem with the database, as one line for standard error or the status line: a bad URL, a
/// refused connection, a missing table or column, a statement that failed or timed out.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, one line, starting with what failed.
    public var description: String
    /// Whether the server stopped the statement because it ran longer than its timeout.
    public var isTimeout = false
    /// Whether the server did not answer a statement within the connection's deadline (see
    /// ``PostgresConnection/answerDeadlineMilliseconds``): it may be stopped or cut off, and the
    /// connection was given up.
    public var isNoAnswer = false

    /// An error saying `message`; only its first non-empty line is kept, trimmed, so that
    /// libpq's multi-line messages stay on one line.
    public init(_ message: String) {
        let firstLine = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .first { !$0.isEmpty }
        description = firstLine.map(String.init) ?? "the database reported an error without a message"
    }
}

extension DatabaseError {
    /// The error of a statement `server` ("host:port") did not answer within `milliseconds`.
    static func noAnswer(from server: String, milliseconds: Int) -> DatabaseError {
        var error = DatabaseError("postgresql: no answer from \(server) for \(durationText(milliseconds))")
        error.isNoAnswer = true
        return error
    }

    /// A duration as messages say it: whole seconds as "5 s", anything else as "2500 ms".
    static func durationText(_ milliseconds: Int) -> String {
        milliseconds.isMultiple(of: 1000) ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}

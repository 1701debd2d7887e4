/// A problem with the database, as one line for standard error or the status line: a bad URL, a
/// refused connection, a missing table or column, a statement that failed or timed out.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message, one line, starting with what failed.
    public var description: String
    /// Whether the server stopped the statement because it ran longer than its timeout.
    public var isTimeout = false

    /// An error saying `message`; only its first non-empty line is kept, trimmed, so that
    /// libpq's multi-line messages stay on one line.
    public init(_ message: String) {
        let firstLine = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .first { !$0.isEmpty }
        description = firstLine.map(String.init) ?? "the database reported an error without a message"
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

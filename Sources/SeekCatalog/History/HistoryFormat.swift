/// The layout of a history file; a file keeps the one it has (see ``HistoryStore``).
public enum HistoryFormat: Sendable, Equatable {
    /// seek's own: a JSON string per line, most recent first, no duplicates.
    case jsonStrings
    /// fzf's: the query as typed per line, oldest first, duplicates kept.
    case plainLines
}

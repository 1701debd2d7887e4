/// The layout of a history file (see ``HistoryCoding``).
public enum HistoryFormat: Sendable, Equatable {
    /// seek's own: a JSON string per line, most recent first, no duplicates.
    case jsonStrings
    /// fzf's: the query as typed per line, oldest first, duplicates kept.
    case plainLines
}

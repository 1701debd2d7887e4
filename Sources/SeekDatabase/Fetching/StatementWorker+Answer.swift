import SeekMatching
import SeekProviders

/// What the worker hands back to the search, kept apart from how it schedules and runs
/// statements: the parts of an answer, in the order they arrive, and the counts.
extension StatementWorker {
    /// One part of the answer to a request: its first page, then its counts, then each next
    /// page the list asks for.
    struct Answer: Sendable {
        /// Which part of the answer this is.
        enum Part: Sendable {
            /// The first page of a new query's results; its counts follow.
            case firstPage
            /// The counts of the query whose first page came before (no rows).
            case counts
            /// A page after the first.
            case nextPage
            /// Every row after the first page, read at once on a table paged by key when the
            /// count says at most ``StatementRunner/countLimit`` match, so that seek's scorer
            /// ranks them all together (see ``StatementRunner/remainingRowsStatement(of:nextCursor:counts:)``).
            case remainingRows
            /// On a table paged by key, when more rows match than the count limit (or the count
            /// ran out of time): the first page again, best first by the server's rank, which
            /// replaces the list (see ``StatementRunner/rankedPageStatement(of:nextCursor:counts:)``).
            case rankedPage
            /// The ranked page did not come within ``StatementRunner/rankTimeoutMilliseconds``:
            /// the list stays in the table's order (no rows).
            case rankingTimedOut
            /// The server did not answer this query's first page within the deadline: the list of
            /// an older query must not stand under this one's text, so it is cleared (no rows)
            /// until the page comes on a new connection.
            case unanswered
        }

        var generation: Int
        var request: MatchRequest
        var part: Part
        /// The page's rows, as read with ``TableStatements/page(for:limit:after:)``; none for counts.
        var rows = PageRows()
        /// Where the page after this one starts; nil when this page was the last.
        var nextCursor: PageCursor?
        /// Whether this page was read in the server's rank order (a next page after a ranked one).
        var isRanked = false
        /// The counts, for ``Part/counts``.
        var counts: Counts?
    }

    /// How many rows match, counted within the count budget
    /// (``StatementRunner/countTimeoutMilliseconds``, see ``BoundedCount``).
    struct Counts: Sendable {
        /// How many match the query and its scope, exactly; nil when counting them all ran out
        /// of time.
        var matched: Int?
        /// When ``matched`` is nil: more than this many match, as a bounded count proved in time;
        /// nil when none finished.
        var matchedAbove: Int?
        /// How many match in each of the request's scopes to count; nil when they were not
        /// counted exactly (counting ran out of time).
        var scopes: [Int]?
        /// Why a count is missing, for the status line; nil when every count is there.
        var note: String?
        /// When the scopes could not be counted in time: the estimate of each scope's matches
        /// from the planner's statistics, largest first (an estimate, never shown as a count).
        var estimates: [(scope: String, rows: Int)]?

        /// What the status line says about the counts: the note, and the scopes' estimates marked
        /// as approximate ("Kitchen ~120,000").
        var statusText: String? {
            guard let estimates, !estimates.isEmpty else { return note }
            let listed = estimates.map { "\($0.scope) ~\(CountText.of($0.rows, limit: nil))" }.joined(separator: ", ")
            return (note.map { $0 + "; " } ?? "") + "the planner estimates " + listed
        }
    }
}

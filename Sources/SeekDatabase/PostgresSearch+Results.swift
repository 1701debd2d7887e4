import SeekMatching

/// The results of a search as the screen shows them, kept between answers (see
/// `PostgresSearch.snapshot(answering:)`), and what the status line says about them.
extension PostgresSearch {
    /// The results of the latest query read so far: the matches of every page, and where the
    /// next page starts.
    struct Results {
        var generation: Int
        var request: MatchRequest
        var matches: [MatchSnapshot.Match]
        /// The counts, once they arrive after the first page.
        var counts: StatementWorker.Counts?
        /// Where the page after the last one read starts, as its answer said.
        var pageCursor: PageCursor?
        /// Where the next page starts: none once an exact count says every row was read.
        var nextCursor: PageCursor? {
            guard let matched = counts?.matched, matched <= countLimit, rowsRead >= matched else { return pageCursor }
            return nil
        }
        /// The count limit the counts were taken with.
        var countLimit: Int
        var isLoadingMore = false
        /// How many rows the server sent (seek's scorer may leave some out of ``matches``).
        var rowsRead = 0
        /// Where the first page's rows start in the data set: the rows of one query's pages
        /// follow each other there.
        var firstRowIndex = 0
        /// Whether every matching row was read at once and ranked together (see
        /// `StatementWorker.Answer.Part.remainingRows`); a page asked for before that is not wanted.
        var hasEveryRow = false
        /// Whether the pages are read in the server's rank order: a page read in the other order
        /// (asked for before a ranked page replaced the list) is not wanted.
        var pagesAreRanked = false
        /// Why the list is in the table's order and not best first, for the status line.
        var orderNote: String?
        /// Whether a page after the first was asked for (the list was scrolled to its end).
        var hasAskedForMore = false
    }

    /// What the status line says about `results`: why a count is missing, why the order is the
    /// table's.
    static func note(of results: Results) -> String? {
        joined([results.counts?.statusText, results.orderNote])
    }

    /// The notes there are, joined for the status line; nil when there is none.
    static func joined(_ notes: [String?]) -> String? {
        let present = notes.compactMap { $0 }
        return present.isEmpty ? nil : present.joined(separator: "; ")
    }
}

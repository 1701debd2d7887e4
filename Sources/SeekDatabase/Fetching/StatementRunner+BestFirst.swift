import SeekMatching

/// On a table paged by key (larger than the count limit, so the server ranks no page), what
/// brings the best matches first once the counts are known: every remaining row, read at once and
/// ranked by seek's scorer with the first page's, when few enough match; else a page ranked by
/// the server within its own time limit.
extension StatementRunner {
    /// The statement that reads every row after the first page (which ended at `nextCursor`)
    /// once `counts` says that at most ``countLimit`` rows match: all at once, so that seek's
    /// scorer ranks every match together and the best come first, as for a file. nil when the
    /// server ranks, the first page was the last, the count is above the limit or missing, or
    /// the query has no text (key order is then the file's order too).
    func remainingRowsStatement(of request: MatchRequest, nextCursor: PageCursor?, counts: StatementWorker.Counts?) -> SQLStatement? {
        guard !statements.order.ranksOnServer, !statements.query(request.text).isEmpty, let cursor = nextCursor,
              let matched = counts?.matched, matched <= countLimit else { return nil }
        return statements.page(for: request, limit: countLimit, after: cursor)
    }

    /// The rows of ``remainingRowsStatement(of:nextCursor:counts:)``, not ranked: the search
    /// ranks them with the first page's.
    func remainingRows(_ statement: SQLStatement, of request: MatchRequest, generation: Int,
                       on connection: PostgresConnection) throws(DatabaseError) -> StatementWorker.Answer {
        StatementWorker.Answer(generation: generation, request: request, part: .remainingRows,
                               rows: try executePage(statement, of: request, ranks: false, on: connection))
    }

    /// The statement of the best-first first page, once the count says that more rows match than
    /// ``countLimit`` (or ran out of time): ordered by the server's rank (minus pg_trgm's
    /// similarity to the query's terms), then the key, and paged on both. The server must rank
    /// every matching row before it sends the first, so it runs within
    /// ``rankTimeoutMilliseconds``. nil when the server ranks every page anyway, pg_trgm is not
    /// installed, the first page held every match (its `nextCursor` is nil: seek's scorer ranked
    /// them all), the count is at most the limit (the rest is read and ranked by seek:
    /// ``remainingRowsStatement(of:nextCursor:counts:)``), the query has no term to rank by, or
    /// the matches are listed unsorted (`--no-sort`: in key order).
    func rankedPageStatement(of request: MatchRequest, nextCursor: PageCursor?, counts: StatementWorker.Counts?) -> SQLStatement? {
        guard !statements.order.ranksOnServer, statements.queryOptions.ranking.isSorted, statements.order.similarityFunction != nil,
              nextCursor != nil,
              !statements.rankedTerms(of: statements.query(request.text)).isEmpty else { return nil }
        if let matched = counts?.matched, matched <= countLimit { return nil }
        return statements.page(for: request, limit: pageSize, ranked: true)
    }

    /// The ranked page (``rankedPageStatement(of:nextCursor:counts:)``), or, when it runs out of
    /// ``rankTimeoutMilliseconds``, the answer that says so.
    func rankedPage(_ statement: SQLStatement, of request: MatchRequest, generation: Int,
                    on connection: PostgresConnection) throws(DatabaseError) -> StatementWorker.Answer {
        do {
            let rows = try executePage(statement, of: request, on: connection, timeoutMilliseconds: rankTimeoutMilliseconds)
            return StatementWorker.Answer(generation: generation, request: request, part: .rankedPage, rows: rows,
                                          nextCursor: nextCursor(after: rows, of: request, previous: nil, ranked: true), isRanked: true)
        } catch where error.isTimeout {
            return StatementWorker.Answer(generation: generation, request: request, part: .rankingTimedOut)
        }
    }

    /// The rank timeout as the status line says it.
    var rankTimeText: String { Self.millisecondsText(rankTimeoutMilliseconds) }
}

import SeekMatching
import SeekModel
import SeekScreen

/// What a job sends: the first page, its counts (capped), and the cheap suggestion query.
/// Scheduling, cancellation and reconnecting stay in ``StatementWorker`` itself.
extension StatementWorker {
    /// Where the page after `rows` starts; nil when `rows` was not a full page (the last).
    func nextCursor(after rows: PageRows, of request: MatchRequest, previous: PageCursor?, ranked: Bool = false) -> PageCursor? {
        guard rows.count == pageSize else { return nil }
        return statements.cursor(after: rows, of: request, previous: previous, ranked: ranked)
    }

    func execute(_ statement: SQLStatement, on connection: PostgresConnection, timeoutMilliseconds: Int? = nil) throws(DatabaseError) -> [[String?]] {
        state.withLock { $0.statementCount += 1 }
        return try connection.execute(statement.text, parameters: statement.parameters,
                                      timeoutMilliseconds: timeoutMilliseconds ?? connection.statementTimeoutMilliseconds).rows
    }

    /// Runs a page's statement and makes its rows here, on the worker's thread, into what the
    /// search only links to its data set: records, rows shown and search texts, ranked by seek's
    /// scorer for `request`'s text unless `ranks` is false (rows ranked later together with others).
    func executePage(_ statement: SQLStatement, of request: MatchRequest, ranks: Bool = true, on connection: PostgresConnection,
                     timeoutMilliseconds: Int? = nil) throws(DatabaseError) -> PageRows {
        state.withLock { $0.statementCount += 1 }
        let timeout = timeoutMilliseconds ?? connection.statementTimeoutMilliseconds
        try connection.send(statement.text, parameters: statement.parameters, timeoutMilliseconds: timeout)
        return try readPage(of: request, ranks: ranks, on: connection, timeoutMilliseconds: timeout)
    }

    /// The rows of the page statement sent last on `connection`, made as ``executePage(_:of:ranks:on:timeoutMilliseconds:)``
    /// makes them, on the thread that holds the connection (waiting for them unless
    /// `PostgresConnection.hasWholeResult()` said they are here).
    func readPage(of request: MatchRequest, ranks: Bool = true, on connection: PostgresConnection,
                          timeoutMilliseconds: Int) throws(DatabaseError) -> PageRows {
        let columns = statements.fetchedColumns
        let roles = statements.pageRoles
        let text = ranks ? request.text : nil
        var rows = try connection.collect(timeoutMilliseconds: timeoutMilliseconds) {
            PageRows($0, columns: columns, roles: roles, rankingFor: text)
        }
        rows.statementNanoseconds = connection.lastStatementNanoseconds
        return rows
    }

    /// The first page of `request`'s results.
    func firstPage(_ request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        firstPageAnswer(try executePage(statements.page(for: request, limit: pageSize), of: request, on: connection),
                        of: request, generation: generation)
    }

    /// The answer that first-page `rows` of `request` make: where the next page starts.
    func firstPageAnswer(_ rows: PageRows, of request: MatchRequest, generation: Int) -> Answer {
        Answer(generation: generation, request: request, part: .firstPage, rows: rows,
               nextCursor: nextCursor(after: rows, of: request, previous: nil))
    }

    /// The counts of `request`: one grouped count of every scope, stopped at the limit; when it
    /// reaches the limit, the chosen scope's own capped count (the other scopes are not counted:
    /// each would read rows until the limit matched there, seconds on a large table); gives up
    /// between them when a newer request arrived. A count that runs out of
    /// ``countTimeoutMilliseconds`` is left out, and the note says so.
    func counts(of request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        var countsByScope: [String?: Int] = [:]
        let answer = { (counts: Counts) in Answer(generation: generation, request: request, part: .counts, counts: counts) }
        let grouped: [[String?]]
        do {
            grouped = try execute(statements.counts(for: request, limit: countLimit), on: connection, timeoutMilliseconds: countTimeoutMilliseconds)
        } catch where error.isTimeout {
            return answer(Counts(matched: nil, scopes: nil, note: "not counted: counting took longer than \(countTimeText)"))
        }
        for row in grouped {
            countsByScope[row[0]?.lowercased(), default: 0] += Int(row[1] ?? "") ?? 0
        }
        let total = countsByScope.values.reduce(0, +)
        // Said only when there are scopes whose counts the scope bar would show.
        let scopesNote = request.scopesToCount.isEmpty ? nil : "\(CountText.of(countLimit + 1, limit: countLimit)) match: scopes not counted"
        guard total <= countLimit else {
            // The grouped count stopped early: its parts are partial.
            guard let scope = request.scope else {
                return answer(Counts(matched: total, scopes: nil, note: scopesNote,
                                     estimates: try estimates(of: request, generation: generation, on: connection)))
            }
            if isStale(generation) { throw .cancelled }
            do {
                let row = try execute(statements.cappedCounts(for: request, scopes: [scope], limit: countLimit), on: connection,
                                      timeoutMilliseconds: countTimeoutMilliseconds).first ?? []
                return answer(Counts(matched: row.first.flatMap { $0.flatMap { Int($0) } } ?? 0, scopes: nil, note: scopesNote))
            } catch where error.isTimeout {
                return answer(Counts(matched: nil, scopes: nil, note: "\(request.scope?.value ?? "") not counted: counting took longer than \(countTimeText)"))
            }
        }
        let count = { (scope: FieldCondition?) in scope.map { countsByScope[$0.value.lowercased()] ?? 0 } ?? total }
        return answer(Counts(matched: count(request.scope), scopes: request.scopesToCount.map(count)))
    }

    /// On a table paged by key (larger than the count limit, so the server ranks nothing), the
    /// statement that reads every row after `first` once `counts` says that at most
    /// ``countLimit`` rows match: all at once, so that seek's scorer ranks every match together
    /// and the best come first, as for a file. nil when the server ranks, the first page was the
    /// last, the count is above the limit or missing, or the query has no text (key order is
    /// then the file's order too).
    func remainingRowsStatement(of request: MatchRequest, after first: Answer, counts: Counts?) -> SQLStatement? {
        guard !statements.order.ranksOnServer, !Query(request.text).isEmpty, let cursor = first.nextCursor,
              let matched = counts?.matched, matched <= countLimit else { return nil }
        return statements.page(for: request, limit: countLimit, after: cursor)
    }

    /// The planner's estimate of the matches in each scope of `request` (the scopes the scope
    /// bar counts, "All" aside), largest first: one `EXPLAIN` per scope, which plans and reads no
    /// rows. nil when there are no scopes to estimate or the planner gives no row count.
    func estimates(of request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> [(scope: String, rows: Int)]? {
        let scopes = request.scopesToCount.compactMap { $0 }
        guard !scopes.isEmpty else { return nil }
        var estimates: [(scope: String, rows: Int)] = []
        for scope in scopes {
            if isStale(generation) { throw .cancelled }
            let plan = try execute(statements.estimate(for: request, scope: scope), on: connection,
                                   timeoutMilliseconds: countTimeoutMilliseconds).first?.first ?? nil
            guard let rows = plan.flatMap(Self.planRows) else { return nil }
            estimates.append((scope.value, rows))
        }
        return estimates.sorted { $0.rows > $1.rows }
    }

    /// The top node's "Plan Rows" of a plan in `EXPLAIN (FORMAT JSON)`'s form (the first such
    /// member is the top node's).
    static func planRows(in plan: String) -> Int? {
        guard let key = plan.firstRange(of: "\"Plan Rows\":") else { return nil }
        return Int(plan[key.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }

    /// On a table paged by key (larger than the count limit), the statement of the best-first
    /// first page, once the count says that more rows match than ``countLimit`` (or ran out of
    /// time): ordered by the server's rank (minus pg_trgm's similarity to the query's terms), then
    /// the key, and paged on both. The server must rank every matching row before it sends the
    /// first, so it runs within ``rankTimeoutMilliseconds``. nil when the server ranks every
    /// page anyway, pg_trgm is not installed, the first page held every match (seek's scorer
    /// ranked them all), the count is at most the limit (the rest is read and ranked by seek:
    /// ``remainingRowsStatement(of:after:counts:)``), or the query has no term to rank by.
    func rankedPageStatement(of request: MatchRequest, after first: Answer, counts: Counts?) -> SQLStatement? {
        guard !statements.order.ranksOnServer, statements.order.similarityFunction != nil, first.nextCursor != nil,
              !statements.rankedTerms(of: Query(request.text)).isEmpty else { return nil }
        if let matched = counts?.matched, matched <= countLimit { return nil }
        return statements.page(for: request, limit: pageSize, ranked: true)
    }

    /// The ranked page (``rankedPageStatement(of:after:counts:)``), or, when it runs out of
    /// ``rankTimeoutMilliseconds``, the answer that says so.
    func rankedPage(_ statement: SQLStatement, of request: MatchRequest, generation: Int,
                    on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        do {
            let rows = try executePage(statement, of: request, on: connection, timeoutMilliseconds: rankTimeoutMilliseconds)
            return Answer(generation: generation, request: request, part: .rankedPage, rows: rows,
                          nextCursor: nextCursor(after: rows, of: request, previous: nil, ranked: true), isRanked: true)
        } catch where error.isTimeout {
            return Answer(generation: generation, request: request, part: .rankingTimedOut)
        }
    }

    /// The rank timeout as the status line says it.
    var rankTimeText: String { Self.millisecondsText(rankTimeoutMilliseconds) }

    /// The count timeout as the status line says it.
    private var countTimeText: String { Self.millisecondsText(countTimeoutMilliseconds) }

    /// A time limit as the status line says it: "500 ms", "2 s".
    static func millisecondsText(_ milliseconds: Int) -> String {
        milliseconds.isMultiple(of: 1000) ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    /// Row texts starting with the whole text, then distinct token-field values starting with
    /// the last word typed.
    func suggestions(for text: String, on connection: PostgresConnection) throws(DatabaseError) -> [SearchSuggestion] {
        let trimmed = String(Substring(text).trimmingSpaces())
        let word = text.last?.isWhitespace == true ? "" : String(trimmed.split(whereSeparator: \.isWhitespace).last ?? "")
        guard !trimmed.isEmpty, !text.unicodeScalars.contains("\0") else { return [] }
        let statement = statements.suggestions(forWord: word, text: trimmed, limit: Self.suggestionLimit)
        var found: [SearchSuggestion] = []
        for row in try execute(statement, on: connection) {
            guard let value = row[1] ?? nil, !value.isEmpty else { continue }
            if let field = row[0] ?? nil {
                found.append(SearchSuggestion("\(field): \(value)", token: SearchToken(field: field, value: value)))
            } else {
                found.append(SearchSuggestion(value, completion: value))
            }
        }
        return Array(found.prefix(Self.suggestionLimit))
    }
}

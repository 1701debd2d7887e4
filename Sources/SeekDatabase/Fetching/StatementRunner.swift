import SeekMatching
import SeekModel
import Synchronization

/// What each of a table search's jobs sends, and the answers it makes of the results: the first
/// page (sent and read together, or sent here and read by the caller's loop), a next page,
/// suggestions; the counts and the best-first reads are in the extensions. Runs on whichever
/// thread holds the connection it is given; when, and on which thread, is the worker's
/// (``StatementWorker``, ``FetchStateMachine``).
final class StatementRunner: Sendable {
    /// How many suggestions of each kind one statement reads.
    static let suggestionLimit = 10

    let statements: TableStatements
    let pageSize: Int
    let countLimit: Int
    /// How long one count statement may run before the server stops it and the count is left
    /// out: counts follow every keystroke's page and must not hold the next one for seconds.
    /// The count budget (`--count-budget`): see ``BoundedCount``.
    let countTimeoutMilliseconds: Int
    /// How long the ranked page (best first on a table paged by key) may run before the list is
    /// left in the table's order.
    let rankTimeoutMilliseconds: Int
    private let sentStatements = Atomic(0)
    /// The scope column's statistics, read at the first estimate (see ``ScopeStatistics``).
    let scopeStatistics = Mutex(ScopeStatistics.Reading.unread)

    init(statements: TableStatements, pageSize: Int, countLimit: Int, countTimeoutMilliseconds: Int, rankTimeoutMilliseconds: Int) {
        self.statements = statements
        self.pageSize = pageSize
        self.countLimit = countLimit
        self.countTimeoutMilliseconds = max(1, countTimeoutMilliseconds)
        self.rankTimeoutMilliseconds = max(1, rankTimeoutMilliseconds)
    }

    /// How many statements were sent to the server so far (for tests of the search patterns).
    var statementCount: Int { sentStatements.load(ordering: .relaxed) }

    /// The rows of `statement`, as text, within `timeoutMilliseconds` (the connection's own
    /// statement timeout when nil).
    func execute(_ statement: SQLStatement, on connection: PostgresConnection, timeoutMilliseconds: Int? = nil) throws(DatabaseError) -> [[String?]] {
        sentStatements.add(1, ordering: .relaxed)
        return try connection.execute(statement.text, parameters: statement.parameters,
                                      timeoutMilliseconds: timeoutMilliseconds ?? connection.statementTimeoutMilliseconds).rows
    }

    /// Runs a page's statement and makes its rows here, on the thread that holds the connection,
    /// into what the search only links to its data set: records, rows shown and search texts,
    /// ranked by seek's scorer for `request`'s text unless `ranks` is false (rows ranked later
    /// together with others).
    func executePage(_ statement: SQLStatement, of request: MatchRequest, ranks: Bool = true, on connection: PostgresConnection,
                     timeoutMilliseconds: Int? = nil) throws(DatabaseError) -> PageRows {
        sentStatements.add(1, ordering: .relaxed)
        let timeout = timeoutMilliseconds ?? connection.statementTimeoutMilliseconds
        try connection.send(statement.text, parameters: statement.parameters, timeoutMilliseconds: timeout)
        return try readPage(of: request, ranks: ranks, on: connection, timeoutMilliseconds: timeout)
    }

    /// The rows of the page statement sent last on `connection`, made as
    /// ``executePage(_:of:ranks:on:timeoutMilliseconds:)`` makes them (waiting for them unless
    /// `PostgresConnection.hasWholeResult()` said they are here).
    private func readPage(of request: MatchRequest, ranks: Bool = true, on connection: PostgresConnection,
                          timeoutMilliseconds: Int) throws(DatabaseError) -> PageRows {
        let columns = statements.fetchedColumns
        let roles = statements.pageRoles
        let text = ranks ? request.text : nil
        let queryOptions = statements.queryOptions
        var rows = try connection.collect(timeoutMilliseconds: timeoutMilliseconds) {
            PageRows($0, columns: columns, roles: roles, rankingFor: text, queryOptions: queryOptions)
        }
        rows.statementNanoseconds = connection.lastStatementNanoseconds
        return rows
    }

    /// The first page of `search`, sent and read here.
    func firstPage(of search: PendingSearch, on connection: PostgresConnection) throws(DatabaseError) -> StatementWorker.Answer {
        firstPageAnswer(try executePage(statements.page(for: search.request, limit: pageSize), of: search.request, on: connection),
                        of: search)
    }

    /// Sends the statement of `search`'s first page on `connection`, for the caller's loop to
    /// read (``collectFirstPage(of:on:)``).
    func sendFirstPage(of search: PendingSearch, on connection: PostgresConnection) throws(DatabaseError) {
        let statement = statements.page(for: search.request, limit: pageSize)
        sentStatements.add(1, ordering: .relaxed)
        try connection.send(statement.text, parameters: statement.parameters, timeoutMilliseconds: connection.statementTimeoutMilliseconds)
    }

    /// The first page of `search`, whose statement ``sendFirstPage(of:on:)`` sent and whose
    /// result is here (`PostgresConnection.hasWholeResult()`).
    func collectFirstPage(of search: PendingSearch, on connection: PostgresConnection) throws(DatabaseError) -> StatementWorker.Answer {
        firstPageAnswer(try readPage(of: search.request, on: connection, timeoutMilliseconds: connection.statementTimeoutMilliseconds),
                        of: search)
    }

    /// The answer that first-page `rows` of `search` make: where the next page starts.
    private func firstPageAnswer(_ rows: PageRows, of search: PendingSearch) -> StatementWorker.Answer {
        StatementWorker.Answer(generation: search.generation, request: search.request, part: .firstPage, rows: rows,
                               nextCursor: nextCursor(after: rows, of: search.request, previous: nil))
    }

    /// The page `page` asks for.
    func nextPage(_ page: PendingPage, on connection: PostgresConnection) throws(DatabaseError) -> StatementWorker.Answer {
        let statement = statements.page(for: page.request, limit: pageSize, after: page.cursor)
        let rows = try executePage(statement, of: page.request, on: connection)
        return StatementWorker.Answer(generation: page.generation, request: page.request, part: .nextPage, rows: rows,
                                      nextCursor: nextCursor(after: rows, of: page.request, previous: page.cursor),
                                      isRanked: page.cursor.isRanked)
    }

    /// Where the page after `rows` starts; nil when `rows` was not a full page (the last).
    func nextCursor(after rows: PageRows, of request: MatchRequest, previous: PageCursor?, ranked: Bool = false) -> PageCursor? {
        guard rows.count == pageSize else { return nil }
        return statements.cursor(after: rows, of: request, previous: previous, ranked: ranked)
    }

    /// Row texts starting with the whole text, then distinct token-field values starting with
    /// the last word typed.
    func suggestions(for text: String, on connection: PostgresConnection) throws(DatabaseError) -> [SearchSuggestion] {
        let trimmed = String(Substring(text).trimmingSpaces())
        // The term being typed, as the session reads it: empty after a space, `Middle\ Ea` as `Middle Ea`.
        let word = QueryLexer.read(text[(QueryLexer.lastTermStart(in: text[...]) ?? text.startIndex)...])
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

    /// A time limit as the status line says it: "500 ms", "2 s".
    static func millisecondsText(_ milliseconds: Int) -> String {
        milliseconds.isMultiple(of: 1000) ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

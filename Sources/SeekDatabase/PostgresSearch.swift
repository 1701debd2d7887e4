import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders

/// The search provider over a PostgreSQL table (or view): each query becomes parameterised SQL
/// run on the server by a background worker, which answers with a page of rows and the count of
/// every scope, cancelling the statement of an older query when a newer one arrives.
///
/// The page is ranked by the server (trigram similarity when pg_trgm is installed, else
/// shortest searched text first; key order alone on a table larger than ``countLimit``; see
/// `PageOrder`) and then ranked again with seek's own
/// scorer, so that order and highlights look as they do for a file. More pages are read as the
/// list is scrolled toward the end of those read (keyset pagination), never the whole table.
/// On a table larger than ``countLimit``, once the count says at most ``countLimit`` rows
/// match, the rest of them are read at once and ranked together with the first page, so that
/// the best matches come first as for a file.
/// Counts are exact whenever the server counts them within ``countTimeoutMilliseconds`` (the
/// count budget; no fixed row cap); beyond it they read "N+" for what a bounded count proved in
/// time, and the scopes are estimated from the planner's statistics (see `BoundedCount`,
/// `ScopeStatistics`; the status line says why a count is missing). When more rows match than ``countLimit``, a
/// ranked statement follows the counts: the best matches by the server's rank, within
/// ``rankTimeoutMilliseconds``, replace the list; when it runs out, the status line says that
/// the list is in the table's order. The rows read so far are kept
/// as a `DataSet`, so the screen, the detail pane, commands and the chosen output treat them
/// as records of a file; the scopes and suggested tokens are the columns' distinct values.
public final class PostgresSearch: PagedSearchProvider, DescriptorWatchingSearchProvider {
    /// How many rows one page holds.
    public static let pageSize = 200
    /// How many distinct values of the scope field become scopes, and of each token field
    /// suggested tokens.
    public static let distinctValueLimit = 500
    /// The most matching rows, by default, that are read at once and ranked by seek on a table
    /// paged by key (see ``countLimit``).
    public static let defaultCountLimit = 10_000
    /// How long typing must pause, by default, before a query is sent (milliseconds).
    public static let defaultDebounceMilliseconds = 60
    /// How long the counts of a query may run, by default, before they read "N+" (milliseconds:
    /// the count budget).
    public static let defaultCountTimeoutMilliseconds = 500
    /// How long the ranked page may run, by default, before the list stays in the table's order
    /// (milliseconds; see ``rankTimeoutMilliseconds``).
    public static let defaultRankTimeoutMilliseconds = 500

    /// The statements this search sends (internal, for tests that drive a worker of their own).
    let statements: TableStatements
    /// Internal for the statements run outside the screen (PostgresSearch+Statements).
    let worker: StatementWorker
    private let relay = ChangeRelay()
    /// The server's notices and warnings on every connection of this search, for the status line.
    public let notices: ServerNotices
    let dataSetContent: DataSetContent
    let tableRowCount: Int
    /// When counting the table ran over the count budget: it has more rows than this (and
    /// ``tableRowCount`` is this + 1); nil when ``tableRowCount`` is exact.
    let tableRowsAbove: Int?
    private var vocabulary: SearchVocabulary
    private var vocabularyChanged = true
    /// Reads the scopes and suggested tokens once the search starts (see ``VocabularyReader``).
    private let vocabularyReader: VocabularyReader
    /// Why the scopes and suggested tokens could not be read, for the status line.
    private var vocabularyFailure: String?
    private var hasRequested = false
    var results: Results?
    /// The table size once the first answer is shown; 0 before, so that the screen does not
    /// list rows that are not read yet.
    private var shownTotalCount = 0

    /// The size up to which the server ranks a table, and the most matches that are read at once
    /// and ranked by seek on a larger table (paged by key). Counts are not capped by it: they are
    /// exact within the count budget (``countTimeoutMilliseconds``).
    public let countLimit: Int

    /// Whether ``suggestions(for:results:)`` asks the server for suggestions (distinct
    /// token-field values and row texts starting with what is typed), for the combined pattern
    /// in which the full search waits for Enter. Off, suggestions complete words of the rows
    /// on screen, as for a file.
    public var suggestsFromServer = false

    /// How many statements were sent to the server since the search was made (the page, the
    /// counts, a next page and suggestions each count one).
    public var statementCount: Int { worker.runner.statementCount }

    /// Connects to `url`, reads the columns of `table` and resolves `roles` against them, and
    /// counts its rows — before the screen opens, so that a problem is one line on standard
    /// error. The scope and token values are read once the search starts, on a connection of
    /// their own (they reach the screen with a later update, see ``waitForVocabulary()``): on a
    /// large table each is a scan of every row, seconds the screen need not wait for.
    ///
    /// - Parameters:
    ///   - url: a `postgresql://` connection URL (libpq's), naming the database.
    ///   - table: the table or view to search.
    ///   - roles: the field roles the user chose; the rest are filled in from the columns.
    ///   - printedColumns: columns read with each row for the output (`--print`) though no role
    ///     names them; each must be a column of the table.
    ///   - readsEveryColumn: whether each row is read with every column the role may read, for
    ///     an output that writes whole rows (`--json`, as a file's records), not only those the
    ///     roles and `printedColumns` name.
    ///   - statementTimeoutMilliseconds: how long one statement may run before the server
    ///     stops it and the search says so.
    ///   - countLimit: the size up to which the server ranks the table, and the most matches read
    ///     at once and ranked by seek on a larger table.
    ///   - countTimeoutMilliseconds: the count budget: how long a query's counts (and the
    ///     table's size, once) may run before they read "N+" (the status line says so).
    ///   - debounceMilliseconds: how long typing must pause before a query is sent.
    ///   - rankTimeoutMilliseconds: how long the ranked page may run on a table larger than
    ///     `countLimit` before the list stays in the table's order.
    ///   - answerDeadlineMilliseconds: how long any statement may go unanswered before the
    ///     server is taken for stopped and the connection is made again (nil: the statement
    ///     timeout and a few seconds; 0: no limit; ``PostgresConnection/answerDeadlineMilliseconds``).
    ///   - passwordPrompt: asked for a password when the server wants one and none was given;
    ///     its answer is reused by every later connection (see ``PostgresConnection/promptedPassword``).
    ///   - queryOptions: how every query's terms are read (`-e`, `-i`, `+i`, `--literal`) in the
    ///     SQL and by seek's scorer, and how the scorer orders a page (`--tiebreak`), as for a file.
    /// - Throws: a ``DatabaseError`` (bad URL, refused connection, missing table or column).
    public init(url: String, table: String, roles: FieldRoleChoices = FieldRoleChoices(), printedColumns: [String] = [],
                readsEveryColumn: Bool = false,
                statementTimeoutMilliseconds: Int = PostgresConnection.statementTimeoutMilliseconds,
                countLimit: Int = PostgresSearch.defaultCountLimit,
                countTimeoutMilliseconds: Int = PostgresSearch.defaultCountTimeoutMilliseconds,
                debounceMilliseconds: Int = PostgresSearch.defaultDebounceMilliseconds,
                rankTimeoutMilliseconds: Int = PostgresSearch.defaultRankTimeoutMilliseconds,
                answerDeadlineMilliseconds: Int? = nil,
                passwordPrompt: PostgresConnection.PasswordPrompt? = nil,
                queryOptions: QueryOptions = QueryOptions()) throws(DatabaseError) {
        let relay = self.relay
        let notices = ServerNotices(whenNoticed: { relay.signal() })
        self.notices = notices
        let connection = try PostgresConnection(url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds, notices: notices,
                                                passwordPrompt: passwordPrompt, answerDeadlineMilliseconds: answerDeadlineMilliseconds)
        let password = connection.promptedPassword
        let description = try TableDescription.read(table: table, choices: roles, on: connection)
        if let missing = printedColumns.first(where: { !description.columns.contains($0) }) {
            throw DatabaseError("no field '\(missing)' in \(table) (fields: \(description.columns.joined(separator: ", ")))")
        }
        var statements = TableStatements(table: description, printedColumns: readsEveryColumn ? description.columns : printedColumns)
        statements.queryOptions = queryOptions
        self.countLimit = max(1, countLimit)
        // The table's size, exact within the count budget, else "more than" what was proven.
        let size = try BoundedCount.take(within: countTimeoutMilliseconds, statement: { statements.rowCount(limit: $0) },
                                         sum: BoundedCount.sumOfLastColumn) { statement, timeout throws(DatabaseError) in
            try connection.execute(statement.text, parameters: statement.parameters, timeoutMilliseconds: timeout).rows
        }
        tableRowCount = size.map { $0.total } ?? 1
        tableRowsAbove = size.map { $0.provenAbove } ?? 0
        statements.order = try Self.readOrder(of: description.tableName, on: connection)
        // Ranking costs a rank for every matching row: the server ranks only a table no larger
        // than a count may read (see `PageOrder`), and none unsorted (`--no-sort`): the rows
        // then come in key order, a file's input order.
        statements.order.ranksOnServer = tableRowCount <= self.countLimit && queryOptions.ranking.isSorted
        // A table not counted within the budget is larger than any page: the server ranks none.
        if tableRowsAbove != nil { statements.order.ranksOnServer = false }
        statements.exactRowCount = tableRowsAbove == nil ? tableRowCount : nil
        self.statements = statements
        vocabulary = SearchVocabulary(tokenFields: Set(description.roles.tokenFields))
        // The rows read keep what the screen and the output use (``TableStatements/pageRoles``),
        // stored without their column names (the positional form of a CSV row).
        let columns = statements.fetchedColumns
        var shown = DataSet(name: table, fieldNames: columns, records: RecordStore(columnNames: columns), roles: statements.pageRoles)
        // The chosen rows' JSON (`--json`) writes each value as its column's type means.
        shown.columnTypes = description.columnTypes
        dataSetContent = DataSetContent(dataSet: shown)
        dataSetContent.queryOptions = queryOptions
        vocabularyReader = VocabularyReader(statements: statements, connect: { () throws(DatabaseError) in
            try PostgresConnection(url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds, notices: notices,
                                   password: password, answerDeadlineMilliseconds: answerDeadlineMilliseconds)
        }, whenRead: { relay.signal() })
        worker = StatementWorker(connection: connection, statements: statements, pageSize: Self.pageSize, countLimit: self.countLimit,
                                 countTimeoutMilliseconds: countTimeoutMilliseconds, debounceMilliseconds: debounceMilliseconds,
                                 rankTimeoutMilliseconds: rankTimeoutMilliseconds,
                                 connect: { () throws(DatabaseError) in
                                     try PostgresConnection(url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds,
                                                            notices: notices, password: password,
                                                            answerDeadlineMilliseconds: answerDeadlineMilliseconds)
                                 },
                                 whenFinished: { relay.signal() })
    }

    /// Whether rows are ranked by trigram similarity (pg_trgm is installed in the database, and
    /// the table is small enough to be ranked: see ``ranksOnServer``).
    public var ranksBySimilarity: Bool { ranksOnServer && statements.order.similarityFunction != nil }

    /// Whether the server ranks the matching rows before sending a page: only when the table
    /// has at most ``countLimit`` rows. A larger table is paged in key order, so that a short
    /// query's page costs a page and not a rank for every matching row; seek's scorer ranks
    /// each page either way.
    public var ranksOnServer: Bool { statements.order.ranksOnServer }

    /// The key the pages are ordered by: the primary key's columns; empty when the table has
    /// none and pages are read by offset.
    public var keyColumns: [String] { statements.order.keyColumns }

    /// The rows read so far, in the order they arrived; the indexes of results and of chosen
    /// items are positions in it.
    public var dataSet: DataSet { dataSetContent.dataSet }

    /// The scopes, suggested tokens and token fields that the table's values give, as far as
    /// they are read: the token fields at once, the scopes and suggested tokens once the
    /// background read that ``start(whenChanged:)`` begins has finished.
    public var currentVocabulary: SearchVocabulary {
        takeVocabulary()
        return vocabulary
    }

    /// Waits until the scope and token values are read (starting to read them if the search
    /// has not started), and returns the vocabulary: for a caller that needs the scopes before
    /// anything is shown, such as a benchmark or a test.
    public func waitForVocabulary() -> SearchVocabulary {
        vocabularyReader.waitUntilRead()
        return currentVocabulary
    }

    /// Takes the background read's outcome into ``vocabulary`` once, when it is known.
    private func takeVocabulary() {
        switch vocabularyReader.takeOutcome() {
        case .read(let read)? where read != vocabulary:
            vocabulary = read
            vocabularyChanged = true
        case .failed(let reason)?:
            vocabularyFailure = reason
        default:
            break
        }
    }

    /// The table's columns, in order (every field a row of it may be printed by).
    public var columns: [String] { statements.table.columns }

    public var content: any BrowserContent { dataSetContent }

    public func start(whenChanged: @escaping @Sendable () -> Void) {
        relay.listen(whenChanged)
        vocabularyReader.start()
        // The screen starts with an empty query that nobody asks for: the first page, at once.
        if !hasRequested {
            hasRequested = true
            worker.request(MatchRequest(SearchQuery(), scopes: vocabulary.scopes), generation: 0, waits: false)
        }
        whenChanged()
    }

    /// From now on the caller's loop reads each first page's result as it arrives (see
    /// `StatementWorker.readsFirstPagesOnCaller()`): the counts and the rest stay on the worker.
    public func loopWatchesDescriptors() {
        worker.readsFirstPagesOnCaller()
    }

    /// The connection's socket while a first page read by the loop is under way.
    public var descriptorToWatch: Int32? { worker.descriptorToWatch }

    /// How many first pages the caller's loop read (for tests).
    var firstPagesReadByLoop: Int { worker.firstPagesReadOnCaller }

    /// How many first pages the caller's loop sent itself (for tests).
    var firstPagesSentByLoop: Int { worker.firstPagesSentOnCaller }

    /// Reads what arrived for the first page; a whole page comes with the next ``takeUpdate()``.
    public func descriptorTurnedReadable() {
        worker.readFirstPage()
    }

    public func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        // The notices of the query on screen: those before it are the earlier query's.
        notices.clear()
        let waits = hasRequested
        hasRequested = true
        worker.request(MatchRequest(query, scopes: scopes), generation: generation, waits: waits)
    }

    /// Reads the next page of `generation`'s results, unless it is being read or there is none.
    public func loadMoreResults(generation: Int) {
        guard var current = results, current.generation == generation, !current.isLoadingMore,
              let cursor = current.nextCursor else { return }
        current.isLoadingMore = true
        current.hasAskedForMore = true
        results = current
        worker.requestPage(after: cursor, of: current.request, generation: generation)
    }

    public func takeUpdate() -> SearchProviderUpdate {
        var snapshots: [MatchSnapshot] = []
        for answer in worker.takeAnswers() {
            if let snapshot = snapshot(answering: answer) { snapshots.append(snapshot) }
            shownTotalCount = tableRowCount
        }
        takeVocabulary()
        let update = SearchProviderUpdate(
            results: snapshots,
            totalCount: shownTotalCount,
            isBusy: worker.isBusy,
            vocabulary: vocabularyChanged ? vocabulary : nil,
            statusMessage: worker.message ?? Self.joined([vocabularyFailure, notices.note, results.flatMap(Self.note)]),
            suggestions: worker.takeSuggestions()
        )
        vocabularyChanged = false
        return update
    }

    /// Word completions of the rows on screen; with ``suggestsFromServer``, also asks the server
    /// for values and row texts starting with what is typed, which arrive with a later update.
    public func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        if suggestsFromServer { worker.requestSuggestions(for: query.text) }
        return WordCompletions.suggestions(for: query.text, results: results) {
            dataSetContent.text(ofItem: $0, fittingColumns: 1_024)
        }
    }

    public func stop() {
        relay.listen {}
        vocabularyReader.stop()
        worker.stop()
    }

    /// How long one count statement may run before it is left out (milliseconds).
    public var countTimeoutMilliseconds: Int { worker.runner.countTimeoutMilliseconds }

    /// How long the ranked page may run before the list stays in the table's order
    /// (milliseconds): on a table larger than ``countLimit`` the server must rank every
    /// matching row before it sends the best.
    public var rankTimeoutMilliseconds: Int { worker.runner.rankTimeoutMilliseconds }

    /// How long the statement of the latest first page taken by ``takeUpdate()`` ran, as libpq
    /// saw it: from libpq sending it to libpq holding the whole result (what psql's
    /// `\timing` measures), in milliseconds, with the generation it answered; nil before the
    /// first. The time from a key to its first page on screen minus this is seek's own part of
    /// that keystroke, measured in the same run and so free of the server's spread from one run
    /// of a statement to the next (`seek-pg-bench` reports it).
    public internal(set) var firstPageStatementTime: (generation: Int, milliseconds: Double)?

    /// Whether the latest results are listed best first by the server's rank: on a small table
    /// always (with text to rank), on a larger one once the ranked page came in time.
    public var showsServerRankOrder: Bool { results?.pagesAreRanked ?? false }
}

import Catalog
import Matching
import SearchModel
import SeekRuntime
import SeekScreen

/// The search provider over a PostgreSQL table (or view): each query becomes parameterised SQL
/// run on the server by a background worker, which answers with a page of rows and the count of
/// every scope, cancelling the statement of an older query when a newer one arrives.
///
/// The page is ranked by the server (shortest searched text first) and then ranked again with
/// seek's own scorer, so that order and highlights look as they do for a file. The rows read so
/// far are kept as a ``DataSet``, so the screen, the detail pane, commands and the chosen output
/// treat them as records of a file; the scopes and suggested tokens are the columns' distinct
/// values.
public final class PostgresSearch: SearchProvider {
    /// How many rows one page holds.
    public static let pageSize = 200
    /// How many distinct values of the scope field become scopes, and of each token field
    /// suggested tokens.
    public static let distinctValueLimit = 500

    private let statements: TableStatements
    private let worker: StatementWorker
    private let relay = ChangeRelay()
    private let dataSetContent: DataSetContent
    private let tableRowCount: Int
    private var vocabulary: SearchVocabulary
    private var vocabularyChanged = true
    private var hasRequested = false
    /// The table size once the first answer is shown; 0 before, so that the screen does not
    /// list rows that are not read yet.
    private var shownTotalCount = 0

    /// Connects to `url`, reads the columns of `table` and resolves `roles` against them, counts
    /// its rows and reads the scope and token values — all before the screen opens, so that a
    /// problem is one line on standard error.
    ///
    /// - Parameter statementTimeoutMilliseconds: how long one statement may run before the
    ///   server stops it and the search fails, saying so.
    /// - Throws: a ``DatabaseError`` (bad URL, refused connection, missing table or column).
    public init(url: String, table: String, roles: FieldRoleChoices = FieldRoleChoices(),
                statementTimeoutMilliseconds: Int = PostgresConnection.statementTimeoutMilliseconds) throws(DatabaseError) {
        let connection = try PostgresConnection(url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds)
        let description = try TableDescription.read(table: table, choices: roles, on: connection)
        let statements = TableStatements(table: description)
        self.statements = statements
        let count = statements.rowCount()
        tableRowCount = (try connection.execute(count.text).rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
        vocabulary = try Self.readVocabulary(statements, on: connection)
        dataSetContent = DataSetContent(dataSet: DataSet(name: table, fieldNames: statements.fetchedColumns, records: [], roles: description.roles))
        let relay = self.relay
        worker = StatementWorker(connection: connection, statements: statements, pageSize: Self.pageSize,
                                 whenFinished: { relay.signal() })
    }

    /// The rows read so far, in the order they arrived; the indexes of results and of chosen
    /// items are positions in it.
    public var dataSet: DataSet { dataSetContent.dataSet }

    /// The scopes, suggested tokens and token fields that the table's values give.
    public var currentVocabulary: SearchVocabulary { vocabulary }

    public var content: any BrowserContent { dataSetContent }

    public func start(whenChanged: @escaping @Sendable () -> Void) {
        relay.listen(whenChanged)
        // The screen starts with an empty query that nobody asks for: the first page.
        if !hasRequested {
            request(SearchQuery(), scopes: vocabulary.scopes, generation: 0)
        }
        whenChanged()
    }

    public func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        hasRequested = true
        worker.request(MatchRequest(query, scopes: scopes), generation: generation)
    }

    public func takeUpdate() -> SearchProviderUpdate {
        var results: [MatchSnapshot] = []
        if let answer = worker.takeAnswer() {
            results.append(snapshot(answering: answer))
            shownTotalCount = tableRowCount
        }
        let update = SearchProviderUpdate(
            results: results,
            totalCount: shownTotalCount,
            isBusy: worker.isBusy,
            failure: worker.failure?.description,
            vocabulary: vocabularyChanged ? vocabulary : nil
        )
        vocabularyChanged = false
        return update
    }

    public func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        WordCompletions.suggestions(for: query.text, results: results) {
            dataSetContent.text(ofItem: $0, fittingColumns: 1_024)
        }
    }

    public func stop() {
        relay.listen {}
        worker.stop()
    }

    public func commandItem(at index: Int) -> CommandContext.Item {
        let dataSet = self.dataSet
        guard index < dataSet.records.count else { return CommandContext.Item(text: "", index: index) }
        let record = dataSet.records[index]
        return CommandContext.Item(text: dataSet.items.text(at: index), index: index) { record[$0]?.displayText }
    }

    /// The SQL that creates the indexes that make this search's statements fast, for a person
    /// to run: seek itself never changes the database.
    public var indexStatements: [String] { statements.indexStatements() }

    /// Every row that matches `query` on the server, read on the calling thread (`--filter`).
    /// Nothing is ranked: `DataSetSearch.match` over the result ranks it as for a file.
    ///
    /// - Throws: a ``DatabaseError`` when the statement fails or times out.
    public func matchingDataSet(for query: SearchQuery) throws(DatabaseError) -> DataSet {
        let page = statements.page(for: MatchRequest(query), limit: nil)
        let rows = try worker.withConnection { connection throws(DatabaseError) in
            try connection.execute(page.text, parameters: page.parameters).rows
        }
        return DataSet(name: dataSet.name, fieldNames: statements.fetchedColumns, records: rows.map(record(from:)),
                       roles: statements.table.roles)
    }

    /// The statement of the page for `query` (for tests that ask the planner about it).
    func pageStatement(for query: SearchQuery) -> SQLStatement {
        statements.page(for: MatchRequest(query), limit: Self.pageSize)
    }

    /// The snapshot an answer makes: its rows appended to the data set, ranked by seek's scorer
    /// (the rows that scorer does not match are left out), with the server's counts.
    private func snapshot(answering answer: StatementWorker.Answer) -> MatchSnapshot {
        var grown = dataSet
        let base = grown.items.count
        let records = answer.rows.map(record(from:))
        grown.append(records: records)
        dataSetContent.update(grown)
        let page = DataSet(name: grown.name, fieldNames: statements.fetchedColumns, records: records, roles: statements.table.roles)
        var matches: [MatchSnapshot.Match] = []
        DataSetSearch.match(SearchQuery(text: answer.request.text), in: page).matches.forEachBestFirst { match in
            matches.append(MatchSnapshot.Match(index: base + match.index, score: match.score))
        }
        let total = answer.countsByScope.values.reduce(0, +)
        let scopeCounts = answer.request.scopesToCount.map { filter in
            filter.map { answer.countsByScope[$0.value.lowercased()] ?? 0 } ?? total
        }
        return MatchSnapshot(generation: answer.generation, request: answer.request, matches: matches,
                             totalCount: tableRowCount, scopeCounts: scopeCounts.isEmpty ? nil : scopeCounts)
    }

    /// A row as a record of the fetched columns; NULL is a null value.
    private func record(from row: [String?]) -> Record {
        Record(fields: zip(statements.fetchedColumns, row).map { name, value in (name, value.map(FieldValue.text) ?? .null) })
    }

    /// The scope bar's scopes ("All" and each value of the scope field) and a suggested token
    /// for each value of each token field.
    private static func readVocabulary(_ statements: TableStatements, on connection: PostgresConnection) throws(DatabaseError) -> SearchVocabulary {
        let roles = statements.table.roles
        var vocabulary = SearchVocabulary(tokenFields: Set(roles.tokenFields))
        if let scopeField = roles.scopeField {
            let values = try distinctValues(of: scopeField, statements, on: connection)
            if !values.isEmpty {
                vocabulary.scopes = [SearchScope("All")] + values.map { SearchScope($0, filter: SearchToken(field: scopeField, value: $0)) }
            }
        }
        for field in roles.tokenFields {
            vocabulary.suggestedTokens += try distinctValues(of: field, statements, on: connection).map { SearchToken(field: field, value: $0) }
        }
        return vocabulary
    }

    private static func distinctValues(of column: String, _ statements: TableStatements, on connection: PostgresConnection) throws(DatabaseError) -> [String] {
        let statement = statements.distinctValues(of: column, limit: distinctValueLimit)
        return try connection.execute(statement.text, parameters: statement.parameters).rows.compactMap { $0.first ?? nil }
    }
}

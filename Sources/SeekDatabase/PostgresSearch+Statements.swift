import SeekCatalog
import SeekMatching
import SeekModel

/// The statements a caller runs or reads outside the screen's loop: every matching row for
/// `--filter`, the indexes to advise, and the SQL of a first page for a benchmark or a test that
/// times or plans it alone.
extension PostgresSearch {
    /// The SQL that creates the indexes that make this search's statements fast, for a person
    /// to run: seek itself never changes the database.
    public var indexStatements: [String] { statements.indexStatements() }

    /// Every row that matches `query` on the server, read on the calling thread (`--filter`).
    /// Nothing is ranked: `DataSetSearch.match` over the result ranks it as for a file.
    ///
    /// - Throws: a ``DatabaseError`` when the statement fails or times out.
    public func matchingDataSet(for query: SearchQuery) throws(DatabaseError) -> DataSet {
        let page = statements.page(for: MatchRequest(query), limit: nil)
        let columns = statements.fetchedColumns
        var matching = DataSet(name: dataSet.name, fieldNames: columns, records: RecordStore(columnNames: columns), roles: statements.table.roles)
        matching.columnTypes = statements.table.columnTypes
        try worker.withConnection { connection throws(DatabaseError) in
            try connection.execute(page.text, parameters: page.parameters, timeoutMilliseconds: connection.statementTimeoutMilliseconds) {
                matching.append(rowsOf: $0)
            }
        }
        return matching
    }

    /// The statements that answer `query`'s first page, as text and parameters, in the order they
    /// are sent: the page, the grouped count's first step, and, with a scope chosen, that scope's
    /// own count's first step, which follows only when the grouped count does not count every
    /// match within the budget (for a benchmark that times the same SQL alone; see `BoundedCount`
    /// for the steps after the first).
    public func firstPageStatements(for query: SearchQuery, scopes: [SearchScope]) -> [(text: String, parameters: [String])] {
        let request = MatchRequest(query, scopes: scopes)
        let limit = BoundedCount.firstLimit
        var sent = [statements.page(for: request, limit: Self.pageSize), statements.counts(for: request, limit: limit)]
        if let scope = request.scope { sent.append(statements.cappedCounts(for: request, scopes: [scope], limit: limit)) }
        return sent.map { ($0.text, $0.parameters) }
    }

    /// The statement of the page for `query` (for tests that ask the planner about it).
    func pageStatement(for query: SearchQuery) -> SQLStatement {
        statements.page(for: MatchRequest(query), limit: Self.pageSize)
    }
}

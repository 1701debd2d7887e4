import SeekCatalog
import SeekMatching

/// The statements a search of one table sends: a page of matching rows, the matching rows'
/// count per scope, the distinct values of a column, suggestions, and the table's size. Every value in them
/// is a parameter; every identifier is quoted.
struct TableStatements: Sendable {
    /// The table and its roles.
    let table: TableDescription
    /// How pages are ordered: rank, then key.
    var order: PageOrder
    /// How many rows the table holds, when they were counted exactly on connecting: a count's
    /// steps with a limit above it are skipped (see `BoundedCount`).
    var exactRowCount: Int?
    /// How the query's terms are read (`-e`, `-i`, `+i`, `--literal`) and seek's scorer ranks a
    /// page (`--tiebreak`), as for a file.
    var queryOptions = QueryOptions()

    /// The query `text` stands for under ``queryOptions``: the one parse every statement uses.
    func query(_ text: String) -> Query {
        Query(text, options: queryOptions)
    }

    /// The columns each row is read with: every column a role names, and the ones printed, in
    /// the table's order. Worked out once: every row of every page is stored by these names.
    let fetchedColumns: [String]

    /// The statements of `table`, ordered by `order`, reading `printedColumns` with each row
    /// beside the columns the roles name (`--print FIELD` prints a column the screen need not show).
    init(table: TableDescription, order: PageOrder = PageOrder(), printedColumns: [String] = []) {
        self.table = table
        self.order = order
        let roles = table.roles
        var named = Set(roles.display.fieldNames + roles.tokenFields + roles.detailFields + (roles.searchFields ?? []) + printedColumns)
        if let scopeField = roles.scopeField { named.insert(scopeField) }
        fetchedColumns = table.columns.filter(named.contains)
        pageRoles = FieldRoles(display: roles.display, detailFields: roles.detailFields, searchFields: roles.searchFields)
        selectList = "SELECT " + (fetchedColumns.isEmpty ? "NULL" : fetchedColumns.map { SQLStatement.identifier($0) + "::text" }.joined(separator: ", "))
        var searched = SQLStatement()
        table.appendSearched(to: &searched)
        searchedText = searched.parameters.isEmpty ? searched.text : nil
    }

    /// The start of every page's statement, the fetched columns as text: written once, as every
    /// keystroke's page starts with it.
    private let selectList: String

    /// The text searched, as an expression, when it has no parameters (the row text's template
    /// has no text of its own): written once, as each term of each statement repeats it.
    private let searchedText: String?

    /// The roles the rows read are kept with: the row text, the detail fields and the searched
    /// text. Scopes and tokens are the server's (its distinct values and its `WHERE`), so none is
    /// indexed: appending a page then costs half as much.
    let pageRoles: FieldRoles

    /// The rows that match `request` (its text, conditions and scope), in the order of ``order``
    /// (see ``PageOrder``): at most `limit` of them starting after `cursor`; every matching row,
    /// unordered, when `limit` is nil (`--filter` ranks them itself).
    ///
    /// A limited page also selects, after ``fetchedColumns``, the rank (when the query has text)
    /// and the key columns: what ``cursor(after:previous:)`` reads to start the next page.
    /// With `ranked`, or after a ranked cursor, the page is ordered by the server's rank even on a
    /// table paged by key (see ``PageOrder/ranks(_:ranked:)``).
    func page(for request: MatchRequest, limit: Int?, after cursor: PageCursor? = nil, ranked: Bool = false) -> SQLStatement {
        var statement = SQLStatement()
        statement.append(selectList)
        let query = self.query(request.text)
        let ranks = limit != nil && order.ranks(query, ranked: ranked || cursor?.isRanked == true)
        if ranks {
            statement.append(", ")
            appendRank(of: query, to: &statement)
        }
        // Listed unsorted (`--no-sort`), every match comes in key order, a file's input order: the
        // key is selected to be sorted by position, as its name is the text column's of the list.
        let listsByKey = limit == nil && !queryOptions.ranking.isSorted && order.isKeyset
        if limit != nil || listsByKey {
            for key in order.keyColumns { statement.append(", " + SQLStatement.identifier(key)) }
        }
        statement.append(" FROM " + table.quotedName + " WHERE ")
        appendConditions(of: request, query: query, includingScope: true, to: &statement)
        guard let limit else {
            if listsByKey {
                let firstKey = max(1, fetchedColumns.count) + 1
                statement.append(" ORDER BY " + order.keyColumns.indices.map { String(firstKey + $0) }.joined(separator: ", "))
            }
            return statement
        }
        if let cursor, order.isKeyset {
            appendKeysetCondition(after: cursor, of: query, ranks: ranks, to: &statement)
        }
        // Positions in the select list: the rank, then the key (or, without a key, every column).
        let firstExtra = max(1, fetchedColumns.count) + 1
        var sortColumns = ranks ? [firstExtra] : []
        if order.isKeyset {
            sortColumns += order.keyColumns.indices.map { firstExtra + (ranks ? 1 : 0) + $0 }
        } else {
            sortColumns += fetchedColumns.indices.map { $0 + 1 }
        }
        if !sortColumns.isEmpty {
            statement.append(" ORDER BY " + sortColumns.map(String.init).joined(separator: ", "))
        }
        statement.append(" LIMIT \(limit)")
        if let cursor, !order.isKeyset, cursor.offset > 0 { statement.append(" OFFSET \(cursor.offset)") }
        return statement
    }

    /// Where the page after `rows` (a page read with ``page(for:limit:after:ranked:)``, `ranked`
    /// as it was read) starts.
    func cursor(after rows: PageRows, of request: MatchRequest, previous: PageCursor?, ranked: Bool = false) -> PageCursor? {
        guard let extras = rows.lastRowExtras else { return nil }
        let ranks = order.ranks(query(request.text), ranked: ranked || previous?.isRanked == true)
        return PageCursor(rank: ranks ? extras.first ?? nil : nil, key: Array(extras.dropFirst(ranks ? 1 : 0)),
                          offset: (previous?.offset ?? 0) + rows.count, isRanked: ranks)
    }

    /// How many rows match `request`'s text and conditions, grouped by the scope field's value
    /// (one group, valued NULL, when there is no scope field): the scope bar's counts and the
    /// total, from one statement — counting at most `limit` + 1 rows (every row when nil), so
    /// that a short query on a large table costs no more than a page. A sum above `limit` means
    /// the counts are partial (see `BoundedCount`).
    func counts(for request: MatchRequest, limit: Int?) -> SQLStatement {
        var statement = SQLStatement()
        let group = table.roles.scopeField.map(TableDescription.columnText) ?? "NULL::text"
        statement.append("SELECT \"seek group\", count(*) FROM (SELECT \(group) AS \"seek group\" FROM \(table.quotedName) WHERE ")
        appendConditions(of: request, includingScope: false, to: &statement)
        statement.append((limit.map { " LIMIT \($0 + 1)" } ?? "") + ") AS \"seek capped\" GROUP BY 1")
        return statement
    }

    /// One row: for each of `scopes` (nil for every row), how many rows match `request`'s text
    /// and conditions and that scope, counting at most `limit` + 1 of each (every one when nil) —
    /// the counts when the grouped count (``counts(for:limit:)``) stopped early.
    func cappedCounts(for request: MatchRequest, scopes: [FieldCondition?], limit: Int?) -> SQLStatement {
        var statement = SQLStatement()
        statement.append("SELECT ")
        for (position, scope) in scopes.enumerated() {
            if position > 0 { statement.append(", ") }
            statement.append("(SELECT count(*) FROM (SELECT 1 FROM \(table.quotedName) WHERE ")
            appendConditions(of: request, includingScope: false, to: &statement)
            if let scope {
                statement.append(" AND ")
                append(scope, to: &statement)
            }
            statement.append((limit.map { " LIMIT \($0 + 1)" } ?? "") + ") AS \"seek capped\")")
        }
        if scopes.isEmpty { statement.append("NULL") }
        return statement
    }

    /// Cheap suggestions for a query being typed: at most `limit` row texts that start with
    /// `text`, then at most `limit` distinct values of each token field that start with `word`
    /// (ignoring case). Each row is the field's name (NULL for a row text) and the value.
    func suggestions(forWord word: String, text: String, limit: Int) -> SQLStatement {
        var statement = SQLStatement()
        var parts = 0
        func startPart() {
            if parts > 0 { statement.append(" UNION ALL ") }
            parts += 1
        }
        if !text.isEmpty {
            startPart()
            statement.append("(SELECT DISTINCT NULL::text, ")
            table.appendDisplay(to: &statement)
            statement.append(" FROM \(table.quotedName) WHERE ltrim(")
            table.appendDisplay(to: &statement)
            statement.append(") ILIKE ")
            statement.append(value: SQLStatement.likeLiteral(text) + "%")
            statement.append(" LIMIT \(limit))")
        }
        if !word.isEmpty {
            for field in table.roles.tokenFields {
                let value = TableDescription.columnText(field)
                startPart()
                statement.append("(SELECT DISTINCT ")
                statement.append(value: field)
                statement.append(", \(value) FROM \(table.quotedName) WHERE \(value) ILIKE ")
                statement.append(value: SQLStatement.likeLiteral(word) + "%")
                statement.append(" LIMIT \(limit))")
            }
        }
        if parts == 0 { statement.append("SELECT NULL::text, NULL::text WHERE FALSE") }
        return statement
    }

    /// At most `limit` distinct non-empty values of `column`, in order.
    func distinctValues(of column: String, limit: Int) -> SQLStatement {
        var statement = SQLStatement()
        let value = TableDescription.columnText(column)
        statement.append("SELECT DISTINCT \(value) FROM \(table.quotedName) WHERE \(value) <> '' ORDER BY 1 LIMIT \(limit)")
        return statement
    }

    /// The statements that create the indexes these queries can use: a trigram index on the
    /// searched text (for every `LIKE` and `ILIKE` with a pattern of three or more characters)
    /// and a plain index on each scope and token field's lowercased value.
    func indexStatements() -> [String] {
        var searched = SQLStatement()
        searched.inlinesValues = true
        table.appendSearched(to: &searched)
        var statements = [
            "CREATE EXTENSION IF NOT EXISTS pg_trgm;",
            "CREATE INDEX ON \(table.quotedName) USING gin (\(searched.text) gin_trgm_ops);",
        ]
        let roles = table.roles
        for field in (roles.scopeField.map { [$0] } ?? []) + roles.tokenFields {
            statements.append("CREATE INDEX ON \(table.quotedName) (lower(\(TableDescription.columnText(field))));")
        }
        return statements
    }

    /// The number of rows in the table, counting at most `limit` + 1 of them (all when nil).
    func rowCount(limit: Int?) -> SQLStatement {
        var statement = SQLStatement()
        statement.append("SELECT count(*) FROM (SELECT 1 FROM \(table.quotedName)" + (limit.map { " LIMIT \($0 + 1)" } ?? "") + ") AS \"seek capped\"")
        return statement
    }

    /// Appends the rank of a row for `query`, smaller first, as float8: minus the trigram
    /// similarity of the searched text to the query's terms when pg_trgm is installed, else the
    /// searched text's length.
    private func appendRank(of query: Query, to statement: inout SQLStatement) {
        let terms = rankedTerms(of: query)
        if let similarity = order.similarityFunction, !terms.isEmpty {
            statement.append("(-\(similarity)(")
            appendSearched(to: &statement)
            statement.append(", ")
            statement.append(value: terms.joined(separator: " "))
            statement.append("))::float8")
        } else {
            statement.append("length(")
            appendSearched(to: &statement)
            statement.append(")::float8")
        }
    }

    /// The terms a row's trigram similarity is measured against: the query's, but those negated.
    func rankedTerms(of query: Query) -> [String] {
        query.clauses.joined().filter { !$0.isNegated && !$0.pattern.unicodeScalars.contains("\0") }.map(\.pattern)
    }

    /// ` AND (rank, key…) > ($rank, $key…)`: the rows after the cursor's, in the page order.
    private func appendKeysetCondition(after cursor: PageCursor, of query: Query, ranks: Bool, to statement: inout SQLStatement) {
        statement.append(" AND (")
        if ranks {
            appendRank(of: query, to: &statement)
            statement.append(", ")
        }
        statement.append(order.keyColumns.map(SQLStatement.identifier).joined(separator: ", "))
        statement.append(") > (")
        if ranks {
            statement.append(value: cursor.rank ?? "0")
            statement.append("::float8, ")
        }
        for (position, value) in cursor.key.enumerated() {
            if position > 0 { statement.append(", ") }
            if let value { statement.append(untypedValue: value) } else { statement.append("NULL") }
        }
        statement.append(")")
    }

    /// Appends the text searched (see ``TableDescription/appendSearched(to:)``), written once
    /// when it has no parameters.
    private func appendSearched(to statement: inout SQLStatement) {
        if let searchedText { statement.append(searchedText) } else { table.appendSearched(to: &statement) }
    }

    /// The text condition, then each token's, then the scope's, joined with AND.
    func appendConditions(of request: MatchRequest, query: Query? = nil, includingScope: Bool, to statement: inout SQLStatement) {
        QueryTranslation.appendCondition(for: query ?? self.query(request.text), to: &statement) { appendSearched(to: &$0) }
        for condition in request.conditions {
            statement.append(" AND ")
            append(condition, to: &statement)
        }
        if includingScope, let scope = request.scope {
            statement.append(" AND ")
            append(scope, to: &statement)
        }
    }

    /// A `field:value` condition: the column's value equals the value, ignoring case, as
    /// SeekMatching's conditions compare them; a field that is no column holds for no row.
    func append(_ condition: FieldCondition, to statement: inout SQLStatement) {
        guard let column = table.column(named: condition.field), !condition.value.unicodeScalars.contains("\0") else {
            statement.append("FALSE")
            return
        }
        statement.append("lower(\(TableDescription.columnText(column))) = lower(")
        statement.append(value: condition.value)
        statement.append(")")
    }
}

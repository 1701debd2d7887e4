import Catalog
import Matching

/// The statements a search of one table sends: a page of matching rows, the matching rows'
/// count per scope, the distinct values of a column, and the table's size. Every value in them
/// is a parameter; every identifier is quoted.
struct TableStatements: Sendable {
    /// The table and its roles.
    let table: TableDescription

    /// The columns each row is read with: every column a role names, in the table's order.
    var fetchedColumns: [String] {
        let roles = table.roles
        var named = Set(roles.display.fieldNames + roles.tokenFields + roles.detailFields + (roles.searchFields ?? []))
        if let scopeField = roles.scopeField { named.insert(scopeField) }
        return table.columns.filter(named.contains)
    }

    /// The rows that match `request` (its text, conditions and scope): at most `limit` of them
    /// (all when nil), shortest searched text first when there is text to rank, else in the
    /// table's order.
    func page(for request: MatchRequest, limit: Int?) -> SQLStatement {
        var statement = SQLStatement()
        let columns = fetchedColumns.map { SQLStatement.identifier($0) + "::text" }
        statement.append("SELECT " + (columns.isEmpty ? "NULL" : columns.joined(separator: ", ")) + " FROM " + table.quotedName + " WHERE ")
        appendConditions(of: request, includingScope: true, to: &statement)
        if !Query(request.text).isEmpty {
            statement.append(" ORDER BY length(")
            table.appendSearched(to: &statement)
            statement.append(")")
        }
        if let limit { statement.append(" LIMIT \(limit)") }
        return statement
    }

    /// How many rows match `request`'s text and conditions, grouped by the scope field's value
    /// (one group, valued NULL, when there is no scope field): the scope bar's counts and the
    /// total, from one statement.
    func counts(for request: MatchRequest) -> SQLStatement {
        var statement = SQLStatement()
        let group = table.roles.scopeField.map(TableDescription.columnText) ?? "NULL::text"
        statement.append("SELECT \(group), count(*) FROM \(table.quotedName) WHERE ")
        appendConditions(of: request, includingScope: false, to: &statement)
        statement.append(" GROUP BY 1")
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

    /// The number of rows in the table.
    func rowCount() -> SQLStatement {
        var statement = SQLStatement()
        statement.append("SELECT count(*) FROM \(table.quotedName)")
        return statement
    }

    /// The text condition, then each token's, then the scope's, joined with AND.
    private func appendConditions(of request: MatchRequest, includingScope: Bool, to statement: inout SQLStatement) {
        QueryTranslation.appendCondition(for: Query(request.text), to: &statement) { table.appendSearched(to: &$0) }
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
    /// Matching's conditions compare them; a field that is no column holds for no row.
    private func append(_ condition: FieldCondition, to statement: inout SQLStatement) {
        guard let column = table.column(named: condition.field), !condition.value.unicodeScalars.contains("\0") else {
            statement.append("FALSE")
            return
        }
        statement.append("lower(\(TableDescription.columnText(column))) = lower(")
        statement.append(value: condition.value)
        statement.append(")")
    }
}

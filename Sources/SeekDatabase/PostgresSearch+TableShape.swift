import SeekModel
import SeekRuntime

/// What a search learns from the server about its table when it connects: how pages are ordered
/// (the primary key, and pg_trgm's similarity when installed) and the scopes and suggested tokens
/// the scope and token fields hold. Read once, by the statements here, before the first page.
extension PostgresSearch {
    /// How the table's pages are ordered: its primary key, and pg_trgm's similarity when the
    /// extension is installed.
    static func readOrder(of table: String, on connection: PostgresConnection) throws(DatabaseError) -> PageOrder {
        var order = PageOrder()
        var keys = SQLStatement()
        keys.append("""
            SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) \
            WHERE i.indisprimary AND i.indrelid = to_regclass(
            """)
        keys.append(value: SQLStatement.tableName(table))
        keys.append(") ORDER BY array_position(i.indkey::int2[], a.attnum)")
        order.keyColumns = try connection.execute(keys.text, parameters: keys.parameters).rows.compactMap { $0.first ?? nil }
        let schema = try connection.execute("""
            SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'
            """).rows.first?.first ?? nil
        order.similarityFunction = schema.map { SQLStatement.identifier($0) + ".similarity" }
        return order
    }

    /// The scope bar's scopes ("All" and each value of the scope field) and a suggested token
    /// for each value of each token field.
    static func readVocabulary(_ statements: TableStatements, on connection: PostgresConnection) throws(DatabaseError) -> SearchVocabulary {
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

    /// The distinct values of `column`, at most ``distinctValueLimit`` of them.
    private static func distinctValues(of column: String, _ statements: TableStatements, on connection: PostgresConnection) throws(DatabaseError) -> [String] {
        let statement = statements.distinctValues(of: column, limit: distinctValueLimit)
        return try connection.execute(statement.text, parameters: statement.parameters).rows.compactMap { $0.first ?? nil }
    }
}

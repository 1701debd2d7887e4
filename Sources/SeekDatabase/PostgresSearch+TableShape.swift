import SeekModel
import SeekProviders

/// What a search learns from the server about its table when it connects: how pages are ordered
/// (the primary key, and pg_trgm's similarity when installed). Read once, before the first page;
/// the scopes and suggested tokens are read later, in the background (``VocabularyReader``).
extension PostgresSearch {
    /// How the table's pages are ordered: its primary key (when the role may read every column
    /// of it; else pages go by offset), and pg_trgm's similarity when the extension is installed.
    static func readOrder(of table: TableName, on connection: PostgresConnection) throws(DatabaseError) -> PageOrder {
        var order = PageOrder()
        var keys = SQLStatement()
        keys.append("""
            SELECT a.attname, has_column_privilege(a.attrelid, a.attnum, 'SELECT') FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) \
            WHERE i.indisprimary AND i.indrelid = to_regclass(
            """)
        keys.append(value: table.quoted)
        keys.append(") ORDER BY array_position(i.indkey::int2[], a.attnum)")
        let keyRows = try connection.execute(keys.text, parameters: keys.parameters).rows
        order.keyColumns = keyRows.allSatisfy { $0.count == 2 && $0[1] == "t" } ? keyRows.compactMap { $0[0] } : []
        let schema = try connection.execute("""
            SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'
            """).rows.first?.first ?? nil
        order.similarityFunction = schema.map { SQLStatement.identifier($0) + ".similarity" }
        return order
    }

    /// The columns the query is matched against (`--search-fields`, else those the row text
    /// shows), for the screen to say what is searched.
    public var searchedColumns: [String] { statements.table.searchedColumns }
}

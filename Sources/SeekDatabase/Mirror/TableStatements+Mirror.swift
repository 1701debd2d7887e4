import SeekCatalog

/// The statements a local mirror of the table sends (see ``TableMirror``): the planner's row count,
/// what the rows would cost in memory, and the rows themselves. Both are plain `SELECT`s, so the mirror needs
/// no statement kind the search does not already send.
extension TableStatements {
    /// One row: how many rows the table has, and the bytes of the ``fetchedColumns``' text in
    /// all of them (NULL counting nothing), the measure a mirror's memory budget is held to.
    func mirrorSize() -> SQLStatement {
        var statement = SQLStatement()
        let bytes = fetchedColumns.isEmpty ? "0"
            : fetchedColumns.map { "coalesce(octet_length(\(SQLStatement.identifier($0))::text), 0)" }.joined(separator: " + ")
        statement.append("SELECT count(*)::int8, coalesce(sum(\(bytes)), 0)::int8 FROM \(table.quotedName)")
        return statement
    }

    /// One row: the planner's count of the table's rows (`pg_class.reltuples`), -1 when it has
    /// none (a view, a table never analysed or vacuumed). Read before ``mirrorSize()``, which
    /// reads the whole table, so that a table plainly over the budget is not read at all.
    func plannedRowCount() -> SQLStatement {
        var statement = SQLStatement()
        statement.append("SELECT coalesce((SELECT reltuples::float8 FROM pg_class WHERE oid = to_regclass(")
        statement.append(value: table.quotedName)
        statement.append(")), -1)")
        return statement
    }

    /// Every row's ``fetchedColumns`` as text: the rows a mirror holds, in the primary key's
    /// order when there is one (ties in rank fall to the earlier row, as in a file, so the
    /// order must not change from one read to the next), else as the server reads them.
    func mirrorRows() -> SQLStatement {
        var statement = SQLStatement()
        let columns = fetchedColumns.isEmpty ? "NULL" : fetchedColumns.map { SQLStatement.identifier($0) + "::text" }.joined(separator: ", ")
        statement.append("SELECT \(columns) FROM \(table.quotedName)")
        if !order.keyColumns.isEmpty {
            // Qualified: a bare name would sort by the selected column of that name, its text
            // ("10" before "2").
            statement.append(" ORDER BY " + order.keyColumns.map { table.quotedName + "." + SQLStatement.identifier($0) }.joined(separator: ", "))
        }
        return statement
    }
}

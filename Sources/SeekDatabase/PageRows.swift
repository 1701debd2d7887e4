import SeekCatalog

/// The rows of one page as the worker read them: stored as records of the fetched columns
/// straight from libpq's bytes, on the worker's thread, so that the screen's thread only appends
/// them; and the last row's values after those columns (its rank and key), where the next page
/// starts.
struct PageRows: Sendable {
    /// The rows, as records of the fetched columns.
    var records = RecordStore()
    /// The last row's values after the fetched columns (the rank, then the key); nil without rows.
    var lastRowExtras: [String?]?

    /// How many rows the page holds.
    var count: Int { records.count }

    /// No rows (the answer of a count).
    init() {}

    /// The rows of `result`, whose first columns are `columns` (see
    /// ``TableStatements/page(for:limit:after:ranked:)``).
    init(_ result: PostgresResult, columns: [String]) {
        records = RecordStore(columnNames: columns)
        var values: [UnsafeBufferPointer<UInt8>] = []
        values.reserveCapacity(columns.count)
        for row in 0..<result.rowCount {
            // A table's row of texts is stored from the bytes as they are; a NULL (no text) makes
            // a record with a null value, and the store names its fields from then on.
            if records.columnNames.isEmpty || columns.indices.contains(where: { result.isNull(row: row, column: $0) }) {
                let texts = result.texts(ofRow: row)
                records.append(Record(fields: zip(columns, texts).map { name, value in (name, value.map(FieldValue.text) ?? .null) }))
            } else {
                values.removeAll(keepingCapacity: true)
                for column in columns.indices { values.append(result.bytes(row: row, column: column)) }
                records.append(row: values)
            }
        }
        if result.rowCount > 0 {
            // Without fetched columns the statement selects one NULL in their place.
            lastRowExtras = Array(result.texts(ofRow: result.rowCount - 1).dropFirst(max(1, columns.count)))
        }
    }
}

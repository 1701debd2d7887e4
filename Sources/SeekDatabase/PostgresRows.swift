import CLibpq

/// The rows a statement returned, copied out of libpq's result: column names, and each value as
/// text (nil for NULL).
public struct PostgresRows: Sendable, Equatable {
    /// The column names, in order.
    public var columnNames: [String]
    /// The rows, each with one value per column.
    public var rows: [[String?]]

    /// Copies `result`, which the caller still owns.
    init(_ result: OpaquePointer) {
        let columnCount = PQnfields(result)
        let rowCount = PQntuples(result)
        columnNames = (0..<columnCount).map { String(cString: PQfname(result, $0)) }
        rows = (0..<rowCount).map { row in
            (0..<columnCount).map { column in
                PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
            }
        }
    }
}

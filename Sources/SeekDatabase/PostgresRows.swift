import Glibc
import CLibpq

/// The rows a statement returned, copied out of libpq's result: column names, and each value as
/// text (nil for NULL).
public struct PostgresRows: Sendable, Equatable {
    /// The column names, in order.
    public var columnNames: [String]
    /// The rows, each with one value per column.
    public var rows: [[String?]]

    /// Copies `result`, which the caller still owns.
    init(_ result: PostgresResult) {
        columnNames = (0..<result.columnCount).map(result.columnName)
        rows = (0..<result.rowCount).map(result.texts(ofRow:))
    }
}

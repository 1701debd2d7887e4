import Glibc
import CLibpq

/// A statement's result while libpq holds it (valid only during the call it is handed to): the
/// values read in place, as text.
struct PostgresResult {
    private let result: OpaquePointer

    /// Wraps `result`, which the caller owns and clears.
    init(_ result: OpaquePointer) {
        self.result = result
    }

    /// How many rows it has.
    var rowCount: Int { Int(PQntuples(result)) }
    /// How many columns each row has.
    var columnCount: Int { Int(PQnfields(result)) }

    /// The name of column `column`.
    func columnName(_ column: Int) -> String {
        String(cString: PQfname(result, Int32(column)))
    }

    /// Whether the value of `column` in `row` is NULL.
    func isNull(row: Int, column: Int) -> Bool {
        PQgetisnull(result, Int32(row), Int32(column)) == 1
    }

    /// The bytes of the value of `column` in `row` (empty for NULL), which live as long as the result.
    func bytes(row: Int, column: Int) -> UnsafeBufferPointer<UInt8> {
        // A text value ends with a NUL and holds none (PostgreSQL's text cannot).
        guard let value = PQgetvalue(result, Int32(row), Int32(column)) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let length = strlen(value)
        return UnsafeRawPointer(value).withMemoryRebound(to: UInt8.self, capacity: length) { UnsafeBufferPointer(start: $0, count: length) }
    }

    /// The values of `row`, each as text or nil for NULL.
    func texts(ofRow row: Int) -> [String?] {
        (0..<columnCount).map { column in
            isNull(row: row, column: column) ? nil : String(cString: PQgetvalue(result, Int32(row), Int32(column)))
        }
    }
}

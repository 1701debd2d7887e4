/// Rows of a table whose values are texts or null, read where a client of the table holds them
/// (a database's result): what ``DataSet/append(rowsOf:)`` stores without making a `Record` or
/// a `String` of every value first.
public protocol TextTableRows {
    /// How many rows there are.
    var rowCount: Int { get }

    /// The UTF-8 bytes of the value in `row` and `column`, valid while the rows live; nil for a
    /// null value.
    func text(row: Int, column: Int) -> UnsafeBufferPointer<UInt8>?
}

/// A record as a ``RecordStore`` holds it, read where it lies while the store takes it in:
/// its field names and single values are decoded on demand, without building a ``Record``.
///
/// It points into storage that is valid only during the call it is given to, so it must not be
/// kept.
struct StoredRecord {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The store's column names; empty for a record that names its fields.
    let columnNames: [String]

    /// The value of the first field called `name`, if any.
    func value(of name: String) -> FieldValue? {
        var decoder = RecordDecoder(bytes, columnNames: columnNames, shownRow: nil)
        return decoder.value(of: name)
    }

    /// The record's field names, in order.
    func fieldNames() -> [String] {
        var decoder = RecordDecoder(bytes, columnNames: columnNames, shownRow: nil)
        return decoder.fieldNames()
    }
}

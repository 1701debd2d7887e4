/// Every item's search fields as UTF-8 in one buffer, item after item and field after field, so
/// that a query reads each field in place: no string, array or decoding per item while matching
/// tens of thousands of them. ``FieldQuery`` reads it.
public struct SearchFieldTable: Sendable {
    /// How many fields each item has.
    public let fieldCount: Int
    /// How many items the table holds.
    public let itemCount: Int
    private let bytes: [UInt8]
    /// Where each field ends in `bytes`, at `item * fieldCount + field`; it starts where the one
    /// before it ends.
    private let ends: [Int]

    /// The fields of each item in `items`, each item with `fieldCount` of them.
    public init(fieldCount: Int, items: [[String]]) {
        precondition(items.allSatisfy { $0.count == fieldCount }, "every item has one text per search field")
        self.fieldCount = fieldCount
        itemCount = items.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { total, fields in fields.reduce(total) { $0 + $1.utf8.count } })
        var ends: [Int] = []
        ends.reserveCapacity(items.count * fieldCount)
        for fields in items {
            for field in fields {
                bytes.append(contentsOf: field.utf8)
                ends.append(bytes.count)
            }
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Calls `body` with a view of the table that reads fields without copying them.
    public func withFields<Result>(_ body: (Fields) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                body(Fields(bytes: bytes, ends: ends, fieldCount: fieldCount))
            }
        }
    }

    /// The table's fields, valid only inside ``SearchFieldTable/withFields(_:)``.
    public struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<Int>
        public let fieldCount: Int

        /// The UTF-8 of `field` of item `item`.
        @inline(__always)
        public func text(ofField field: Int, item: Int) -> UnsafeBufferPointer<UInt8> {
            let slot = item * fieldCount + field
            let start = slot == 0 ? 0 : ends[slot - 1]
            return UnsafeBufferPointer(rebasing: bytes[start..<ends[slot]])
        }
    }
}

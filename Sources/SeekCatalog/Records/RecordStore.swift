import SeekMatching

/// The records of a data set, kept as compactly as plain lines: each record is encoded into a
/// few bytes more than its values (`RecordEncoding`) and the encodings sit end to end in the
/// chunks of an `ItemStore` (from SeekMatching), instead of an array of fields and a `String` per value.
///
/// A record is decoded when it is asked for, so reading one costs its size, and keeping a million
/// costs their bytes plus about five each. The store is a value whose full chunks a copy shares,
/// so a snapshot of a growing data set costs little.
///
/// The values of a CSV row are stored without their names, which are the store's
/// ``columnNames`` (the header); a JSON record keeps its own names and its nesting. In a data
/// set's store, a value that is its item's row shown (the display field's) is not stored twice:
/// the store shares the data set's rows shown and reads such a value back from there, and a
/// table of one column whose values are all their rows stores no bytes at all for them.
public struct RecordStore: Sendable, RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The names of the columns of a table (a CSV header), which every record has, in this
    /// order; empty for records that name their own fields.
    public private(set) var columnNames: [String]
    /// The encoded records after the leading ones that are only their rows shown, one per item.
    var encoded = ItemStore()
    /// How many records come before those of ``encoded`` without an encoding: in a table of one
    /// column, the leading records whose value is the row shown.
    var leadingShownRecordCount = 0
    /// One row shown per record, for a data set's store (see ``append(moving:elidingValueOf:rowShown:)``);
    /// empty for a reader's.
    var shownRows = ItemStore()
    /// The bytes of the record being encoded, kept to reuse their capacity.
    private var scratch: [UInt8] = []

    /// An empty store; records with exactly the fields `columnNames`, in that order and all
    /// texts, will be stored without their names.
    public init(columnNames: [String] = []) {
        self.columnNames = columnNames
    }

    /// A store holding `records` in order.
    public init<Records: Sequence<Record>>(_ records: Records) {
        self.init()
        for record in records { append(record) }
    }

    /// A store holding the records listed, in order.
    public init(arrayLiteral records: Record...) {
        self.init(records)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { leadingShownRecordCount + encoded.count }

    /// Record `index`, decoded.
    ///
    /// - Complexity: O(size of the record).
    public subscript(index: Int) -> Record {
        withDecoder(at: index) { $0.record() }
    }

    /// The value of record `index`'s field called `name`, decoding only that value.
    public func value(at index: Int, field name: String) -> FieldValue? {
        withDecoder(at: index) { $0.value(of: name) }
    }

    /// Record `index`'s field names in order, without decoding its values.
    public func fieldNames(at index: Int) -> [String] {
        withDecoder(at: index) { $0.fieldNames() }
    }

    /// Calls `body` with a decoder at the start of record `index`.
    @inline(__always)
    private func withDecoder<Result>(at index: Int, _ body: (inout RecordDecoder) -> Result) -> Result {
        precondition(index >= 0, "record index out of range")
        let shownRow = index < shownRows.count ? RecordDecoder.ShownRow(rows: shownRows, index: index) : nil
        guard index >= leadingShownRecordCount else {
            // A record stored as nothing is its one value, the row shown.
            return withUnsafeBytes(of: RecordEncoding.shownPositionalValue) { raw in
                var decoder = RecordDecoder(raw.assumingMemoryBound(to: UInt8.self), columnNames: columnNames, shownRow: shownRow)
                return body(&decoder)
            }
        }
        return encoded.withBytes(at: index - leadingShownRecordCount) { bytes in
            var decoder = RecordDecoder(bytes, columnNames: columnNames, shownRow: shownRow)
            return body(&decoder)
        }
    }

    /// Adds `record` at the end.
    ///
    /// A record that is not a row of this table (other fields, or values that are not texts)
    /// turns a table's store into one whose records name their fields, once.
    public mutating func append(_ record: Record) {
        if !columnNames.isEmpty && !fitsColumns(record) {
            nameEveryField()
        }
        scratch.removeAll(keepingCapacity: true)
        Self.encode(record, columnNames: columnNames, into: &scratch)
        encoded.append(bytes: scratch)
    }

    /// Adds a record that a reader encoded itself in this store's form (see ``RecordEncoding``).
    mutating func append(encoded record: [UInt8]) {
        precondition(leadingShownRecordCount == 0 && shownRows.isEmpty, "a reader's store has no rows shown")
        encoded.append(bytes: record)
    }

    /// Adds every record of `other` at the end.
    ///
    /// - Complexity: O(size of `other`) at most: when both stores have the same form (or this
    ///   one is empty and takes `other`'s), large chunks of `other` are shared, not copied, and
    ///   the records of small ones copied as they are encoded; otherwise each record is decoded
    ///   and encoded again.
    public mutating func append(contentsOf other: RecordStore) {
        if isEmpty && shownRows.isEmpty {
            self = other  // shares the chunks
            return
        }
        guard columnNames == other.columnNames, other.leadingShownRecordCount == 0, other.shownRows.isEmpty else {
            for record in other { append(record) }
            return
        }
        for chunk in other.encoded.chunks {
            if chunk.bytes.count >= ItemStore.preferredChunkByteCount / 16 {
                encoded.append(Self.trimmed(chunk))
            } else {
                for offset in 0..<chunk.count { encoded.append(bytes: chunk.bytes[chunk.range(of: offset)]) }
            }
        }
    }

    /// Moves the records of `other` to the end of this store together with the row shown for
    /// each, which `rowShown` makes from the record; a record's value of the field
    /// `shownField` whose bytes are exactly its row's is stored as a reference to the row.
    ///
    /// Each chunk of `other` is let go as soon as its records are in, and a large one is
    /// replaced by one chunk allocated once at its size (a record never grows), so that moving a
    /// large store costs about one chunk more than the records, not twice their size.
    ///
    /// - Precondition: every record here has its row shown (records are added only this way).
    mutating func append(
        moving other: consuming RecordStore,
        elidingValueOf shownField: String?,
        rowShown: (StoredRecord) -> String
    ) {
        precondition(shownRows.count == count, "every record of a data set has its row shown")
        if isEmpty { columnNames = other.columnNames }
        var bytes: [UInt8] = []
        var shownColumn: Int? { shownField.flatMap { columnNames.firstIndex(of: $0) } }
        guard columnNames == other.columnNames, other.leadingShownRecordCount == 0, other.shownRows.isEmpty else {
            // A store of another form: its records are encoded again in this one's.
            var record: [UInt8] = []
            for decoded in other {
                if !columnNames.isEmpty && !fitsColumns(decoded) { nameEveryField() }
                record.removeAll(keepingCapacity: true)
                Self.encode(decoded, columnNames: columnNames, into: &record)
                bytes.removeAll(keepingCapacity: true)
                let column = shownColumn
                let isStored = record.withUnsafeBufferPointer {
                    encode($0, eliding: shownField, at: column, rowShown: rowShown, isFirstStored: encoded.isEmpty, into: &bytes)
                }
                if isStored { encoded.append(bytes: bytes) }
            }
            return
        }
        var chunks = other.encoded.chunks
        other = RecordStore()  // the chunks are now held once, here
        let column = shownColumn
        for index in chunks.indices {
            let chunk = chunks[index]
            chunks[index] = ItemChunk()
            let isLarge = chunk.bytes.count >= ItemStore.preferredChunkByteCount / 16
            var starts: [UInt32] = [0]
            bytes.removeAll(keepingCapacity: !isLarge)
            if isLarge {
                bytes.reserveCapacity(chunk.bytes.count)
                starts.reserveCapacity(chunk.starts.count)
            }
            chunk.bytes.withUnsafeBufferPointer { source in
                for offset in 0..<chunk.count {
                    let record = UnsafeBufferPointer(rebasing: source[chunk.range(of: offset)])
                    let isFirstStored = encoded.isEmpty && starts.count == 1
                    let start = bytes.count
                    guard encode(record, eliding: shownField, at: column, rowShown: rowShown, isFirstStored: isFirstStored, into: &bytes) else {
                        continue
                    }
                    if isLarge {
                        bytes.append(0x0A)  // the terminator an ItemChunk has after each item
                        starts.append(UInt32(bytes.count))
                    } else {
                        encoded.append(bytes: bytes[start...])
                        bytes.removeAll(keepingCapacity: true)
                    }
                }
            }
            if isLarge && starts.count > 1 {
                encoded.append(ItemChunk(unscannedItems: bytes, starts: starts))
            }
        }
    }

    /// Adds every record of `other`, a data set's store as this one is, with its rows shown:
    /// when both have the same form, `other`'s chunks are shared, neither decoded nor copied;
    /// otherwise each record is encoded again in this store's form (values of `shownField` that
    /// are their rows elided).
    ///
    /// - Precondition: every record of both stores has its row shown.
    mutating func append(shownContentsOf other: RecordStore, elidingValueOf shownField: String?) {
        precondition(shownRows.count == count && other.shownRows.count == other.count, "every record of a data set has its row shown")
        if isEmpty {
            self = other
            return
        }
        guard columnNames == other.columnNames else {
            var next = 0
            append(moving: RecordStore(other), elidingValueOf: shownField) { _ in
                defer { next += 1 }
                return other.shownRows.text(at: next)
            }
            return
        }
        if other.leadingShownRecordCount > 0 {
            if encoded.isEmpty {
                leadingShownRecordCount += other.leadingShownRecordCount
            } else {
                for _ in 0..<other.leadingShownRecordCount { encoded.append(bytes: CollectionOfOne(RecordEncoding.shownPositionalValue)) }
            }
        }
        for chunk in other.encoded.chunks { encoded.append(chunk) }
        for chunk in other.shownRows.chunks { shownRows.append(chunk) }
    }

    /// Appends `record`, of this store's form, to `output` with its value of `shownField` (at
    /// `column` in a table) elided when it is the row shown, and appends that row (from
    /// `rowShown`) to ``shownRows``.
    ///
    /// - Returns: false when the record takes no bytes (nothing was appended): it is only its
    ///   row, in a table of one column, and so were all records before it (`isFirstStored`).
    private mutating func encode(
        _ record: UnsafeBufferPointer<UInt8>,
        eliding shownField: String?,
        at column: Int?,
        rowShown: (StoredRecord) -> String,
        isFirstStored: Bool,
        into output: inout [UInt8]
    ) -> Bool {
        var row = rowShown(StoredRecord(bytes: record, columnNames: columnNames))
        shownRows.append(row)
        let start = output.count
        row.withUTF8 { shown in
            var decoder = RecordDecoder(record, columnNames: columnNames, shownRow: nil)
            decoder.appendEliding(field: shownField, column: column, shown: shown, to: &output)
        }
        let isOnlyItsRow = output.count == start + 1 && output[start] == RecordEncoding.shownPositionalValue
        guard isFirstStored && columnNames.count == 1 && isOnlyItsRow else { return true }
        output.removeLast()
        leadingShownRecordCount += 1
        return false
    }

    /// The bytes the encoded records take, terminators included (for tests of compactness).
    var encodedByteCount: Int {
        encoded.chunks.reduce(0) { $0 + $1.bytes.count }
    }

    /// `chunk` without the spare capacity its arrays grew into, which would stay unused once
    /// the chunk is shared (a reader's batch leaves up to half of it spare).
    private static func trimmed(_ chunk: ItemChunk) -> ItemChunk {
        let slack = chunk.bytes.count / 8
        guard chunk.bytes.capacity > chunk.bytes.count + slack || chunk.starts.capacity > chunk.starts.count + slack / 4 else {
            return chunk
        }
        return ItemChunk(unscannedItems: Array(chunk.bytes[...]), starts: Array(chunk.starts[...]))
    }

    /// Whether both hold equal records in the same order, however they are encoded.
    public static func == (left: RecordStore, right: RecordStore) -> Bool {
        left.elementsEqual(right)
    }

    /// Appends `record` to `bytes` in the form of a store with `columnNames`, which it must fit.
    ///
    /// Static, so that encoding into the store's own ``scratch`` does not copy the store.
    private static func encode(_ record: Record, columnNames: [String], into bytes: inout [UInt8]) {
        if columnNames.isEmpty {
            RecordEncoding.appendNamed(record, to: &bytes)
        } else {
            RecordEncoding.appendPositional(record, to: &bytes)
        }
    }

    /// Whether `record` is a row of this table: its fields are the columns, all texts.
    private func fitsColumns(_ record: Record) -> Bool {
        guard record.fields.count == columnNames.count else { return false }
        return zip(record.fields, columnNames).allSatisfy { field, column in
            if case .text = field.value { field.name == column } else { false }
        }
    }

    /// Turns a table's store into one whose records name their fields, so that a record of
    /// other fields can join it; the rows shown stay, and values are no longer elided.
    private mutating func nameEveryField() {
        let records = Array(self)
        columnNames = []
        encoded = ItemStore()
        leadingShownRecordCount = 0
        for record in records {
            scratch.removeAll(keepingCapacity: true)
            Self.encode(record, columnNames: columnNames, into: &scratch)
            encoded.append(bytes: scratch)
        }
    }
}

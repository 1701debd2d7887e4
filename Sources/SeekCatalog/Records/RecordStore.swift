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
/// ``columnNames`` (the header); a JSON record keeps its own names and its nesting.
public struct RecordStore: Sendable, RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The names of the columns of a table (a CSV header), which every positional record has;
    /// empty for records that name their own fields.
    public private(set) var columnNames: [String]
    /// One encoded record per item.
    private var encoded = ItemStore()
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
    public var endIndex: Int { encoded.count }

    /// Record `index`, decoded.
    ///
    /// - Complexity: O(size of the record).
    public subscript(index: Int) -> Record {
        encoded.withBytes(at: index) { bytes in
            var decoder = RecordDecoder(bytes)
            return decoder.record(columnNames: columnNames)
        }
    }

    /// The value of record `index`'s field called `name`, decoding only that value.
    public func value(at index: Int, field name: String) -> FieldValue? {
        encoded.withBytes(at: index) { bytes in
            var decoder = RecordDecoder(bytes)
            return decoder.value(of: name, columnNames: columnNames)
        }
    }

    /// Record `index`'s field names in order, without decoding its values.
    public func fieldNames(at index: Int) -> [String] {
        encoded.withBytes(at: index) { bytes in
            var decoder = RecordDecoder(bytes)
            return decoder.fieldNames(columnNames: columnNames)
        }
    }

    /// Adds `record` at the end.
    public mutating func append(_ record: Record) {
        scratch.removeAll(keepingCapacity: true)
        if isPositional(record) {
            RecordEncoding.appendPositional(record, to: &scratch)
        } else {
            RecordEncoding.appendNamed(record, to: &scratch)
        }
        encoded.append(bytes: scratch)
    }

    /// Adds a record that a reader encoded itself (see ``RecordEncoding``).
    mutating func append(encoded record: [UInt8]) {
        encoded.append(bytes: record)
    }

    /// Adds every record of `other` at the end.
    ///
    /// - Complexity: O(size of `other`) at most: when both stores have the same columns (or this
    ///   one is empty and takes `other`'s), large chunks of `other` are shared, not copied, and
    ///   the records of small ones copied as they are encoded; otherwise each record is decoded
    ///   and encoded again.
    public mutating func append(contentsOf other: RecordStore) {
        if isEmpty && columnNames != other.columnNames {
            columnNames = other.columnNames
        }
        guard columnNames == other.columnNames else {
            for record in other { append(record) }
            return
        }
        if isEmpty {
            encoded = other.encoded  // shares the chunks
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
        return ItemChunk(terminatedItems: Array(chunk.bytes[...]), starts: Array(chunk.starts[...]))
    }

    /// Whether both hold equal records in the same order, however they are encoded.
    public static func == (left: RecordStore, right: RecordStore) -> Bool {
        left.elementsEqual(right)
    }

    private func isPositional(_ record: Record) -> Bool {
        guard !columnNames.isEmpty, record.fields.count == columnNames.count else { return false }
        return zip(record.fields, columnNames).allSatisfy { field, column in
            if case .text = field.value { field.name == column } else { false }
        }
    }
}

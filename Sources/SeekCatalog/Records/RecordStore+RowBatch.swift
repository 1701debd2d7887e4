import Glibc
import SeekMatching

extension RecordStore {
    /// Rows of a table with their rows shown, encoded in a data set's store form (the value that
    /// is the row elided) into one chunk of rows and one of records, which join the store whole
    /// (``append(_:)``): adding the rows one by one to the store's chunks cost each row two
    /// appends, each testing its bytes again, where a chunk is tested once, sixteen bytes at a time.
    struct RowBatch {
        private var shownBytes = GrowingBytes()
        private var shownStarts: [UInt32] = [0]
        /// The rows shown's profile, worked out row by row as they are written.
        private var shownProfile = ItemChunk.GrowingProfile()
        private var recordBytes = GrowingBytes()
        private var recordStarts: [UInt32] = [0]
        /// Whether a record that is only its row may still be stored as nothing (see
        /// ``RecordStore/leadingShownRecordCount``): the store held only such records when the
        /// batch began, the table has one column, and every record so far was one.
        private var mayLead: Bool
        /// How many leading records are only their rows.
        private var leadingCount = 0

        /// A batch for `store`.
        init(for store: RecordStore) {
            mayLead = store.encoded.isEmpty && store.columnNames.count == 1
        }

        /// How many rows the batch holds.
        var count: Int { shownStarts.count - 1 }

        /// Whether the batch should join its store before it takes another row: a chunk holds at
        /// most ``ItemStore/maximumItemsPerChunk`` items and is meant to stay near
        /// ``ItemStore/preferredChunkByteCount`` bytes.
        var isFull: Bool {
            count >= ItemStore.maximumItemsPerChunk || Swift.max(shownBytes.count, recordBytes.count) >= ItemStore.preferredChunkByteCount
        }

        /// Adds a table row given as the UTF-8 bytes of each column's value with its row `shown`;
        /// the value at `shownColumn` is stored as a reference to the row when its bytes are the row's.
        mutating func append(row values: [UnsafeBufferPointer<UInt8>], shown: UnsafeBufferPointer<UInt8>, elidingColumn shownColumn: Int?) {
            shownBytes.write(atMost: shown.count + 1) { bytes in
                if let start = shown.baseAddress, shown.count > 0 { bytes.update(from: start, count: shown.count) }
                bytes[shown.count] = 0x0A  // the terminator an ItemChunk has after each item
                return shown.count + 1
            }
            shownStarts.append(UInt32(shownBytes.count))
            shownProfile.add(shown)
            var needed = 1
            for value in values { needed += value.count + RecordEncoding.maximumLengthByteCount }
            let mayLead = self.mayLead
            var leads = false
            recordBytes.write(atMost: needed) { bytes in
                var written = 0
                for (column, value) in values.enumerated() {
                    if column == shownColumn && Self.equal(value, shown) {
                        bytes[written] = RecordEncoding.shownPositionalValue
                        written += 1
                    } else {
                        written += RecordEncoding.writePositionalValue(value, to: bytes + written)
                    }
                }
                if mayLead && written == 1 && bytes[0] == RecordEncoding.shownPositionalValue {
                    leads = true
                    return 0
                }
                bytes[written] = 0x0A
                return written + 1
            }
            if leads {
                leadingCount += 1
                return
            }
            self.mayLead = false
            recordStarts.append(UInt32(recordBytes.count))
        }

        private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
            guard left.count == right.count else { return false }
            guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
            return memcmp(leftStart, rightStart, left.count) == 0
        }

        /// The batch's chunks: its records after the leading ones, and its rows shown.
        fileprivate func chunks() -> (leading: Int, records: ItemChunk, shown: ItemChunk) {
            // Records are only decoded, never scanned: their chunk needs no profile; the rows
            // shown have theirs from row by row.
            (leadingCount, ItemChunk(unscannedItems: recordBytes.bytes, starts: recordStarts),
             ItemChunk(terminatedItems: shownBytes.bytes, starts: shownStarts, profile: shownProfile))
        }
    }

    /// Bytes written in place at the end of room made ahead of them: a row's values then cost a
    /// bounds test and a copy each, where appending each to an array cost about 115 instructions
    /// (callgrind, a page of 200 rows of six columns).
    private struct GrowingBytes {
        /// The bytes written, then room for more (zeros).
        private var storage: [UInt8] = []
        /// How many bytes are written.
        private(set) var count = 0

        /// Makes room for `needed` more bytes and hands where they go to `fill`, which returns
        /// how many it wrote there (at most `needed`).
        mutating func write(atMost needed: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
            if count + needed > storage.count {
                // Doubling: each byte is zeroed and copied a bounded number of times however many rows come.
                storage.append(contentsOf: repeatElement(0, count: Swift.max(count + needed, 2 * storage.count, 4_096) - storage.count))
            }
            let start = count
            let written = storage.withUnsafeMutableBufferPointer { fill($0.baseAddress! + start) }
            count += written
        }

        /// The bytes written, in an array of their own size (a page's chunk keeps no spare room).
        var bytes: [UInt8] { Array(storage[..<count]) }
    }

    /// Adds the rows of `batch` at the end, and empties it.
    ///
    /// - Precondition: the store is a data set's table store (it has ``columnNames`` and every
    ///   record has its row shown), the one the batch was made for.
    mutating func append(_ batch: inout RowBatch) {
        guard batch.count > 0 else { return }
        precondition(!columnNames.isEmpty && shownRows.count == count, "rows join a data set's table store")
        let taken = batch.chunks()
        // The batch counted its leading records only while this store held only such records.
        leadingShownRecordCount += taken.leading
        encoded.append(taken.records)
        shownRows.append(taken.shown)
        batch = RowBatch(for: self)
    }
}

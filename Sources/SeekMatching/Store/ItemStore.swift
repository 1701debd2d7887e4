/// The items being searched, stored compactly and append-only: items' UTF-8 bytes sit end to end
/// in chunks of about ``preferredChunkByteCount`` bytes, with one 32-bit offset per item.
///
/// A million lines cost their bytes plus five bytes each, instead of a `String` (and its heap
/// allocation) per line. Items are addressed by their input order, which is also the final
/// tie-breaker when ranking. The store is a value: a copy handed to a matching scan stays as it
/// was while the original keeps growing, and the copy shares every full chunk with it, so
/// input can keep arriving while matching runs.
public struct ItemStore: Sendable {
    /// The most items one chunk holds, so that an item's offset inside its chunk fits in 16 bits.
    public static let maximumItemsPerChunk = 1 << 16
    /// The size at which appending starts a new chunk.
    public static let preferredChunkByteCount = 1 << 20

    /// The chunks, in input order.
    public private(set) var chunks: [ItemChunk] = []
    /// `chunkStarts[c]` is the index of the first item of chunk `c`.
    public private(set) var chunkStarts: [Int] = []
    /// The number of items.
    public private(set) var count = 0

    /// Creates an empty store.
    public init() {}

    /// Creates a store holding `items` in order.
    public init<S: Sequence>(_ items: S) where S.Element: StringProtocol {
        for item in items {
            append(item)
        }
    }

    /// Whether the store holds no items.
    public var isEmpty: Bool { count == 0 }

    /// Adds one item at the end.
    public mutating func append<S: StringProtocol>(_ item: S) {
        append(bytes: item.utf8)
    }

    /// Adds one item from raw bytes at the end; invalid UTF-8 is kept as it is.
    public mutating func append<C: Collection>(bytes item: C) where C.Element == UInt8 {
        // The bytes are copied by code compiled for a buffer: called from another module, this
        // generic method is not specialized, and copying through it ran byte by byte.
        let appended: Void? = item.withContiguousStorageIfAvailable { append(contiguous: $0) }
        if appended == nil {
            Array(item).withUnsafeBufferPointer { append(contiguous: $0) }
        }
    }

    private mutating func append(contiguous item: UnsafeBufferPointer<UInt8>) {
        if let last = chunks.indices.last,
           chunks[last].count < Self.maximumItemsPerChunk,
           chunks[last].bytes.count + item.count < Self.preferredChunkByteCount {
            chunks[last].append(item: item)
        } else {
            if let last = chunks.indices.last { chunks[last].trimCapacity() }
            var chunk = ItemChunk()
            chunk.append(item: item)
            chunks.append(chunk)
            chunkStarts.append(count)
        }
        count += 1
    }

    /// Adds a whole chunk of items at the end.
    ///
    /// - Complexity: O(1) amortized; the chunk's storage is shared, not copied.
    public mutating func append(_ chunk: ItemChunk) {
        guard chunk.count > 0 else { return }
        chunks.append(chunk)
        chunkStarts.append(count)
        count += chunk.count
    }

    /// The chunk holding item `index`, and the item's offset in it.
    ///
    /// - Complexity: O(log c) in the number of chunks.
    @inline(__always)
    public func location(of index: Int) -> (chunk: Int, offset: Int) {
        precondition(index >= 0 && index < count, "item index out of range")
        var lower = 0
        var upper = chunkStarts.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if chunkStarts[middle] <= index { lower = middle } else { upper = middle }
        }
        return (lower, index - chunkStarts[lower])
    }

    /// The length of item `index` in bytes.
    public func byteCount(at index: Int) -> Int {
        let (chunk, offset) = location(of: index)
        return chunks[chunk].range(of: offset).count
    }

    /// The item's text; invalid UTF-8 sequences become U+FFFD.
    public func text(at index: Int) -> String {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of the item's first `maximumByteCount` bytes at most, cut before a UTF-8
    /// sequence rather than inside it; invalid UTF-8 becomes U+FFFD and NUL bytes stay.
    ///
    /// A screen row shows only the start of an item, and this keeps the cost of showing a
    /// two-megabyte line to the bytes that can be seen.
    /// - Complexity: O(`maximumByteCount`), however long the item is.
    public func text(at index: Int, maximumByteCount: Int) -> String {
        withBytes(at: index) { bytes in
            guard bytes.count > maximumByteCount else { return String(decoding: bytes, as: UTF8.self) }
            let limit = max(0, maximumByteCount)
            var end = limit
            // Step back over continuation bytes (10xxxxxx) to the start of the cut sequence; more
            // than three in a row is not UTF-8, and the cut stays where it was.
            while end > 0, limit - end < 3, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if bytes[end] & 0xC0 == 0x80 { end = limit }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }

    /// The item's original bytes, unchanged.
    public func bytes(at index: Int) -> ArraySlice<UInt8> {
        let (chunk, offset) = location(of: index)
        return chunks[chunk].bytes[chunks[chunk].range(of: offset)]
    }

    /// Calls `body` with the item's bytes without copying them.
    public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let (chunk, offset) = location(of: index)
        let itemRange = chunks[chunk].range(of: offset)
        return chunks[chunk].bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[itemRange]))
        }
    }
}

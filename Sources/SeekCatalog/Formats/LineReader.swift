import Glibc
import SeekMatching

/// Reads one item per line from a file or a file descriptor into an `ItemStore` (from SeekMatching).
///
/// It reads with `read(2)` in large blocks straight into the store's chunks and finds line ends
/// with `memchr`, so the bytes of an item are kept exactly as they arrived and are copied once.
/// A carriage return before a newline is not part of the item, so that CRLF files show and match
/// clean lines, but it is not lost either: such an item's terminator byte in its chunk is a
/// carriage return, so that it is printed as it was read (``DataSet/originalBytes(of:)``). A
/// final line without a newline is still an item; an empty input has no items.
public struct LineReader {
    /// The bytes read per block, and the usual size of one chunk of the store.
    public static let blockSize = 1 << 20

    /// The byte that ends an item: newline, or NUL for `--read0`-style input.
    public var separator: UInt8

    public init(separator: UInt8 = 0x0A) {
        self.separator = separator
    }

    /// Reads the file at `path`.
    public func read(path: String) throws(LoadError) -> ItemStore {
        var store = ItemStore()
        try read(path: path) { (block: LineBlock) in
            for chunk in block.chunks() { store.append(chunk) }
        }
        return store
    }

    /// Reads the file at `path`, handing over each block of lines as soon as it is read (see
    /// ``read(descriptor:name:blocks:)``).
    public func read(path: String, blocks deliver: (LineBlock) -> Void) throws(LoadError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw LoadError("cannot open \(path): \(Self.systemMessage(errno))")
        }
        defer { close(descriptor) }
        try read(descriptor: descriptor, name: path, blocks: deliver)
    }

    /// Reads `descriptor` until its end; `name` is used in error messages.
    public func read(descriptor: Int32, name: String) throws(LoadError) -> ItemStore {
        var store = ItemStore()
        try read(descriptor: descriptor, name: name) { store.append($0) }
        return store
    }

    /// Reads `descriptor` until its end, handing over each chunk of items as soon as it is
    /// complete, so that a caller can search the items while the rest arrive.
    public func read(
        descriptor: Int32,
        name: String,
        chunk deliver: (ItemChunk) -> Void
    ) throws(LoadError) {
        try read(descriptor: descriptor, name: name) { (block: LineBlock) in
            for chunk in block.chunks() { deliver(chunk) }
        }
    }

    /// Reads `descriptor` until its end, handing over each block of complete lines as soon as it
    /// is read, before it is split into items: splitting (``LineBlock/chunks()``) can then run
    /// on another thread while this one reads on.
    public func read(
        descriptor: Int32,
        name: String,
        blocks deliver: (LineBlock) -> Void
    ) throws(LoadError) {
        var carried: [UInt8] = []
        var capacity = Self.blockSize
        var atEnd = false
        while !atEnd || !carried.isEmpty {
            var readError: Int32 = 0
            var next: [UInt8] = []
            var grow = false
            let bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, carried.count + 1)) { buffer, initialized in
                let base = buffer.baseAddress!
                carried.withUnsafeBufferPointer { base.update(from: $0.baseAddress!, count: $0.count) }
                var filled = carried.count
                // Fill the block, leaving one byte spare for a final terminator.
                while filled < buffer.count - 1 {
                    let count = readBlock(descriptor, base + filled, buffer.count - 1 - filled)
                    if count < 0 {
                        if errno == EINTR { continue }
                        readError = errno
                        return
                    }
                    if count == 0 {
                        atEnd = true
                        break
                    }
                    filled += count
                    // A slow producer: hand over the complete lines now rather than wait for a
                    // full block, so that they can be shown while the rest is on its way.
                    if !Self.hasInputWaiting(descriptor),
                       memchr(base + filled - count, Int32(separator), count) != nil {
                        break
                    }
                }
                if atEnd && filled > 0 && base[filled - 1] != separator {
                    base[filled] = separator
                    filled += 1
                }
                // The complete lines end at the last separator; only that one is looked for here.
                var cut = filled
                while cut > 0 && base[cut - 1] != separator { cut -= 1 }
                if cut == 0 && filled > 0 && !atEnd {
                    grow = true  // one line longer than the block: read on into a bigger one
                }
                next = grow ? Array(UnsafeBufferPointer(start: base, count: filled))
                            : Array(UnsafeBufferPointer(start: base + cut, count: filled - cut))
                initialized = grow ? 0 : cut
            }
            if readError != 0 {
                throw LoadError("cannot read \(name): \(Self.systemMessage(readError))")
            }
            carried = next
            if grow {
                capacity *= 2
                continue
            }
            capacity = Self.blockSize
            if bytes.isEmpty { continue }
            deliver(LineBlock(bytes: bytes, separator: separator))
        }
    }

    /// The block's lines as chunks of at most ``ItemStore/maximumItemsPerChunk`` items each.
    ///
    /// Every complete line is delivered at once, even when a block holds more lines than one chunk
    /// may: a producer that writes many short lines and then pauses must see all of them, not only
    /// the first chunk's worth until it writes again. Only a block of lines shorter than 16 bytes
    /// on average holds that many, and copying such a block into pieces costs little next to
    /// reading it.
    private static func split(_ bytes: [UInt8], starts: [UInt32]) -> [(bytes: [UInt8], starts: [UInt32])] {
        let limit = ItemStore.maximumItemsPerChunk
        guard starts.count - 1 > limit else {
            var starts = starts
            if starts.capacity > starts.count + starts.count / 8 {
                starts = Array(starts[...])  // give back what the estimate over-reserved
            }
            return [(bytes, starts)]
        }
        var pieces: [(bytes: [UInt8], starts: [UInt32])] = []
        var first = 0
        while first < starts.count - 1 {
            let last = min(first + limit, starts.count - 1)
            let base = starts[first]
            let pieceStarts = starts[first...last].map { $0 - base }
            pieces.append((Array(bytes[Int(base)..<Int(starts[last])]), pieceStarts))
            first = last
        }
        return pieces
    }

    /// Whether more bytes arrive on `descriptor` within 20 ms (at once for regular files). A
    /// producer that keeps writing never pauses that long, so its items still come in large chunks.
    static func hasInputWaiting(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 20) > 0
    }

    /// Where each line of `bytes`, lines each followed by the separator, starts, and where the
    /// last one ends.
    func lineStarts(of bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 16 + 2)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < buffer.count {
                guard let found = memchr(base + position, Int32(separator), buffer.count - position) else { break }
                position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(UInt32(position))
            }
        }
        return starts
    }

    /// The chunks of `bytes`, lines each followed by the separator, whose ends are `starts`.
    func chunks(ofTerminatedLines bytes: [UInt8], starts: [UInt32]) -> [ItemChunk] {
        Self.split(bytes, starts: starts).map { makeChunk($0.bytes, starts: $0.starts) }
    }

    /// The chunk for a block of terminated lines, without the carriage returns before newlines:
    /// the terminator of a line that had one is a carriage return instead of the newline.
    private func makeChunk(_ bytes: [UInt8], starts: [UInt32]) -> ItemChunk {
        guard separator == 0x0A else { return ItemChunk(terminatedItems: bytes, starts: starts) }
        let hasReturns = bytes.withUnsafeBufferPointer { bytes in
            // Most inputs hold no carriage return at all, which one vectorised search tells.
            bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } == true && (1..<starts.count).contains { line in
                let end = Int(starts[line]) - 1
                return end > Int(starts[line - 1]) && bytes[end - 1] == 0x0D
            }
        }
        guard hasReturns else { return ItemChunk(terminatedItems: bytes, starts: starts) }
        var compacted: [UInt8] = []
        compacted.reserveCapacity(bytes.count)
        var newStarts: [UInt32] = [0]
        newStarts.reserveCapacity(starts.count)
        for line in 1..<starts.count {
            var end = Int(starts[line]) - 1
            let start = Int(starts[line - 1])
            let hadReturn = end > start && bytes[end - 1] == 0x0D
            if hadReturn { end -= 1 }
            compacted.append(contentsOf: bytes[start..<end])
            compacted.append(hadReturn ? 0x0D : separator)
            newStarts.append(UInt32(compacted.count))
        }
        return ItemChunk(terminatedItems: compacted, starts: newStarts)
    }

    static func systemMessage(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}

/// `read(2)`, named apart so that it is not shadowed by ``LineReader/read(path:)``.
private func readBlock(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

import Glibc

/// Reads a file descriptor in blocks for ``DataSetStream``, first handing back any bytes that
/// were read ahead to guess the format.
struct DescriptorInput {
    /// The most bytes one read returns: large enough that a fast producer is read in few calls,
    /// small enough that the first records of a slow one are not held back.
    static let blockSize = 1 << 18

    let descriptor: Int32
    /// The input's name, for error messages.
    let name: String
    /// Bytes already read but not yet handed out.
    private var readAhead: [UInt8] = []
    private var block = [UInt8](repeating: 0, count: blockSize)

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// The first bytes of the input, enough for ``InputFormat/guessed(from:)``: up to the end of
    /// the first line that holds more than whitespace (or the first `[` or `{`), or all of a
    /// short input. They are handed out again by the next ``nextBlock()``.
    mutating func firstBytes() throws(LoadError) -> [UInt8] {
        while !Self.sufficesForGuess(readAhead) && readAhead.count < 1 << 20 {
            guard let more = try readBlock() else { break }
            readAhead += more
        }
        return readAhead
    }

    /// The next bytes of the input, or nil at its end; blocks until some arrive.
    mutating func nextBlock() throws(LoadError) -> [UInt8]? {
        if !readAhead.isEmpty {
            defer { readAhead = [] }
            return readAhead
        }
        return try readBlock()
    }

    /// All the bytes still to come, for a format that needs the whole input (a JSON document):
    /// a regular file's are read into an array of its size, so that the array does not grow
    /// into twice the input's size while it is read.
    mutating func remainingBytes() throws(LoadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
            bytes.reserveCapacity(Int(status.st_size) + 1)
        }
        while let block = try nextBlock() { bytes += block }
        return bytes
    }

    /// Whether more bytes arrive within a moment, that is, whether the producer is still writing.
    func hasInputWaiting() -> Bool {
        LineReader.hasInputWaiting(descriptor)
    }

    private mutating func readBlock() throws(LoadError) -> [UInt8]? {
        while true {
            let count = block.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(block[0..<count]) }
            if count == 0 { return nil }
            if errno != EINTR {
                throw LoadError("cannot read \(name): \(LineReader.systemMessage(errno))")
            }
        }
    }

    /// Whether `bytes` start with enough to tell the format: the first byte after a byte order
    /// mark and whitespace when it opens JSON, else the whole first line.
    private static func sufficesForGuess(_ bytes: [UInt8]) -> Bool {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        content = content.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = content.first else { return false }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || content.contains(0x0A)
    }
}

/// `read(2)`, named apart from the methods above.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

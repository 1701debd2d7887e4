import SeekMatching

/// A block of complete lines as ``LineReader`` read it, each line followed by its separator,
/// not yet split into items.
///
/// Finding every line end is most of the reader's own work on a large input; handed over as a
/// block, that work and making the chunks (``chunks()``) can run on another thread than the one
/// reading, as `seek --filter` does while it matches.
public struct LineBlock: Sendable {
    /// The lines, each followed by ``separator``.
    public let bytes: [UInt8]
    /// The byte that ends each line: newline, or NUL for `--read0`-style input.
    public let separator: UInt8

    /// The block of `bytes`, which end with `separator`.
    public init(bytes: [UInt8], separator: UInt8) {
        precondition(bytes.last == separator, "a block holds complete lines")
        self.bytes = bytes
        self.separator = separator
    }

    /// The block's items as chunks in order: one chunk unless the block holds more lines than a
    /// chunk may; a carriage return before a newline is kept apart from its item (see
    /// ``LineReader``).
    public func chunks() -> [ItemChunk] {
        let reader = LineReader(separator: separator)
        return reader.chunks(ofTerminatedLines: bytes, starts: reader.lineStarts(of: bytes))
    }
}

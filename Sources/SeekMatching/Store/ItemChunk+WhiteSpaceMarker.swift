extension ItemChunk {
    /// Sets the white-space bits of the items that hold the bytes below `!` found by
    /// ``profile(of:starts:)``'s pass over a chunk: the pass reports the blocks of sixteen bytes
    /// that hold such a byte other than the chunk's usual terminator, in order, and the marker
    /// finds each byte's item by moving one item cursor forward over the item starts.
    ///
    /// A byte at an item's terminator position is not white space in the item; a terminator
    /// other than the usual one (a carriage return that ended a line) is reported and skipped.
    /// Once an item's bit is set, its other bytes in the block are skipped.
    struct WhiteSpaceMarker {
        private static let ones: UInt64 = 0x0101_0101_0101_0101
        private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        private static let highs: UInt64 = 0x8080_8080_8080_8080
        /// The chunk's usual terminator, whose bytes the pass does not report.
        let terminator: UInt8
        /// The item the last reported byte belonged to; bytes come in increasing order.
        private var item = 0

        init(terminator: UInt8) {
            self.terminator = terminator
        }

        /// Marks the items holding the bytes below `!`, other than `terminator`, among the
        /// sixteen at `index` of `base`.
        mutating func markBlock(at index: Int, in base: UnsafeRawPointer, starts: UnsafeBufferPointer<UInt32>,
                                bits: UnsafeMutableBufferPointer<UInt64>) {
            let low = lanes(of: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if low != 0 { mark(low, at: index, starts: starts, bits: bits) }
            let high = lanes(of: base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            if high != 0 { mark(high, at: index + 8, starts: starts, bits: bits) }
        }

        /// The bytes of `word` below `!` other than `terminator`, as the high bit of each byte.
        /// Exact per byte, as no sum carries from one byte into the next: `(byte & 0x7F) + 0x5F`
        /// reaches 0x80 from 0x21 on (and a non-ASCII byte has the bit already), and
        /// `(byte & 0x7F) + 0x7F` from 1 on.
        @inline(__always)
        private func lanes(of word: UInt64) -> UInt64 {
            let below = ~(((word & Self.lows) &+ 0x5F5F_5F5F_5F5F_5F5F) | word) & Self.highs
            let difference = word ^ (UInt64(terminator) &* Self.ones)
            let isTerminator = ~(((difference & Self.lows) &+ Self.lows) | difference | Self.lows)
            return below & ~isTerminator
        }

        /// Marks the items holding the bytes whose lanes are set in `lanes`, a word of eight
        /// bytes starting at `index` with the high bit of byte `i` set for the byte at `index + i`.
        mutating func mark(_ lanes: UInt64, at index: Int, starts: UnsafeBufferPointer<UInt32>,
                           bits: UnsafeMutableBufferPointer<UInt64>) {
            var lanes = lanes
            var bits = bits
            while lanes != 0 {
                let position = index + lanes.trailingZeroBitCount / 8
                while Int(starts[item + 1]) <= position { item += 1 }
                let end = Int(starts[item + 1]) - 1
                if position == end {
                    lanes &= lanes - 1
                    continue
                }
                ItemChunk.markWhiteSpace(item, in: &bits)
                // The item's other bytes before its terminator need no look.
                let skipped = end - index
                lanes &= skipped >= 8 ? 0 : ~0 << UInt64(8 * skipped)
            }
        }
    }
}

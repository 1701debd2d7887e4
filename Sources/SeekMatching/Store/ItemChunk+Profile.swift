extension ItemChunk {
    /// What one pass over a chunk's items tells about them.
    struct Profile {
        /// Whether every byte is ASCII.
        var isASCII: Bool
        /// Whether some item may earn ``FuzzyScorer/whiteBoundaryBonus``: it is not ASCII, starts
        /// with a letter or digit, or holds white space or a control character. When none does,
        /// no match in the chunk earns more than ``FuzzyScorer/delimiterBoundaryBonus`` per
        /// character, which lets a scan prune the chunk's items by their length alone.
        var mayEarnWhiteBonus: Bool
        /// Which items hold white space or a control character (see ``ItemChunk/whiteSpaceBits``).
        var whiteSpaceBits: [UInt64]
    }

    /// The profile of `bytes`, items each followed by one terminator byte, starting at `starts`
    /// (with the end offset last). The ASCII test ORs sixteen bytes at a time in vector registers;
    /// each item is then searched for a byte below `!` sixteen bytes at a time, the search a scan
    /// used to repeat on every keystroke (``ChunkScanner/itemReach(_:_:length:least:offset:whiteSpaceBits:mayEarnWhiteBonus:earliest:)``).
    static func profile(of bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>) -> Profile {
        let itemCount = starts.count - 1
        var bits = [UInt64](repeating: 0, count: (itemCount + 63) >> 6)
        guard let base = bytes.baseAddress else { return Profile(isASCII: true, mayEarnWhiteBonus: false, whiteSpaceBits: bits) }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var union = SIMD16<UInt8>(repeating: 0)
        var index = 0
        while index + 16 <= count {
            union |= raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            index += 16
        }
        var tail: UInt8 = 0
        while index < count {
            tail |= base[index]
            index += 1
        }
        let isASCII = !any(union .>= 0x80) && tail < 0x80
        var mayEarnWhiteBonus = !isASCII
        bits.withUnsafeMutableBufferPointer { bits in
            for item in 0..<itemCount {
                let start = Int(starts[item])
                let end = Int(starts[item + 1]) - 1
                if start < end && startsWord(base[start]) { mayEarnWhiteBonus = true }
                if ByteSearch.containsByteInLongRange(below: 0x21, in: raw, from: start, to: end) {
                    bits[item >> 6] |= 1 << UInt64(item & 63)
                    mayEarnWhiteBonus = true
                }
            }
        }
        return Profile(isASCII: isASCII, mayEarnWhiteBonus: mayEarnWhiteBonus, whiteSpaceBits: bits)
    }

    /// Whether an item starting with `byte` earns the white-space bonus at its start: a letter or
    /// a digit (the start of the text counts as white space).
    @inline(__always)
    static func startsWord(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }
}

extension ItemChunk {
    /// What one pass over a chunk's bytes tells about all its items at once.
    struct Profile {
        /// Whether every byte is ASCII.
        var isASCII: Bool
        /// Whether some item may earn ``FuzzyScorer/whiteBoundaryBonus``: it is not ASCII, starts
        /// with a letter or digit, or holds white space or a control character. When none does,
        /// no match in the chunk earns more than ``FuzzyScorer/delimiterBoundaryBonus`` per
        /// character, which lets a scan prune the chunk's items by their length alone.
        var mayEarnWhiteBonus: Bool
    }

    /// The profile of `bytes`, items each followed by one terminator byte, starting at `starts`
    /// (with the end offset last). The bytes below `!` are counted eight at a time and the
    /// terminators among them subtracted, so that the pass costs about what testing for ASCII
    /// alone did.
    static func profile(of bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>) -> Profile {
        guard let base = bytes.baseAddress else { return Profile(isASCII: true, mayEarnWhiteBonus: false) }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // Adding 0x5F to a 7-bit byte sets its high bit exactly when the byte is at least 0x21,
        // and never carries into the next byte.
        let raise: UInt64 = 0x5F5F_5F5F_5F5F_5F5F
        var union: UInt64 = 0
        var below = 0
        var index = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            union |= word
            below &+= (~(((word & lows) &+ raise) | word) & highs).nonzeroBitCount
            index += 8
        }
        while index < count {
            union |= UInt64(base[index])
            if base[index] < 0x21 { below += 1 }
            index += 1
        }
        guard union & highs == 0 else { return Profile(isASCII: false, mayEarnWhiteBonus: true) }
        var terminatorsBelow = 0
        for item in 0..<(starts.count - 1) {
            let start = Int(starts[item])
            let end = Int(starts[item + 1]) - 1
            if base[end] < 0x21 { terminatorsBelow += 1 }
            if start < end && startsWord(base[start]) {
                return Profile(isASCII: true, mayEarnWhiteBonus: true)
            }
        }
        return Profile(isASCII: true, mayEarnWhiteBonus: below > terminatorsBelow)
    }

    /// Whether an item starting with `byte` earns the white-space bonus at its start: a letter or
    /// a digit (the start of the text counts as white space).
    @inline(__always)
    static func startsWord(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }
}

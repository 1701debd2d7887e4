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
    /// (with the end offset last). The bytes below `!` are counted sixteen at a time in vector
    /// registers and the terminators among them subtracted, so that the pass costs about what
    /// testing for ASCII alone did (a word-at-a-time count, whose population count the default
    /// x86-64 target computes in software, cost eleven times as much).
    static func profile(of bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>) -> Profile {
        guard let base = bytes.baseAddress else { return Profile(isASCII: true, mayEarnWhiteBonus: false) }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        let space = SIMD16<UInt8>(repeating: 0x21)
        let ones = SIMD16<UInt8>(repeating: 1)
        var below = 0
        var index = 0
        while index + 16 <= count {
            // Each lane counts at most one byte per block, so 255 blocks cannot overflow it.
            var lanes = SIMD16<UInt8>(repeating: 0)
            var union = SIMD16<UInt8>(repeating: 0)
            var blocks = 0
            while blocks < 255 && index + 16 <= count {
                let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                union |= block
                lanes &+= ones & SIMD16<UInt8>(truncatingIfNeeded: SIMD16<Int8>(repeating: -1).replacing(with: 0, where: block .>= space))
                index += 16
                blocks += 1
            }
            if any(union .>= 0x80) { return Profile(isASCII: false, mayEarnWhiteBonus: true) }
            below += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < count {
            if base[index] >= 0x80 { return Profile(isASCII: false, mayEarnWhiteBonus: true) }
            if base[index] < 0x21 { below += 1 }
            index += 1
        }
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

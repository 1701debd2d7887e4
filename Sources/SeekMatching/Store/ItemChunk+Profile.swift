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
        /// Which items hold white space or a control character (see ``ItemChunk/whiteSpaceBits``).
        var whiteSpaceBits: [UInt64]
    }

    /// The profile of a chunk's items worked out one item at a time as its writer adds them
    /// (a page of a table's rows, `RecordStore.RowBatch`), for
    /// ``ItemChunk/init(terminatedItems:starts:profile:)``: each item is tested alone, a word at
    /// a time, while its bytes are in cache. The one pass of `profile(of:starts:)` over a
    /// page's 200 rows cost about 360 instructions a row (their spaces put a hit in nearly
    /// every block); this costs about 100.
    public struct GrowingProfile: Sendable {
        /// How many items were added.
        public private(set) var count = 0
        /// Whether every byte of every item is ASCII.
        private(set) var isASCII = true
        /// See ``Profile/mayEarnWhiteBonus``.
        private(set) var mayEarnWhiteBonus = false
        /// See ``ItemChunk/whiteSpaceBits``.
        private(set) var whiteSpaceBits: [UInt64] = []

        /// No items yet.
        public init() {}

        /// Adds the profile of `item`, the chunk's next item (its bytes without the terminator).
        public mutating func add(_ item: UnsafeBufferPointer<UInt8>) {
            ItemChunk.addProfile(of: item, at: count, isASCII: &isASCII, mayEarnWhiteBonus: &mayEarnWhiteBonus,
                                 whiteSpaceBits: &whiteSpaceBits)
            count += 1
        }
    }

    /// Adds to a chunk's profile (its three parts) that of `item`, its item `offset`, the last:
    /// the same profile as ``profile(of:starts:)`` finds for the whole chunk.
    static func addProfile(of item: UnsafeBufferPointer<UInt8>, at offset: Int, isASCII: inout Bool,
                           mayEarnWhiteBonus: inout Bool, whiteSpaceBits: inout [UInt64]) {
        let itemIsASCII = UTF8Decoding.isASCII(item)
        if isASCII { isASCII = itemIsASCII }
        if offset >> 6 == whiteSpaceBits.count { whiteSpaceBits.append(0) }
        // The word test is exact for ASCII bytes; other items are searched byte by byte.
        let holdsWhiteSpace = itemIsASCII
            ? item.baseAddress.map { ByteSearch.containsByte(below: 0x21, in: $0, count: item.count) } ?? false
            : item.contains { $0 < 0x21 }
        if holdsWhiteSpace { markWhiteSpace(offset, in: &whiteSpaceBits) }
        if !mayEarnWhiteBonus {
            mayEarnWhiteBonus = !isASCII || item.first.map(startsWord) == true || holdsWhiteSpace
        }
    }

    /// The profile of `bytes`, items each followed by one terminator byte, starting at `starts`
    /// (with the end offset last).
    ///
    /// One pass reads sixteen bytes at a time in vector registers: it ORs them for the ASCII test
    /// and looks for bytes below `!` other than the value of the last item's terminator, the
    /// chunk's usual terminator (a newline, or NUL for `--read0`). Such bytes are rare in most
    /// inputs, so a block costs a few compares more than the ASCII test alone; for the blocks
    /// that hold one, a ``WhiteSpaceMarker`` finds each byte's item and sets its bit. Searching
    /// each item instead cost 84 instructions an item (16.8 M for 200,000 lines).
    ///
    /// The bytes equal to that terminator value are not looked at, only counted; when there are
    /// more of them than terminators of that value, some item holds one (a carriage return
    /// inside a line whose chunk's last line ended with one), and the chunk's items are searched
    /// one by one instead.
    static func profile(of bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>) -> Profile {
        let itemCount = starts.count - 1
        var bits = [UInt64](repeating: 0, count: (itemCount + 63) >> 6)
        guard let base = bytes.baseAddress, itemCount > 0 else {
            return Profile(isASCII: true, mayEarnWhiteBonus: false, whiteSpaceBits: bits)
        }
        let raw = UnsafeRawPointer(base)
        let terminator = base[bytes.count - 1]
        let survey = bits.withUnsafeMutableBufferPointer { bits in
            pass(over: raw, count: bytes.count, terminator: terminator, starts: starts, bits: bits)
        }
        if terminator < 0x21 && survey.terminatorBytes > terminatorCount(equalTo: terminator, in: base, starts: starts) {
            bits = searchedWhiteSpaceBits(of: raw, starts: starts)
        }
        let isASCII = survey.isASCII
        let mayEarnWhiteBonus = !isASCII || bits.contains { $0 != 0 } || (1..<starts.count).contains { item in
            let start = Int(starts[item - 1])
            return start < Int(starts[item]) &- 1 && startsWord(base[start])
        }
        return Profile(isASCII: isASCII, mayEarnWhiteBonus: mayEarnWhiteBonus, whiteSpaceBits: bits)
    }

    /// The one pass of ``profile(of:starts:)`` over the `count` bytes at `base`: sets in `bits`
    /// the bits of the items holding a byte below `!` other than `terminator`, and tells whether
    /// every byte is ASCII and how many bytes equal `terminator`. A function of its own so that
    /// its running values stay in registers (captured by a closure, they were kept in memory).
    private static func pass(over base: UnsafeRawPointer, count: Int, terminator: UInt8, starts: UnsafeBufferPointer<UInt32>,
                             bits: UnsafeMutableBufferPointer<UInt64>) -> (isASCII: Bool, terminatorBytes: Int) {
        let space = SIMD16<UInt8>(repeating: 0x21)
        let terminators = SIMD16<UInt8>(repeating: terminator)
        var union = SIMD16<UInt8>(repeating: 0)
        var terminatorBytes = 0
        var marker = WhiteSpaceMarker(terminator: terminator)
        var index = 0
        while index &+ 32 <= count {
            // Each lane counts at most two bytes per round, so 127 rounds cannot overflow it.
            var lanes = SIMD16<UInt8>(repeating: 0)
            let roundsEnd = min(index &+ 127 &* 32, count &- 31)
            repeat {
                let first = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let second = base.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self)
                union |= first | second
                let firstTerminators = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: first .== terminators)
                let secondTerminators = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: second .== terminators)
                lanes &-= firstTerminators
                lanes &-= secondTerminators
                let firstHits = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: first .< space) & ~firstTerminators
                let secondHits = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: second .< space) & ~secondTerminators
                // The vector reduction `any` is called out of line here (measured: 42 M
                // instructions for 200,000 lines); the two halves as words are tested inline.
                let hits = unsafeBitCast(firstHits | secondHits, to: SIMD2<UInt64>.self)
                if hits[0] | hits[1] != 0 {
                    marker.markBlock(at: index, in: base, starts: starts, bits: bits)
                    marker.markBlock(at: index &+ 16, in: base, starts: starts, bits: bits)
                }
                index &+= 32
            } while index < roundsEnd
            terminatorBytes &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        var tail: UInt8 = 0
        while index < count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            tail |= byte
            if byte == terminator {
                terminatorBytes += 1
            } else if byte < 0x21 {
                marker.mark(0x80, at: index, starts: starts, bits: bits)
            }
            index += 1
        }
        let union64 = unsafeBitCast(union, to: SIMD2<UInt64>.self)
        return ((union64[0] | union64[1]) & 0x8080_8080_8080_8080 == 0 && tail < 0x80, terminatorBytes)
    }

    /// The white-space bits of the items of `base` starting at `starts`, each item searched for
    /// a byte below `!`: the definition the one pass of ``profile(of:starts:)`` computes faster.
    static func searchedWhiteSpaceBits(of base: UnsafeRawPointer, starts: UnsafeBufferPointer<UInt32>) -> [UInt64] {
        let itemCount = starts.count - 1
        var bits = [UInt64](repeating: 0, count: (itemCount + 63) >> 6)
        for item in 0..<itemCount
        where ByteSearch.containsByteInLongRange(below: 0x21, in: base, from: Int(starts[item]), to: Int(starts[item + 1]) - 1) {
            markWhiteSpace(item, in: &bits)
        }
        return bits
    }

    /// How many of the items starting at `starts` in `base` are followed by `terminator`.
    private static func terminatorCount(equalTo terminator: UInt8, in base: UnsafePointer<UInt8>,
                                        starts: UnsafeBufferPointer<UInt32>) -> Int {
        var count = 0
        for item in 1..<starts.count {
            count &+= base[Int(starts[item]) &- 1] == terminator ? 1 : 0
        }
        return count
    }

    /// Whether an item starting with `byte` earns the white-space bonus at its start: a letter or
    /// a digit (the start of the text counts as white space).
    @inline(__always)
    static func startsWord(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }
}

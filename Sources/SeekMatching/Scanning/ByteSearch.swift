import CByteSearch

/// Finding pattern characters in ASCII text several bytes at a time: the first match of one
/// byte, and of a pair of bytes, sixteen at a time with SSE2 compares (the two
/// `firstIndex` searches, in C, see `CByteSearch`); the masks of matches, the last match and
/// the byte-range tests eight at a time (SWAR: each 64-bit word is compared byte-wise with
/// arithmetic that keeps bytes from carrying into each other).
///
/// A byte matches `target` when `byte | fold == target`, where `fold` is 0x20 for a lowercase
/// letter that ignores case (so both cases match) and 0 otherwise.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    /// The fold mask for `target`.
    @inline(__always)
    static func fold(for target: UInt8, ignoringCase: Bool) -> UInt8 {
        ignoringCase && target &- 0x61 < 26 ? 0x20 : 0
    }

    /// Bytes of `word` equal to zero get their high bit set; all other bits are clear.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lows) &+ lows) | word | lows)
    }

    /// The first index in `start..<end` whose byte matches, or `end`; reads only bytes in
    /// `0..<end` from `base`. Sixteen bytes a compare, in the C of `CByteSearch`: Swift's vector
    /// types give the matching lanes only through a reduction that the compiler called out of
    /// line, so the per-item tests searched eight bytes a word, and a chunk-wide search kept a
    /// vector loop of its own. Measured on seek-bench's typing session (200,000 lines,
    /// callgrind): 3,878 -> 3,533 M instructions, `sr` and `sock.p` 0.79, `src/m` 0.87.
    @inline(__always)
    static func firstIndex(of target: UInt8, fold: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        seek_first_byte(base.assumingMemoryBound(to: UInt8.self), start, end, target, fold)
    }

    /// The matching bytes of the first block of eight in `start..<end` that holds one, as a
    /// mask: `lanes` has the high bit of its byte `i` set exactly when the byte at `start + i`
    /// (of the result) lies in the range and matches, and the next block begins at `start + 8`.
    /// When no byte matches, `lanes` is 0 and `start` is `end`. A caller that visits every match
    /// (the search's candidates) takes them from the mask instead of searching again after each.
    ///
    /// Reads only bytes in `0..<end` from `base`: the last bytes of the range are read as the
    /// word that ends at `end` (when the range is that long), the bytes before `start` masked
    /// out, so that they too come as one mask (``firstIndex(of:fold:in:from:to:)`` reads the
    /// end of its range the same way, a block of sixteen).
    @inline(__always)
    static func firstLanes(of target: UInt8, fold: UInt8, in base: UnsafeRawPointer, from start: Int,
                           to end: Int) -> (start: Int, lanes: UInt64) {
        let wanted = UInt64(target) &* ones
        let folding = UInt64(fold) &* ones
        var index = start
        while index + 8 <= end {
            let zeros = zeroBytes((base.loadUnaligned(fromByteOffset: index, as: UInt64.self) | folding) ^ wanted)
            if zeros != 0 { return (index, zeros) }
            index += 8
        }
        guard index < end else { return (end, 0) }
        if end >= 8 {
            let last = end - 8
            let zeros = zeroBytes((base.loadUnaligned(fromByteOffset: last, as: UInt64.self) | folding) ^ wanted)
                & (~0 << UInt64(8 * (index - last)))
            return zeros != 0 ? (last, zeros) : (end, 0)
        }
        var lanes: UInt64 = 0
        for offset in index..<end where base.load(fromByteOffset: offset, as: UInt8.self) | fold == target {
            lanes |= 0x80 << UInt64(8 * (offset - index))
        }
        return lanes != 0 ? (index, lanes) : (end, 0)
    }

    /// The first index `i` in `start..<end` where the byte at `i` matches `first` and the byte at
    /// `i + distance` matches `last` (each with its fold), or `end`; reads bytes up to
    /// `end - 1 + distance`. Sixteen candidates a compare, in the C of `CByteSearch` as
    /// ``firstIndex(of:fold:in:from:to:)``: a pair of bytes is far rarer than either byte alone,
    /// so an exact pattern's occurrences are found across a whole chunk with few false
    /// candidates to verify (`lin` in paths: most items hold an `l`, few an `l?n`), and so are a
    /// run's starts (``ASCIITerm``'s window test with no slack). Two words a step until SSE2:
    /// typing session on 200,000 lines 3,383 -> 3,298 M instructions (callgrind), and in
    /// seek-bench on the whole corpus `'lin` 11 -> 6.5 ms, `src/m` 17.7 -> 15.5.
    @inline(__always)
    static func firstIndex(of first: UInt8, fold firstFold: UInt8, followedBy last: UInt8, fold lastFold: UInt8,
                           at distance: Int, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        seek_first_pair(base.assumingMemoryBound(to: UInt8.self), start, end, first, firstFold, last, lastFold, distance)
    }

    /// The last index in `start..<end` whose byte matches, or -1.
    @inline(__always)
    static func lastIndex(of target: UInt8, fold: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        let wanted = UInt64(target) &* ones
        let folding = UInt64(fold) &* ones
        var index = end
        while index - 8 >= start {
            let word = (base.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self) | folding) ^ wanted
            let zeros = zeroBytes(word)
            if zeros != 0 { return index - 1 - zeros.leadingZeroBitCount / 8 }
            index -= 8
        }
        while index > start {
            index -= 1
            if base.load(fromByteOffset: index, as: UInt8.self) | fold == target { return index }
        }
        return -1
    }

    /// ``containsByte(below:in:count:)`` for the bytes in `start..<end`, sixteen at a time in
    /// vector registers (for whole items, which are searched once each).
    @inline(__always)
    static func containsByteInLongRange(below limit: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Bool {
        let limits = SIMD16<UInt8>(repeating: limit)
        var index = start
        while index + 16 <= end {
            if any(base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .< limits) { return true }
            index += 16
        }
        return containsByte(below: limit, in: base + index, count: end - index)
    }

    /// Whether any of the `count` ASCII bytes at `base` is below `limit` (at most 0x80).
    @inline(__always)
    static func containsByte(below limit: UInt8, in base: UnsafeRawPointer, count: Int) -> Bool {
        let subtrahend = UInt64(limit) &* ones
        var index = 0
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below the limit borrows into its own high bit; ASCII bytes have it clear.
            if (word &- subtrahend) & ~word & ~lows != 0 { return true }
            index += 8
        }
        while index < count {
            if base.load(fromByteOffset: index, as: UInt8.self) < limit { return true }
            index += 1
        }
        return false
    }
}

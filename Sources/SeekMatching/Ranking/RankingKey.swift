/// Packs a match's ranking into integers that sort in rank order.
///
/// A scan records each match as a 32-bit *entry*: the score (offset by 32,768 and clamped to
/// 1...65,535) above the item's 16-bit offset in its chunk. A packed score of 0 marks a match
/// the scan did not score because it could not reach the eagerly ranked top; ranking further
/// scores it when first asked. Ranking turns entries into 64-bit *keys*
/// whose ascending order is the final order: higher score first, then shorter item (lengths
/// in characters, beyond 65,535 tie; white space at either end is not counted, as in fzf), then
/// earlier input.
enum RankingKey {
    static let scoreBias = 0x8000

    /// The 16-bit form of `score`.
    @inline(__always)
    static func packedScore(_ score: Int) -> UInt32 {
        UInt32(min(max(score + scoreBias, 1), 0xFFFF))
    }

    /// An entry for the item at `offset` in its chunk.
    @inline(__always)
    static func entry(score: Int, offset: Int) -> UInt32 {
        packedScore(score) << 16 | UInt32(truncatingIfNeeded: offset)
    }

    /// An entry for a match at `offset` whose score is not known yet.
    @inline(__always)
    static func unscoredEntry(offset: Int) -> UInt32 { UInt32(truncatingIfNeeded: offset) }

    /// Whether `entry` carries its score.
    @inline(__always)
    static func isScored(_ entry: UInt32) -> Bool { entry >> 16 != 0 }

    /// The chunk offset an entry records.
    @inline(__always)
    static func offset(ofEntry entry: UInt32) -> Int { Int(entry & 0xFFFF) }

    /// The length the tiebreak compares for the `count` bytes at `text`: without the white space
    /// at either end, as fzf trims an item before comparing lengths (`   abc` ties with `abc`
    /// and beats `abcd`). Two byte tests when neither end is blank.
    @inline(__always)
    static func rankedLength(_ text: UnsafePointer<UInt8>, count: Int) -> Int {
        guard count > 0, text[0] <= 0x20 || text[count - 1] <= 0x20 else { return count }
        var upper = count
        while upper > 0 && isBlank(text[upper - 1]) { upper -= 1 }
        var lower = 0
        while lower < upper && isBlank(text[lower]) { lower += 1 }
        return upper - lower
    }

    /// ``rankedLength(_:count:)`` in characters (Unicode scalars, as fzf counts runes) when the
    /// text may not be ASCII: `résumé` is as long as `resume`, and the white space trimmed is
    /// Unicode's, as fzf's (`\u{3000}\u{3000}ab` ties with `ab`). The whole item is read only then.
    @inline(__always)
    static func rankedLength(_ text: UnsafePointer<UInt8>, count: Int, isASCII: Bool) -> Int {
        guard !isASCII else { return rankedLength(text, count: count) }
        var upper = count
        while upper > 0, let width = whiteSpaceWidth(endingAt: upper, in: text) { upper -= width }
        var lower = 0
        while lower < upper, let width = whiteSpaceWidth(startingAt: lower, before: upper, in: text) { lower += width }
        var continuations = 0
        for position in lower..<upper where text[position] & 0xC0 == 0x80 { continuations += 1 }
        return upper - lower - continuations
    }

    /// The bytes of the white space character starting at `start` (before `end`), or nil.
    @inline(__always)
    private static func whiteSpaceWidth(startingAt start: Int, before end: Int, in text: UnsafePointer<UInt8>) -> Int? {
        let lead = text[start]
        if isBlank(lead) { return 1 }
        if lead == 0xC2, start + 1 < end, isTwoByteSpace(text[start + 1]) { return 2 }
        if (0xE1...0xE3).contains(lead), start + 2 < end, isThreeByteSpace(lead, text[start + 1], text[start + 2]) { return 3 }
        return nil
    }

    /// The bytes of the white space character ending just before `end`, or nil.
    @inline(__always)
    private static func whiteSpaceWidth(endingAt end: Int, in text: UnsafePointer<UInt8>) -> Int? {
        if isBlank(text[end - 1]) { return 1 }
        if end >= 2, text[end - 2] == 0xC2, isTwoByteSpace(text[end - 1]) { return 2 }
        if end >= 3, isThreeByteSpace(text[end - 3], text[end - 2], text[end - 1]) { return 3 }
        return nil
    }

    /// U+0085 and U+00A0 after the lead byte 0xC2.
    @inline(__always)
    private static func isTwoByteSpace(_ second: UInt8) -> Bool { second == 0x85 || second == 0xA0 }

    /// Whether three bytes encode one of Unicode's white space characters of that size (U+1680,
    /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000: Go's `unicode.IsSpace`).
    @inline(__always)
    private static func isThreeByteSpace(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        guard (0xE1...0xE3).contains(first), second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return false }
        let scalar = UInt32(first & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return scalar == 0x1680 || (0x2000...0x200A).contains(scalar) || scalar == 0x2028 || scalar == 0x2029
            || scalar == 0x202F || scalar == 0x205F || scalar == 0x3000
    }

    /// Go's `unicode.IsSpace` over ASCII, which fzf trims with: tab to carriage return, and space.
    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// The key for an entry of the item with input index `index` and `length` bytes.
    @inline(__always)
    static func key(entry: UInt32, index: Int, length: Int) -> UInt64 {
        UInt64(0xFFFF - entry >> 16) << 48 | UInt64(min(length, 0xFFFF)) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
    }

    /// The key a match of the item with input index `index` and `length` bytes would have with `score`.
    @inline(__always)
    static func key(score: Int, index: Int, length: Int) -> UInt64 {
        key(entry: entry(score: score, offset: 0), index: index, length: length)
    }

    /// `entry` moved to chunk offset `offset`, its score (or its lack of one) kept.
    @inline(__always)
    static func entry(_ entry: UInt32, movedTo offset: Int) -> UInt32 {
        entry & 0xFFFF_0000 | UInt32(truncatingIfNeeded: offset) & 0xFFFF
    }

    /// `key` for the same match of an item now at input index `index`.
    @inline(__always)
    static func key(_ key: UInt64, movedTo index: Int) -> UInt64 {
        key & ~0xFFFF_FFFF | UInt64(UInt32(truncatingIfNeeded: index))
    }

    /// The input index a key records.
    @inline(__always)
    static func index(ofKey key: UInt64) -> Int { Int(key & 0xFFFF_FFFF) }

    /// The score a key records.
    @inline(__always)
    static func score(ofKey key: UInt64) -> Int { Int(0xFFFF - (key >> 48)) - scoreBias }
}

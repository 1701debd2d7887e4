/// The two halves of `localizedCaseInsensitiveContains(_:)`: a search in the UTF-8 in place
/// for what bytes decide, and the folded comparison for the rest.
@usableFromInline
enum CaseInsensitiveSearch {
    /// Whether `needle` occurs in `haystack` ignoring case, when the bytes decide it; nil when
    /// only folding both as strings can.
    ///
    /// The bytes decide for an ASCII needle: no non-ASCII scalar folds to ASCII but `İ` and the
    /// Kelvin sign, so without those a match is an ASCII run of the text, and such a run between
    /// ASCII bytes (not before a combining mark, say) is a run of whole characters. They decide
    /// too that ASCII text holds no needle that has other letters (the Kelvin sign aside).
    @usableFromInline
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool? {
        if needle.contains(where: { $0 >= 0x80 }) {
            guard !haystack.contains(where: { $0 >= 0x80 }) else { return nil }
            // ASCII folds to ASCII: only a needle whose other letters are Kelvin signs may be in it.
            return isKelvinSignsAndASCII(needle) ? nil : false
        }
        // Folding never makes more ASCII characters than there were bytes.
        guard needle.count <= haystack.count, let base = haystack.baseAddress else { return false }
        let first = folded(needle[0])
        let lastStart = haystack.count - needle.count
        var hasOtherBytes = false
        var isUndecided = false
        // Eight bytes at a time: the places of the needle's first letter, in either case, and
        // whether any byte is not ASCII.
        let lower = UInt64(first) &* 0x0101_0101_0101_0101
        let upper = UInt64(first >= 0x61 && first <= 0x7A ? first & 0xDF : first) &* 0x0101_0101_0101_0101
        var chunk = 0
        while chunk <= lastStart {
            let word = load(base + chunk, available: haystack.count - chunk)
            hasOtherBytes = hasOtherBytes || word & 0x8080_8080_8080_8080 != 0
            var places = zeroBytes(word ^ lower) | zeroBytes(word ^ upper)
            while places != 0 {
                let start = chunk + places.trailingZeroBitCount / 8
                places &= places &- 1
                guard start <= lastStart else { break }
                var offset = 1
                while offset < needle.count && folded(haystack[start + offset]) == folded(needle[offset]) { offset += 1 }
                guard offset == needle.count else { continue }
                if isWholeCharacters(haystack, start..<(start + needle.count), needle) { return true }
                isUndecided = true
            }
            chunk += 8
        }
        if isUndecided { return nil }
        // The bytes after the last word read.
        hasOtherBytes = hasOtherBytes || (chunk < haystack.count && haystack[chunk...].contains { $0 >= 0x80 })
        // `İ` and the Kelvin sign fold to ASCII: a match may hide in them.
        return hasOtherBytes && holdsLettersFoldingToASCII(haystack) ? nil : false
    }

    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// Eight bytes from `pointer` (fewer at the end of the text, zeros after them), first byte lowest.
    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>, available: Int) -> UInt64 {
        if available >= 8 { return UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self).littleEndian }
        var word: UInt64 = 0
        for index in 0..<available { word |= UInt64(pointer[index]) << (8 * index) }
        return word
    }

    /// 0x80 in each byte of `word` that is zero, nothing in the others.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// Whether `other` occurs in `text` once both are folded to lowercase, characters compared
    /// as `String` compares them. When both hold only scalars below U+0300 (no combining marks,
    /// nothing with another canonical form), characters are scalars, and the bytes are compared.
    @usableFromInline
    static func foldedContains(_ text: String, _ other: String) -> Bool {
        let needle = other.lowercased()
        let folded = text.lowercased()
        let isSimple = !needle.unicodeScalars.contains { $0.value >= 0x300 || $0 == "\r" || $0 == "\n" }
            && !folded.unicodeScalars.contains { $0.value >= 0x300 }
        if isSimple {
            var folded = folded, needle = needle
            return folded.withUTF8 { text in needle.withUTF8 { containsExactly(text, $0) } }
        }
        return folded.contains(needle)
    }

    /// Whether the match at `range` of `haystack` is whole characters: ASCII (or nothing) on
    /// both sides, and no CR LF pair split at either end.
    private static func isWholeCharacters(_ haystack: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                          _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        if range.lowerBound > 0 {
            let before = haystack[range.lowerBound - 1]
            if before >= 0x80 || (before == 0x0D && needle[0] == 0x0A) { return false }
        }
        if range.upperBound < haystack.count {
            let after = haystack[range.upperBound]
            if after >= 0x80 || (after == 0x0A && needle[needle.count - 1] == 0x0D) { return false }
        }
        return true
    }

    /// Whether `haystack` holds `İ` (C4 B0) or the Kelvin sign (E2 84 AA).
    private static func holdsLettersFoldingToASCII(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in haystack.indices {
            if haystack[index] == 0xC4 && index + 1 < haystack.count && haystack[index + 1] == 0xB0 { return true }
            if haystack[index] == 0xE2 && index + 2 < haystack.count && haystack[index + 1] == 0x84 && haystack[index + 2] == 0xAA {
                return true
            }
        }
        return false
    }

    /// Whether `bytes` occur in `haystack`, exactly.
    private static func containsExactly(_ haystack: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= haystack.count else { return false }
        return (0...(haystack.count - bytes.count)).contains { start in
            bytes.indices.allSatisfy { haystack[start + $0] == bytes[$0] }
        }
    }

    /// Whether every non-ASCII scalar of the UTF-8 `needle` is the Kelvin sign (E2 84 AA).
    private static func isKelvinSignsAndASCII(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < needle.count {
            if needle[index] < 0x80 {
                index += 1
            } else if index + 2 < needle.count && needle[index] == 0xE2 && needle[index + 1] == 0x84 && needle[index + 2] == 0xAA {
                index += 3
            } else {
                return false
            }
        }
        return true
    }
}

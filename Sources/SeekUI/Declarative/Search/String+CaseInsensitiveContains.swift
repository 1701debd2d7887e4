extension StringProtocol {
    /// Whether `other` occurs in this string, ignoring case: the terminal's stand-in for
    /// Foundation's `localizedCaseInsensitiveContains(_:)` (no locale: case is folded by
    /// Unicode's lowercase mapping), so an app's filter reads as SwiftUI's does.
    ///
    /// ASCII text is compared in place, byte by byte, so filtering a long list costs little
    /// more than a pass over its text.
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
        if other.isEmpty { return true }
        let inPlace = utf8.withContiguousStorageIfAvailable { haystack in
            other.utf8.withContiguousStorageIfAvailable { needle in asciiContains(haystack, needle) } ?? nil
        } ?? nil
        if let inPlace { return inPlace }
        return lowercased().contains(other.lowercased())
    }
}

/// Whether `needle` occurs in `haystack`, ASCII letters compared without case; nil when
/// either holds a byte outside ASCII (the caller then folds Unicode case).
private func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool? {
    @inline(__always) func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
    if needle.contains(where: { $0 >= 0x80 }) { return nil }
    guard needle.count <= haystack.count else { return haystack.contains { $0 >= 0x80 } ? nil : false }
    let first = folded(needle[0])
    for start in 0...(haystack.count - needle.count) {
        let byte = haystack[start]
        if byte >= 0x80 { return nil }
        guard folded(byte) == first else { continue }
        var offset = 1
        while offset < needle.count && folded(haystack[start + offset]) == folded(needle[offset]) { offset += 1 }
        if offset == needle.count { return true }
    }
    // The tail after the last start was not checked for non-ASCII bytes.
    for index in (haystack.count - needle.count + 1)..<haystack.count where haystack[index] >= 0x80 { return nil }
    return false
}

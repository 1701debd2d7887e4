extension StringProtocol {
    /// Whether `other` occurs in this string, ignoring case: the terminal's stand-in for
    /// Foundation's `localizedCaseInsensitiveContains(_:)` (no locale: case is folded by
    /// Unicode's lowercase mapping, and characters compare as `String`'s do), so an app's filter
    /// reads as SwiftUI's does.
    ///
    /// It is the body's filter over every item at each keystroke, so it is inlined into the app
    /// (specialised for its string types) and reads the UTF-8 in place: an ASCII needle is
    /// looked for byte by byte, in any text, and a needle with other letters is ruled out of
    /// ASCII text without folding it (``CaseInsensitiveSearch``). Only what those cannot decide
    /// is folded and compared as `String`.
    @inlinable
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
        if other.isEmpty { return true }
        let inPlace = utf8.withContiguousStorageIfAvailable { haystack in
            other.utf8.withContiguousStorageIfAvailable { needle in CaseInsensitiveSearch.contains(haystack, needle) } ?? nil
        } ?? nil
        if let inPlace { return inPlace }
        return CaseInsensitiveSearch.foldedContains(String(self), String(other))
    }
}

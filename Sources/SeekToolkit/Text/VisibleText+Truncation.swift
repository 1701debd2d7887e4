extension VisibleText {
    /// `text` cut to `width` columns of its ``VisibleText`` form, ending in `…` when it was cut.
    ///
    /// Whole characters are kept or dropped, so character indexes (for highlights) still apply.
    /// - Complexity: O(`width`), however long `text` is.
    public static func truncated(_ text: String, toColumns width: Int) -> String {
        guard width > 0 else { return "" }
        // Printable ASCII is one column and one character a byte: cut by bytes (the row of a
        // path list, every frame), with no glyph walk and no character-counted prefix.
        if let cut = printableASCIIPrefix(of: text, columns: width) { return cut }
        return truncatedByWalkingGlyphs(text, toColumns: width)
    }

    /// ``truncated(_:toColumns:)`` for any text (`width` above 0), by walking its glyphs: the
    /// characters before the glyph that passes `width - 1` columns and an ellipsis, when the
    /// whole takes more than `width`. Internal so that tests can compare the ASCII cut with it.
    static func truncatedByWalkingGlyphs(_ text: String, toColumns width: Int) -> String {
        var used = 0
        var kept: Int?
        for glyph in VisibleText(text) {
            used += glyph.columns
            if kept == nil && used > width - 1 { kept = glyph.sourceIndex }
            if used > width, let kept { return String(text.prefix(kept)) + "…" }
        }
        return text
    }

    /// `text` cut to `width` columns when its first `width` bytes (all of them, when there are
    /// fewer) are printable ASCII; nil otherwise. A cut text keeps `width - 1` bytes and `…`.
    private static func printableASCIIPrefix(of text: String, columns width: Int) -> String? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var count = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
            index = bytes.index(after: index)
            if count > width { return String(decoding: bytes.prefix(width - 1), as: UTF8.self) + "…" }
        }
        return text
    }
}

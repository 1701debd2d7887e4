extension VisibleText {
    /// `text` cut to `width` columns of its ``VisibleText`` form, ending in `…` when it was cut.
    ///
    /// Whole characters are kept or dropped, so character indexes (for highlights) still apply.
    /// - Complexity: O(`width`), however long `text` is.
    public static func truncated(_ text: String, toColumns width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var kept: Int?
        for glyph in VisibleText(text) {
            used += glyph.columns
            if kept == nil && used > width - 1 { kept = glyph.sourceIndex }
            if used > width, let kept { return String(text.prefix(kept)) + "…" }
        }
        return text
    }
}

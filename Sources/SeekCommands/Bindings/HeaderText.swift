/// The header lines that `change-header(…)`'s text or `transform-header`'s output stands for.
enum HeaderText {
    /// `text` cut at its newlines, less one final newline, as fzf reads a new header; empty
    /// text is no header at all.
    static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

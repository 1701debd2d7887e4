import SeekScreen

/// fzf's `--preview-window` layouts, token by token, so that the tokens seek reads are kept and
/// those only fzf reads (`follow`, `~3`, `<80(up)`) are left out and named instead of stopping
/// the run.
enum FzfPreviewWindow {
    /// `layout`'s tokens that seek reads, joined again, and those only fzf 0.74 reads. A token
    /// neither reads is kept, for seek's parser to refuse.
    static func split(_ layout: String) -> (kept: String, fzfOnly: [String]) {
        var kept: [String] = []
        var fzfOnly: [String] = []
        for token in PreviewWindow.tokens(of: layout) {
            if (try? PreviewWindow(parsing: token)) == nil, fzfReads(token) {
                fzfOnly.append(token)
            } else {
                kept.append(token)
            }
        }
        return (kept.joined(separator: ","), fzfOnly)
    }

    /// Whether fzf's layout grammar has `token`: a position, a switch or its `no` form, a border
    /// style, a scroll offset (`+…`), header lines (`~N`) or an alternative layout (`<N(…)`).
    static func fzfReads(_ token: String) -> Bool {
        let words: Set<String> = ["up", "down", "left", "right", "next", "default", "border", "noborder"]
        let switches: Set<String> = ["wrap", "wrap-word", "cycle", "follow", "info", "hidden"]
        let plain = token.hasPrefix("no") ? String(token.dropFirst(2)) : token
        return words.contains(token) || switches.contains(plain) || token.hasPrefix("border-")
            || token.hasPrefix("+") || token.hasPrefix("~") || token.hasPrefix("<")
    }
}

import SeekCatalog

extension DisplayOptions {
    /// The info line's rule in fzf's face: `--separator`'s text without its colours and with its
    /// tabs expanded at `--tabstop`, else `─` (`-` with `--no-unicode`); nil with
    /// `--no-separator` or an empty separator.
    var infoSeparator: String? {
        guard !noSeparator else { return nil }
        guard let separator else { return noUnicode ? "-" : "─" }
        let tabWidth = max(1, tabstop ?? 8)
        var expanded = ""
        var column = 0
        for character in EscapeSequences.stripped(separator) {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                expanded += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                expanded.append(character)
                column += 1
            }
        }
        return expanded.isEmpty ? nil : expanded
    }
}

import SeekCatalog
import SeekScreen

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

    /// How fzf's face cuts or scrolls a long row: `--hscroll-off`, `--no-hscroll`, `--ellipsis`,
    /// `--keep-right`, `--tabstop`, `--freeze-left`, `--freeze-right`.
    var rowWindow: RowWindow {
        var window = RowWindow()
        window.tabstop = max(1, tabstop ?? window.tabstop)
        window.freezeLeft = max(0, freezeLeft ?? 0)
        window.freezeRight = max(0, freezeRight ?? 0)
        window.scrollOff = max(0, hscrollOff ?? window.scrollOff)
        window.followsMatch = !noHscroll
        window.ellipsis = ellipsis ?? window.ellipsis
        window.keepsRight = keepRight
        return window
    }
}

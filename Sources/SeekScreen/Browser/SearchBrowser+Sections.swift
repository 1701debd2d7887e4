extension SearchBrowser {
    /// A click on a line of fzf's header or footer: kept for the commands' `FZF_CLICK_*`
    /// variables, and fires `click-header` or `click-footer` (as fzf, whether or not anything is
    /// bound to it).
    mutating func clickSection(_ click: SectionClick) -> [BrowserEffect] {
        switch click.line.section {
        case .header:
            headerClick = click
            return [.fire(.clickHeader)]
        case .footer:
            footerClick = click
            return [.fire(.clickFooter)]
        }
    }

    /// Hides the header's lines, or shows them again (`toggle-header`): the list takes their rows.
    mutating func toggleHeader() {
        if let hidden = hiddenHeader {
            options.header = hidden.lines
            options.inputHeaderCount = hidden.inputHeaderCount
            hiddenHeader = nil
        } else {
            hiddenHeader = HiddenHeader(lines: options.header, inputHeaderCount: options.inputHeaderCount)
            options.header = []
            options.inputHeaderCount = 0
        }
        select(selectedRow)
    }

    /// Replaces `--header`'s own lines (`change-header`), keeping the input's header lines after
    /// them, shown or hidden; a click on the old lines is forgotten, as in fzf.
    mutating func replaceHeader(with lines: [String]) {
        headerClick = nil
        if var hidden = hiddenHeader {
            hidden.lines = lines + hidden.lines.suffix(hidden.inputHeaderCount)
            hiddenHeader = hidden
        } else {
            options.header = lines + options.header.suffix(options.inputHeaderCount)
        }
        select(selectedRow)
    }
}

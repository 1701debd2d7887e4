import SeekModel
import SeekToolkit

extension ScreenLayout {
    /// The layout of fzf's face (see ``ScreenFace``), as fzf 0.74 lays out its screen.
    ///
    /// With the prompt at the bottom (fzf's `default` and `reverse-list` layouts), from the last
    /// row up: the prompt, the info line, `--header`'s lines, then the list; with `reverse`
    /// (the field's drawer placement) the same from the first row down. `--header-lines`' lines
    /// go where the list starts: next to `--header`'s when the best match is next to the prompt,
    /// at the top of the list with `reverse-list`. The scroll bar takes the right column (the
    /// border's inner padding with `--border`, which keeps a column of padding on each side).
    init(fzfFaceOf browser: SearchBrowser) {
        let options = browser.options
        let context = SearchLayoutContext(width: browser.size.width, hasSplitView: false)
        self.init(size: TerminalSize(width: 0, height: 0), request: Request(placement: browser.session.resolvedPlacement(in: context)))
        var whole = Rect(row: 0, column: 0, width: browser.size.width, height: browser.size.height)
        let bordered = options.hasBorder && whole.width >= 6 && whole.height >= 4
        if bordered {
            whole = Rect(row: 1, column: 2, width: whole.width - 4, height: whole.height - 2)
        }
        var rest = whole
        if let window = options.previewWindow, browser.isPreviewShown {
            (preview, rest) = window.split(whole)
        }
        var barColumn: Int?
        if options.showsScrollbar {
            if bordered && rest.right == whole.right {
                barColumn = rest.right
            } else if rest.width > 2 {
                barColumn = rest.right - 1
                rest.width -= 1
            }
        }
        guard rest.height > 0 && rest.width > 0 else { return }
        let promptAtTop = placement != .bottom
        var free = rest
        /// Takes `rows` rows from the prompt's side of what is left, keeping one for the list.
        func takeFromPromptSide(_ rows: Int) -> Rect {
            let granted = min(rows, max(0, free.height - 1))
            guard granted > 0 else { return .empty }
            if promptAtTop {
                defer { free = Rect(row: free.row + granted, column: free.column, width: free.width, height: free.height - granted) }
                return Rect(row: free.row, column: free.column, width: free.width, height: granted)
            }
            free = Rect(row: free.row, column: free.column, width: free.width, height: free.height - granted)
            return Rect(row: free.bottom, column: free.column, width: free.width, height: granted)
        }
        field = takeFromPromptSide(1)
        if options.info != .inline { status = takeFromPromptSide(1) }
        header = takeFromPromptSide(options.header.count - min(options.inputHeaderCount, options.header.count))
        let inputRows = min(options.inputHeaderCount, options.header.count)
        if options.listGrowsUpward || promptAtTop {
            inputHeader = takeFromPromptSide(inputRows)
        } else {
            // reverse-list: the list runs down from the top, so its header lines head it.
            let granted = min(inputRows, max(0, free.height - 1))
            inputHeader = Rect(row: free.row, column: free.column, width: free.width, height: granted)
            free = Rect(row: free.row + granted, column: free.column, width: free.width, height: free.height - granted)
        }
        list = free
        if let barColumn {
            scrollbar = Rect(row: list.row, column: barColumn, width: 1, height: list.height)
        }
    }
}

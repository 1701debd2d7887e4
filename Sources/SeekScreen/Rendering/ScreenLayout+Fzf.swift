import SeekModel
import SeekToolkit

extension ScreenLayout {
    /// The layout of fzf's face (see ``ScreenFace``), as fzf 0.74 lays out its screen.
    ///
    /// With the prompt at the bottom (fzf's `default` and `reverse-list` layouts), from the last
    /// row up: the prompt, the info line, `--header`'s lines, then the list; with `reverse`
    /// (the field's drawer placement) the same from the first row down. `--header-lines`' lines
    /// go where the list starts: next to `--header`'s when the best match is next to the prompt,
    /// at the top of the list with `reverse-list`.
    ///
    /// Borders nest: `--border`'s shape takes the screen's edges, the preview its side of the
    /// rest, `--input-border`'s box the prompt and info line on the prompt's side, and
    /// `--list-border`'s box what is left (with the prompt and info line when they have no box
    /// of their own). A vertical side keeps a column of padding inside it, and the scroll bar
    /// takes the right one of the list's innermost box, else the list's last column.
    init(fzfFaceOf browser: SearchBrowser) {
        let options = browser.options
        let borders = options.borders
        let context = SearchLayoutContext(width: browser.size.width, hasSplitView: false)
        self.init(size: TerminalSize(width: 0, height: 0), request: Request(placement: browser.session.resolvedPlacement(in: context)))
        var whole = Rect(row: 0, column: 0, width: browser.size.width, height: browser.size.height)
        let bordered = options.hasBorder && whole.width >= 6 && whole.height >= 4
        if bordered {
            whole = borders.screen.inner(of: whole)
        }
        var rest = whole
        if let window = options.previewWindow, browser.isPreviewShown {
            (preview, rest) = window.split(whole)
        }
        let promptAtTop = placement != .bottom
        var inputArea = Rect.empty
        if borders.input.drawsLines {
            let shape = borders.input
            let rows = 1 + (options.info == .statusLine ? 1 : 0) + (shape.hasTop ? 1 : 0) + (shape.hasBottom ? 1 : 0)
            let granted = min(rows, max(0, rest.height - 1))
            if granted > 0 {
                inputFrame = Rect(row: promptAtTop ? rest.row : rest.bottom - granted, column: rest.column,
                                  width: rest.width, height: granted)
                rest = Rect(row: promptAtTop ? rest.row + granted : rest.row, column: rest.column,
                            width: rest.width, height: rest.height - granted)
                inputArea = shape.inner(of: inputFrame)
            }
        }
        var paddedOnRight = bordered && borders.screen.hasRight && rest.right == whole.right
        if borders.list.drawsLines {
            listFrame = rest
            rest = borders.list.inner(of: rest)
            paddedOnRight = borders.list.hasRight
        }
        var barColumn: Int?
        if options.showsScrollbar {
            if paddedOnRight {
                barColumn = rest.right
            } else if rest.width > 2 {
                barColumn = rest.right - 1
                rest.width -= 1
            }
        }
        guard rest.height > 0 && rest.width > 0 else { return }
        var free = rest
        /// Takes `rows` rows from the prompt's side of `area`, keeping `keep` rows.
        func take(_ rows: Int, from area: inout Rect, keeping keep: Int) -> Rect {
            let granted = min(rows, max(0, area.height - keep))
            guard granted > 0 else { return .empty }
            if promptAtTop {
                defer { area = Rect(row: area.row + granted, column: area.column, width: area.width, height: area.height - granted) }
                return Rect(row: area.row, column: area.column, width: area.width, height: granted)
            }
            area = Rect(row: area.row, column: area.column, width: area.width, height: area.height - granted)
            return Rect(row: area.bottom, column: area.column, width: area.width, height: granted)
        }
        if inputFrame.isEmpty {
            field = take(1, from: &free, keeping: 1)
            if options.info == .statusLine || options.info != .inline && options.infoSeparator != nil {
                // The rule alone (`hidden`, `inline-right`) takes no row without a separator.
                status = take(1, from: &free, keeping: 1)
            }
        } else {
            field = take(1, from: &inputArea, keeping: 0)
            if options.info == .statusLine { status = take(1, from: &inputArea, keeping: 0) }
        }
        header = take(options.header.count - min(options.inputHeaderCount, options.header.count), from: &free, keeping: 1)
        let inputRows = min(options.inputHeaderCount, options.header.count)
        if options.listGrowsUpward || promptAtTop {
            inputHeader = take(inputRows, from: &free, keeping: 1)
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

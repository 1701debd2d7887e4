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
    /// Borders nest: `--margin` keeps space around `--border`'s shape, `--padding` inside it, the preview its side of the
    /// rest, `--input-border`'s box the prompt and info line on the prompt's side, and
    /// `--list-border`'s box what is left (with the prompt and info line when they have no box
    /// of their own). A vertical side keeps a column of padding inside it, and the scroll bar
    /// takes the right one of the list's innermost box, else the list's last column.
    init(fzfFaceOf browser: SearchBrowser) {
        let options = browser.options
        let borders = options.borders
        let context = SearchLayoutContext(width: browser.size.width, hasSplitView: false)
        self.init(size: TerminalSize(width: 0, height: 0), request: Request(placement: browser.session.resolvedPlacement(in: context)))
        let screen = Rect(row: 0, column: 0, width: browser.size.width, height: browser.size.height)
        var whole = borders.margin.inset(screen, screen: browser.size)
        let bordered = options.hasBorder && whole.width >= 6 && whole.height >= 4
        if bordered {
            screenFrame = whole
            whole = borders.screen.inner(of: whole)
        }
        whole = borders.padding.inset(whole, screen: browser.size)
        var rest = whole
        if let window = options.previewWindow, browser.isPreviewShown {
            (preview, rest) = window.split(whole)
        }
        let promptAtTop = placement != .bottom
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
        let inputRows = min(options.inputHeaderCount, options.header.count)
        let headerRows = options.header.count - inputRows
        // `--header-first`: `--header`'s lines (else the input's header lines) beyond the prompt,
        // outside the input's box.
        let headerGoesFirst = options.headerFirst && headerRows > 0
        let inputHeaderGoesFirst = options.headerFirst && headerRows == 0
        /// `rect`'s columns as the list's inside its box.
        func alignedWithList(_ rect: Rect) -> Rect {
            let left = borders.list.hasLeft ? 2 : 0
            guard !rect.isEmpty else { return rect }
            return Rect(row: rect.row, column: rect.column + left,
                        width: rect.width - left - (borders.list.hasRight ? 2 : 0), height: rect.height)
        }
        if headerGoesFirst { header = alignedWithList(take(headerRows, from: &rest, keeping: 1)) }
        if inputHeaderGoesFirst { inputHeader = alignedWithList(take(inputRows, from: &rest, keeping: 1)) }
        var inputArea = Rect.empty
        // The prompt and info line leave the list's box for one of their own, or for none when
        // the header goes beyond them; either way without the info line's rule.
        if borders.input.drawsLines || (borders.list.drawsLines && headerGoesFirst) {
            let shape = borders.input
            let rows = 1 + (options.info == .statusLine ? 1 : 0) + (shape.hasTop ? 1 : 0) + (shape.hasBottom ? 1 : 0)
            let granted = min(rows, max(0, rest.height - 1))
            if granted > 0 {
                inputFrame = Rect(row: promptAtTop ? rest.row : rest.bottom - granted, column: rest.column,
                                  width: rest.width, height: granted)
                rest = Rect(row: promptAtTop ? rest.row + granted : rest.row, column: rest.column,
                            width: rest.width, height: rest.height - granted)
                if shape.drawsLines {
                    inputArea = shape.inner(of: inputFrame)
                } else {
                    inputArea = alignedWithList(inputFrame)
                }
            }
        }
        // The column right of the list (the border's padding, or `--padding`'s) holds the bar,
        // unless the input has a box of its own.
        var paddedOnRight = bordered && borders.screen.hasRight && rest.right == whole.right && inputFrame.isEmpty
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
        if !headerGoesFirst { header = take(headerRows, from: &free, keeping: 1) }
        if inputHeaderGoesFirst {
            // Placed beyond the prompt above.
        } else if options.listGrowsUpward || promptAtTop {
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

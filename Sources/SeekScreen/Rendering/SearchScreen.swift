import SeekProviders
import SeekToolkit
import SeekModel

/// Renders a ``SearchBrowser`` into a ``ScreenFrame``: every part of the layout for its
/// placement, drawn by the components, with the hit regions for the mouse.
public struct SearchScreen {
    public var content: any BrowserContent
    public var keyMap: KeyMap
    public var theme: Theme

    public init(content: any BrowserContent, keyMap: KeyMap = .standard, theme: Theme = .standard) {
        self.content = content
        self.keyMap = keyMap
        self.theme = theme
    }

    /// Draws `browser` into a new frame of its size.
    public func render(_ browser: SearchBrowser) -> ScreenFrame {
        if browser.options.face == .fzf { return renderFzfFace(browser) }
        var grid = Grid(size: browser.size)
        let layout = ScreenLayout(for: browser)
        if browser.options.hasBorder && browser.size.width >= 4 && browser.size.height >= 4 {
            drawBorder(size: browser.size, on: &grid)
        }
        let session = browser.session
        var hits: [(row: Int, columns: Range<Int>, target: HitTarget)] = []

        if !layout.title.isEmpty {
            grid.write(VisibleText.truncated(browser.options.title, toColumns: layout.title.width), row: layout.title.row,
                       column: layout.title.column, limit: layout.title.right, style: theme.title)
        }
        if !layout.button.isEmpty {
            let label = "[/ \(session.prompt)]"
            let column = max(layout.button.column, layout.button.right - DisplayWidth.of(label))
            let end = grid.write(label, row: layout.button.row, column: column, limit: layout.button.right, style: theme.button)
            hits.append((layout.button.row, column..<end, .field))
        }
        var cursor: CursorPosition?
        if !layout.field.isEmpty {
            var field = SearchField(
                marker: browser.options.prompt ?? "/ ",
                pills: session.tokens.map { "\($0.field): \($0.value)" },
                text: session.text,
                prompt: session.prompt,
                showsCursor: session.focus == .field && browser.findPane == nil,
                cursorOffset: browser.cursorOffset,
                theme: browser.isFilteringEnabled ? theme : theme.withQuery(in: theme.disabledQuery)
            )
            let customPills = session.tokens.map { content.tokenRuns(for: $0) }
            if !customPills.isEmpty && customPills.allSatisfy({ $0 != nil }) {
                field.pillRuns = customPills.compactMap { $0 }
            }
            var fieldRect = layout.field
            if browser.options.info == .inline || browser.options.info == .inlineRight {
                // The count at the end of the field's row, as fzf's --info=inline puts it.
                let count = " < \(browser.results.matches.count)/\(browser.results.totalCount)"
                let width = DisplayWidth.of(count)
                if fieldRect.width > width + 8 {
                    fieldRect = Rect(row: fieldRect.row, column: fieldRect.column, width: fieldRect.width - width, height: 1)
                    grid.write(count, row: fieldRect.row, column: fieldRect.right, limit: layout.field.right, style: theme.count)
                }
            }
            cursor = field.render(into: &grid, in: fieldRect)
            hits.append((layout.field.row, layout.field.column..<layout.field.right, .field))
        }
        if !layout.scopeBar.isEmpty {
            let segments = session.scopes.enumerated().map { index, scope in
                ScopeBar.Segment(title: scope.title, count: browser.scopeCounts.flatMap { $0.indices.contains(index) ? $0[index] : nil },
                                 countLimit: browser.results.countLimit)
            }
            let bar = ScopeBar(segments: segments, selectedIndex: session.selectedScopeIndex, theme: theme)
            for hit in bar.render(into: &grid, in: layout.scopeBar) {
                hits.append((layout.scopeBar.row, hit.columns, .scope(hit.index)))
            }
        }
        if !layout.suggestions.isEmpty {
            let popup = suggestionPopup(for: browser)
            for hit in popup.render(into: &grid, in: layout.suggestions) {
                hits.append((hit.row, layout.suggestions.column..<layout.suggestions.right, .suggestion(hit.index)))
            }
        }
        if !layout.header.isEmpty {
            for (offset, line) in browser.options.header.prefix(layout.header.height).enumerated() {
                grid.write(VisibleText.truncated(line, toColumns: layout.header.width), row: layout.header.row + offset,
                           column: layout.header.column, limit: layout.header.right, style: theme.header)
            }
        }
        if !layout.list.isEmpty {
            if browser.showsSuggestionsInline {
                let popup = suggestionPopup(for: browser)
                for hit in popup.render(into: &grid, in: layout.list) {
                    hits.append((hit.row, layout.list.column..<layout.list.right, .suggestion(hit.index)))
                }
            } else {
                drawList(browser, in: layout.list, on: &grid, hits: &hits)
            }
        }
        if !layout.detail.isEmpty {
            let detail = browser.selectedItem.flatMap { content.detail(ofItem: $0) } ?? (title: "", fields: [])
            let pane = DetailPane(title: detail.title, fields: detail.fields, theme: theme,
                                  find: browser.findPane == .detail ? browser.find : nil, firstLine: browser.detailFirstLine)
            // While find is open, the cursor is in its field.
            if let findCursor = pane.render(into: &grid, in: layout.detail) { cursor = findCursor }
        }
        if let findCursor = drawPreview(browser, in: layout.preview, on: &grid, hits: &hits) { cursor = findCursor }
        if !layout.status.isEmpty {
            let scopeTitle = session.selectedScope.flatMap { $0.filter == nil ? nil : $0.title }
            StatusLine(
                matchedCount: browser.results.matchedCount ?? browser.results.matches.count,
                totalCount: browser.results.totalCount,
                countLimit: browser.results.countLimit,
                matchedCountIsLowerBound: browser.results.matchedCountIsLowerBound,
                message: browser.statusMessage,
                scopeTitle: scopeTitle,
                isBusy: browser.isBusy,
                tick: browser.tick,
                markedCount: browser.markedItems.count,
                help: browser.findPane == nil ? keyMap.helpLine(for: browser) : KeyMap.findHelpLine,
                theme: theme
            ).render(into: &grid, in: layout.status)
        }
        if let background = theme.background {
            grid.fillBackground(with: background)
        }
        return ScreenFrame(grid: grid, cursor: cursor, hitRegions: hits)
    }

    private func suggestionPopup(for browser: SearchBrowser) -> SuggestionPopup {
        let session = browser.session
        return SuggestionPopup(
            rows: session.visibleSuggestions.map {
                SuggestionPopup.Row(title: $0.title, isChoosable: $0.isChoosable,
                                    runs: content.suggestionRuns(for: $0, columns: browser.size.width))
            },
            highlightedIndex: session.highlightedSuggestionIndex,
            theme: theme
        )
    }

    /// A rounded box around a screen of `size` (`--border`).
    func drawBorder(size: TerminalSize, on grid: inout Grid) {
        let rule = String(repeating: "─", count: size.width - 2)
        grid.write("╭" + rule + "╮", row: 0, column: 0, style: theme.popupBorder)
        grid.write("╰" + rule + "╯", row: size.height - 1, column: 0, style: theme.popupBorder)
        for row in 1..<(size.height - 1) {
            grid.write("│", row: row, column: 0, style: theme.popupBorder)
            grid.write("│", row: row, column: size.width - 1, style: theme.popupBorder)
        }
    }

    /// The preview pane in `rect`, when it is shown; returns the cursor of find's field over it.
    func drawPreview(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid,
                     hits: inout [(row: Int, columns: Range<Int>, target: HitTarget)]) -> CursorPosition? {
        guard !rect.isEmpty, let window = browser.layout.previewWindow else { return nil }
        var pane = browser.previewPane(window: window)
        pane.theme = theme
        pane.find = browser.findPane == .preview ? browser.find : nil
        let findCursor = pane.render(into: &grid, in: rect)
        for row in rect.row..<rect.bottom {
            hits.append((row, rect.column..<rect.right, .preview))
        }
        return findCursor
    }

    func drawList(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid,
                          hits: inout [(row: Int, columns: Range<Int>, target: HitTarget)]) {
        let matches = browser.results.matches
        let marked = Set(browser.markedItems)
        var rows: [ListPane.Row] = []
        // fzf's face scrolls a long row to its match (or its end): more of the row is read then.
        let window = browser.options.face == .fzf ? browser.options.rowWindow : nil
        let scrolls = window.map { $0.keepsRight || $0.freezes || $0.followsMatch && !browser.results.queryText.isEmpty } ?? false
        let marksWidth = ListPane.marksWidth(pointer: browser.options.pointer, marker: browser.options.marker)
        let gap = browser.options.itemGap
        for offset in 0..<gap.itemsFitting(rect.height) {
            let rowIndex = browser.firstVisibleRow + offset
            guard rowIndex < matches.count else { break }
            let item = matches[rowIndex].index
            // Only the part of a long row that can be seen is read, measured and highlighted.
            let text = content.text(ofItem: item, fittingColumns: scrolls ? 1 << 16 : rect.width)
            var row = ListPane.Row(text: text, isSelected: rowIndex == browser.selectedRow, isMarked: marked.contains(item))
            if let runs = content.rowRuns(ofItem: item, columns: rect.width, query: browser.results.queryText) {
                row.runs = runs
            } else {
                row.highlighted = content.highlightedCharacters(in: text, query: browser.results.queryText)
                row.swatch = content.swatch(ofItem: item)
                row.colors = content.coloredRuns(ofItem: item, fittingColumns: rect.width)
                if let window, row.colors == nil {
                    let frozen = window.freezes ? content.frozenBounds(of: text, left: window.freezeLeft, right: window.freezeRight) : nil
                    (row.text, row.highlighted) = window.fit(text, highlighted: row.highlighted, columns: rect.width - marksWidth, frozen: frozen)
                }
            }
            // fzf draws an item's new lines as ␊ on its one row; one character for one keeps the
            // highlighted indexes.
            if browser.options.face == .fzf && row.runs == nil { row.text = row.text.replacing("\n", with: "␊") }
            rows.append(row)
            let upward = browser.options.listGrowsUpward
            // An item's gap rows are its own to a click, as in fzf.
            for rowOffset in offset * gap.stride..<min(rect.height, (offset + 1) * gap.stride) {
                hits.append((ListPane.screenRow(ofOffset: rowOffset, in: rect, growsUpward: upward), rect.column..<rect.right, .row(rowIndex)))
            }
        }
        var pane = ListPane(rows: rows, hasFocus: browser.session.focus == .results, theme: theme,
                            growsUpward: browser.options.listGrowsUpward)
        pane.pointer = browser.options.pointer
        pane.marker = browser.options.marker
        if browser.options.face == .fzf { pane.gutter = browser.options.gutter }
        pane.gap = gap
        pane.gapLineInset = browser.layout.scrollbar.isEmpty ? 1 : 0
        if browser.jump != nil { pane.jumpLabels = rows.indices.map { browser.jumpLabel(ofOffset: $0) } }
        pane.render(into: &grid, in: rect)
    }
}

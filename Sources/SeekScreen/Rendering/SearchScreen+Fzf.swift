import SeekToolkit

extension SearchScreen {
    /// Draws `browser` in fzf's face (see ``ScreenFace``): the same field, list and preview
    /// components as seek's face, laid out by ``ScreenLayout/init(fzfFaceOf:)``, with fzf's info
    /// line, gutter and scroll bar, and neither title, placeholder, key help nor suggestions.
    func renderFzfFace(_ browser: SearchBrowser) -> ScreenFrame {
        var grid = Grid(size: browser.size)
        let layout = ScreenLayout(for: browser)
        let options = browser.options
        drawBorders(options, layout: layout, on: &grid)
        let session = browser.session
        var hits: [(row: Int, columns: Range<Int>, target: HitTarget)] = []
        var info = InfoLine(
            matchedCount: browser.results.matchedCount ?? browser.results.matches.count,
            totalCount: browser.results.totalCount,
            markedCount: options.allowsMultipleSelection ? browser.markedItems.count : nil,
            isBusy: browser.isBusy, tick: browser.tick, theme: theme
        )
        // fzf's order: the sort's indicator, then the tracking's.
        info.indicators = [options.showsSortIndicator ? (browser.isSorted ? "+S" : "-S") : nil, browser.tracking.indicator,
                           browser.isWaitingForSearch ? "(..)" : nil].compactMap { $0 }
        info.markLimit = options.markLimit
        info.commandText = browser.infoCommandText
        info.separator = options.infoSeparator
        info.alignsRight = options.infoAlignsRight
        info.inlineSeparator = options.inlineInfoSeparator
        info.drawsRule = !layout.infoRuleHidden
        var cursor: CursorPosition?
        if !layout.field.isEmpty {
            let marker = options.prompt ?? "> "
            let pills = session.tokens.map { "\($0.field): \($0.value)" }
            let field = SearchField(
                marker: marker, pills: pills, text: session.text, prompt: "",
                showsCursor: browser.findPane == nil, cursorOffset: browser.cursorOffset,
                theme: browser.isFilteringEnabled ? theme : theme.withQuery(in: theme.disabledQuery)
            )
            var fieldRect = layout.field
            switch options.info {
            case .inline:
                // The count follows the query, as fzf's does, and stays on screen when the
                // query is long.
                let infoWidth = DisplayWidth.of(info.inlinePrefix + info.counts) + 1
                let queryWidth = pills.reduce(0) { $0 + DisplayWidth.of($1) + 3 } + DisplayWidth.of(session.text)
                let textEnd = fieldRect.column + DisplayWidth.of(marker) + queryWidth
                let infoColumn = min(textEnd, fieldRect.right - infoWidth)
                if infoColumn > fieldRect.column {
                    fieldRect.width = min(textEnd + 1, fieldRect.right - infoWidth) - fieldRect.column
                    info.renderInline(into: &grid, row: fieldRect.row, column: infoColumn, limit: layout.field.right)
                }
            case .inlineRight:
                let countWidth = DisplayWidth.of(info.counts) + 1
                if fieldRect.width > countWidth + 8 {
                    fieldRect.width -= countWidth
                    info.renderRight(into: &grid, in: layout.field)
                }
            case .statusLine, .hidden:
                break
            }
            cursor = field.render(into: &grid, in: fieldRect)
            hits.append((layout.field.row, layout.field.column..<layout.field.right, .field))
        }
        switch options.info {
        case .statusLine: info.render(into: &grid, in: layout.status)
        case .hidden, .inlineRight: info.renderRule(into: &grid, in: layout.status)
        case .inline: break
        }
        let sectionLines = PlacedSectionLines(options: options, layout: layout)
        drawHeaders(sectionLines, on: &grid)
        hits += sectionLines.hitRegions
        if !layout.list.isEmpty {
            drawList(browser, in: layout.list, on: &grid, hits: &hits)
            ScrollBar(total: browser.results.matches.count, offset: browser.firstVisibleRow, growsUpward: options.listGrowsUpward,
                      theme: theme).render(into: &grid, in: layout.scrollbar)
        }
        if let findCursor = drawPreview(browser, in: layout.preview, on: &grid, hits: &hits) { cursor = findCursor }
        if let background = theme.background {
            grid.fillBackground(with: background)
        }
        return ScreenFrame(grid: grid, cursor: cursor, hitRegions: hits)
    }

    /// `--border`'s shape around the screen, then the list's and the input's boxes and the
    /// header's, header lines' and footer's, each with its label; an inline section's rule
    /// crosses the list's box.
    private func drawBorders(_ options: BrowserOptions, layout: ScreenLayout, on grid: inout Grid) {
        let borders = options.borders
        func draw(_ shape: BorderShape, _ label: BorderLabel?, in rect: Rect) {
            BorderBox(shape: shape, label: label, style: theme.popupBorder, labelStyle: theme.header)
                .render(into: &grid, in: rect)
        }
        if !layout.screenFrame.isEmpty { draw(borders.screen, borders.screenLabel, in: layout.screenFrame) }
        if !layout.listFrame.isEmpty { draw(borders.list, borders.listLabel, in: layout.listFrame) }
        if !layout.inputFrame.isEmpty { draw(borders.input, borders.inputLabel, in: layout.inputFrame) }
        for (section, label) in [(layout.headerFrame, borders.headerLabel), (layout.headerLinesFrame, nil),
                                 (layout.footerFrame, borders.footerLabel)] where !section.rect.isEmpty {
            if section.shape == .inline {
                BorderBox(shape: borders.list, label: label, style: theme.popupBorder, labelStyle: theme.header)
                    .renderRule(into: &grid, row: section.ruleIsFirst ? section.rect.row : section.rect.bottom - 1,
                                in: section.rect, facingDown: !section.ruleIsFirst)
            } else {
                draw(section.shape, label, in: section.rect)
            }
        }
    }

    /// The header's and footer's lines where ``PlacedSectionLines`` places them.
    private func drawHeaders(_ placed: PlacedSectionLines, on grid: inout Grid) {
        for line in placed.lines {
            grid.write(VisibleText.truncated(line.text, toColumns: line.right - line.column), row: line.row, column: line.column,
                       limit: line.right, style: theme.header)
        }
    }
}

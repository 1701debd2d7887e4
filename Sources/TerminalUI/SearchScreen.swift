import Matching

/// Renders a ``SearchBrowser`` into a ``Grid``: the title, the search field, the list of matches
/// with their matched characters highlighted, and the status line.
public struct SearchScreen {
    /// The text of every item, by input index.
    public var items: ItemStore
    public var keyMap: KeyMap
    public var theme: Theme

    public init(items: ItemStore, keyMap: KeyMap = .standard, theme: Theme = .standard) {
        self.items = items
        self.keyMap = keyMap
        self.theme = theme
    }

    /// Draws `browser` into a new grid of its size and returns it with the cursor position.
    public func render(_ browser: SearchBrowser) -> (grid: Grid, cursor: CursorPosition?) {
        var grid = Grid(size: browser.size)
        let layout = ScreenLayout(size: browser.size)
        drawTitle(browser, in: layout.title, on: &grid)
        let cursor = drawField(browser, in: layout.field, on: &grid)
        drawList(browser, in: layout.list, on: &grid)
        drawStatus(browser, in: layout.status, on: &grid)
        return (grid, cursor)
    }

    private func drawTitle(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid) {
        guard !rect.isEmpty else { return }
        grid.write(Self.truncated(browser.title, to: rect.width), row: rect.row, column: rect.column,
                   limit: rect.right, style: theme.title)
    }

    private func drawField(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        let session = browser.session
        let marker = "/ "
        let textStart = grid.write(marker, row: rect.row, column: rect.column, limit: rect.right, style: theme.fieldMarker)
        if session.text.isEmpty {
            grid.write(session.prompt, row: rect.row, column: textStart, limit: rect.right, style: theme.prompt)
            return session.focus == .field ? CursorPosition(row: rect.row, column: min(textStart, rect.right - 1)) : nil
        }
        // Keep the end of a long text, where the cursor is, in view.
        let room = max(1, rect.right - textStart - 1)
        var visible = Substring(session.text)
        while DisplayWidth.of(visible) > room, !visible.isEmpty {
            visible = visible.dropFirst()
        }
        let end = grid.write(visible, row: rect.row, column: textStart, limit: rect.right, style: theme.text)
        return session.focus == .field ? CursorPosition(row: rect.row, column: min(end, rect.right - 1)) : nil
    }

    private func drawList(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid) {
        guard !rect.isEmpty else { return }
        let matches = browser.results.matches
        let matcher = QueryMatcher(Query(browser.results.queryText))
        for offset in 0..<rect.height {
            let rowIndex = browser.firstVisibleRow + offset
            guard rowIndex < matches.count else { break }
            let isSelected = rowIndex == browser.selectedRow
            let rowStyle = isSelected ? theme.selectedRow : theme.row
            let screenRow = rect.row + offset
            grid.fill(Rect(row: screenRow, column: rect.column, width: rect.width, height: 1), style: rowStyle)
            let textColumn = grid.write(isSelected ? "> " : "  ", row: screenRow, column: rect.column,
                                        limit: rect.right, style: rowStyle.adding(.bold))
            let text = items.text(at: matches[rowIndex].index)
            let highlighted = Self.highlightedCharacters(in: text, positions: matcher.matchedPositions(in: text))
            let shown = Self.truncated(text, to: rect.right - textColumn)
            let highlight = theme.matchedCharacters
            grid.write(shown, row: screenRow, column: textColumn, limit: rect.right, style: rowStyle) { index in
                guard highlighted.contains(index) else { return rowStyle }
                var style = rowStyle.adding(highlight.attributes)
                style.foreground = highlight.foreground
                return style
            }
        }
    }

    private func drawStatus(_ browser: SearchBrowser, in rect: Rect, on grid: inout Grid) {
        guard !rect.isEmpty else { return }
        let count = "\(browser.results.matches.count)/\(browser.results.totalCount)"
        let afterCount = grid.write(count, row: rect.row, column: rect.column, limit: rect.right, style: theme.count)
        let help = keyMap.helpLine
        let helpWidth = DisplayWidth.of(help)
        if rect.right - afterCount >= helpWidth + 2 {
            grid.write(help, row: rect.row, column: rect.right - helpWidth, limit: rect.right, style: theme.status)
        }
    }

    /// `text` cut to `width` columns, ending in `…` when it was cut.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for grapheme in text {
            let columns = DisplayWidth.of(grapheme)
            if used + columns > width - 1 { break }
            result.append(grapheme)
            used += columns
        }
        return result + "…"
    }

    /// The character indexes of `text` that contain a matched scalar.
    static func highlightedCharacters(in text: String, positions: [Int]) -> Set<Int> {
        guard !positions.isEmpty else { return [] }
        var result = Set<Int>()
        var scalarIndex = 0
        var wanted = positions.makeIterator()
        var next = wanted.next()
        for (characterIndex, character) in text.enumerated() {
            let count = character.unicodeScalars.count
            while let position = next, position < scalarIndex + count {
                if position >= scalarIndex { result.insert(characterIndex) }
                next = wanted.next()
            }
            scalarIndex += count
        }
        return result
    }
}

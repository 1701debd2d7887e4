import SeekToolkit
/// The suggestion list that opens under the search field (above it at the bottom placement),
/// like the menu SwiftUI shows for `searchSuggestions`.
///
/// Choosable suggestions are drawn plain and display-only ones (headings, hints) dim; the
/// highlighted row, whichever it is, in reverse video with a `>` (the arrows walk every row).
public struct SuggestionPopup {
    /// One row of the popup.
    public struct Row: Equatable, Sendable {
        public var title: String
        public var isChoosable: Bool
        /// The row drawn the host's own way, in place of `title`.
        public var runs: [ColoredText.Run]?

        public init(title: String, isChoosable: Bool, runs: [ColoredText.Run]? = nil) {
            self.title = title
            self.isChoosable = isChoosable
            self.runs = runs
        }
    }

    /// At most this many rows are shown.
    public static let maximumRows = 8

    public var rows: [Row]
    public var highlightedIndex: Int?
    public var theme: Theme

    public init(rows: [Row], highlightedIndex: Int?, theme: Theme = .standard) {
        self.rows = rows
        self.highlightedIndex = highlightedIndex
        self.theme = theme
    }

    /// The popup's rectangle when it hangs from `anchor` (the field's row), opening downward or
    /// upward, within `bounds`.
    public func frame(below anchor: Rect, opensUpward: Bool, within bounds: Rect) -> Rect {
        guard !rows.isEmpty else { return .empty }
        let widest = rows.map { $0.runs?.columns ?? DisplayWidth.of($0.title) }.max() ?? 0
        let width = min(anchor.width, max(20, widest + 4))
        let height = min(rows.count, Self.maximumRows) + 2
        if opensUpward {
            let room = anchor.row - bounds.row
            let shown = min(height, room)
            return Rect(row: anchor.row - shown, column: anchor.column, width: width, height: shown)
        }
        let room = bounds.bottom - anchor.bottom
        return Rect(row: anchor.bottom, column: anchor.column, width: width, height: min(height, room))
    }

    /// Draws the popup with a border into `rect`; returns the screen row of each visible
    /// suggestion (by index), for mouse clicks.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> [(index: Int, row: Int)] {
        guard rect.height >= 3, rect.width >= 4 else { return [] }
        let inner = rect.width - 2
        grid.fill(rect, style: theme.popup)
        grid.write("┌" + String(repeating: "─", count: inner) + "┐", row: rect.row, column: rect.column, limit: rect.right, style: theme.popupBorder)
        grid.write("└" + String(repeating: "─", count: inner) + "┘", row: rect.bottom - 1, column: rect.column, limit: rect.right, style: theme.popupBorder)
        let visibleCount = rect.height - 2
        // Scroll so that the highlighted row is visible.
        let first = max(0, min((highlightedIndex ?? 0) - visibleCount + 1, rows.count - visibleCount))
        var hits: [(index: Int, row: Int)] = []
        for offset in 0..<visibleCount {
            let index = first + offset
            let row = rect.row + 1 + offset
            grid.write("│", row: row, column: rect.column, limit: rect.right, style: theme.popupBorder)
            grid.write("│", row: row, column: rect.right - 1, limit: rect.right, style: theme.popupBorder)
            guard index < rows.count else { continue }
            let isHighlighted = index == highlightedIndex
            let style = isHighlighted ? theme.popupHighlight : rows[index].isChoosable ? theme.popup : theme.popupHeading
            grid.fill(Rect(row: row, column: rect.column + 1, width: inner, height: 1), style: style)
            let lead = isHighlighted ? "> " : "  "
            if let runs = rows[index].runs {
                let column = grid.write(lead, row: row, column: rect.column + 1, limit: rect.right - 1, style: style)
                grid.write(runs: runs, row: row, column: column, limit: rect.right - 1, over: style)
                hits.append((index, row))
                continue
            }
            let text = lead + VisibleText.truncated(rows[index].title, toColumns: inner - 3)
            grid.write(text, row: row, column: rect.column + 1, limit: rect.right - 1, style: style)
            hits.append((index, row))
        }
        return hits
    }
}

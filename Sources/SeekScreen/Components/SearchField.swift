import SeekToolkit
/// The search field: a marker, the token pills, the text, and the cursor after it.
///
/// Tokens are drawn as pills (`[cuisine: Italian]`) before the text, as SwiftUI draws them inside
/// the field. When everything is wider than the field, it scrolls horizontally so that the end,
/// where the next character goes, stays in view, and a `…` shows that something is hidden on the
/// left. While the field is empty and has no tokens, the prompt is shown dim.
public struct SearchField {
    public var marker: String
    public var pills: [String]
    public var text: String
    public var prompt: String
    public var showsCursor: Bool
    public var theme: Theme

    public init(marker: String = "/ ", pills: [String], text: String, prompt: String, showsCursor: Bool, theme: Theme = .standard) {
        self.marker = marker
        self.pills = pills
        self.text = text
        self.prompt = prompt
        self.showsCursor = showsCursor
        self.theme = theme
    }

    /// Draws the field and returns where the cursor goes (nil when it should be hidden).
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        let start = grid.write(marker, row: rect.row, column: rect.column, limit: rect.right, style: theme.fieldMarker)
        if pills.isEmpty && text.isEmpty {
            grid.write(VisibleText.truncated(prompt, toColumns: rect.right - start), row: rect.row, column: start,
                       limit: rect.right, style: theme.prompt)
            return showsCursor ? CursorPosition(row: rect.row, column: min(start, rect.right - 1)) : nil
        }
        // Pieces from left to right; the cursor sits one column after the last.
        var pieces: [(text: String, style: CellStyle)] = []
        for pill in pills {
            pieces.append(("[\(pill)]", theme.tokenPill))
            pieces.append((" ", theme.text))
        }
        pieces.append((text, theme.text))
        let room = rect.right - start - (showsCursor ? 1 : 0)
        let total = pieces.reduce(0) { $0 + DisplayWidth.of($1.text) }
        var skip = max(0, total - room)
        var column = start
        if skip > 0 {
            column = grid.write("…", row: rect.row, column: column, limit: rect.right, style: theme.prompt)
            skip += 1
        }
        for piece in pieces {
            var visible = Substring(piece.text)
            while skip > 0, let first = visible.first {
                skip -= DisplayWidth.of(first)
                visible = visible.dropFirst()
            }
            // A wide character cut in half leaves one column to pad.
            if skip < 0 {
                column = grid.write(" ", row: rect.row, column: column, limit: rect.right, style: piece.style)
                skip = 0
            }
            column = grid.write(visible, row: rect.row, column: column, limit: rect.right, style: piece.style)
        }
        return showsCursor ? CursorPosition(row: rect.row, column: min(column, rect.right - 1)) : nil
    }
}

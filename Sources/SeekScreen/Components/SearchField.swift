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
    /// What each pill shows between its brackets, when the host draws pills its own way
    /// (see ``BrowserContent/tokenRuns(for:)``); nil draws `pills`.
    public var pillRuns: [[ColoredText.Run]]?
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
        if pills.isEmpty && (pillRuns ?? []).isEmpty && text.isEmpty {
            grid.write(VisibleText.truncated(prompt, toColumns: rect.right - start), row: rect.row, column: start,
                       limit: rect.right, style: theme.prompt)
            return showsCursor ? CursorPosition(row: rect.row, column: min(start, rect.right - 1)) : nil
        }
        // Pieces from left to right; the cursor sits one column after the last.
        var pieces: [(text: String, style: CellStyle)] = []
        if let pillRuns {
            for runs in pillRuns {
                pieces.append(("[", theme.tokenPill))
                pieces += runs.map { ($0.text, $0.style.laid(over: theme.tokenPill)) }
                pieces.append(("]", theme.tokenPill))
                pieces.append((" ", theme.text))
            }
        } else {
            for pill in pills {
                pieces.append(("[\(pill)]", theme.tokenPill))
                pieces.append((" ", theme.text))
            }
        }
        pieces.append((text, theme.text))
        let room = rect.right - start - (showsCursor ? 1 : 0)
        var column = start
        var tail = Self.tail(of: pieces.map(\.text), fitting: room)
        if !tail.isWhole {
            // Something is hidden on the left: `…`, then the end that fits beside it, padded where
            // a wide character did not fit.
            column = grid.write("…", row: rect.row, column: column, limit: rect.right, style: theme.prompt)
            tail = Self.tail(of: pieces.map(\.text), fitting: room - 1)
            let padding = max(0, room - 1 - tail.columns)
            column = grid.write(String(repeating: " ", count: padding), row: rect.row, column: column,
                                limit: rect.right, style: theme.text)
        }
        for (index, piece) in pieces.enumerated() where index >= tail.piece {
            let visible = index == tail.piece ? piece.text[tail.start...] : piece.text[...]
            column = grid.write(visible, row: rect.row, column: column, limit: rect.right, style: piece.style)
        }
        return showsCursor ? CursorPosition(row: rect.row, column: min(column, rect.right - 1)) : nil
    }

    /// The longest end of `pieces` (joined) that takes at most `columns` columns: the piece and
    /// the index in it where it starts, its width, and whether it is everything.
    ///
    /// It is read backward from the end and stops once the field is full, so drawing the field
    /// costs what it shows, however long the query (a pasted text of 70,000 characters draws as
    /// fast as a word). A run of characters that take no column is read at most a few times the
    /// width of the field; beyond that the rest counts as hidden.
    static func tail(of pieces: [String], fitting columns: Int) -> (piece: Int, start: String.Index, columns: Int, isWhole: Bool) {
        let readLimit = 4 * max(columns, 0) + 16
        var width = 0
        var read = 0
        for pieceIndex in pieces.indices.reversed() {
            let text = pieces[pieceIndex]
            var index = text.endIndex
            while index > text.startIndex {
                let previous = text.index(before: index)
                let characterWidth = DisplayWidth.of(text[previous])
                read += 1
                if width + characterWidth > columns || read > readLimit {
                    return (pieceIndex, index, width, false)
                }
                width += characterWidth
                index = previous
            }
        }
        return (0, pieces.first?.startIndex ?? "".startIndex, width, true)
    }
}

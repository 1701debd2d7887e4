import SeekProviders
import SeekToolkit
/// The search field: the prompt, the token pills, the text, and the cursor where it is.
///
/// Tokens are drawn as pills (`[cuisine: Italian]`) before the text, as SwiftUI draws them inside
/// the field. When everything is wider than the field, it scrolls horizontally so that the cursor
/// stays in view: with the cursor at the end (where typing goes) the end is shown; with the
/// cursor inside the text, what follows it is shown whole when it fits, and otherwise the text
/// before the cursor keeps half the field (what you typed last stays in sight) and what follows
/// fills the rest. A `…` shows that something is hidden on that side. While the field is empty
/// and has no tokens, the placeholder is shown dim.
public struct SearchField {
    /// What is drawn before the field: seek's `/ `, or the text given with `--prompt`.
    public var marker: String
    public var pills: [String]
    /// What each pill shows between its brackets, when the host draws pills its own way
    /// (see `BrowserContent.tokenRuns(for:)`); nil draws `pills`.
    public var pillRuns: [[ColoredText.Run]]?
    public var text: String
    /// The placeholder shown dim while the field is empty.
    public var prompt: String
    public var showsCursor: Bool
    /// Where the cursor is in `text`, as a UTF-8 offset (see ``FieldText``); nil is the end.
    public var cursorOffset: Int?
    public var theme: Theme

    public init(marker: String = "/ ", pills: [String], text: String, prompt: String, showsCursor: Bool,
                cursorOffset: Int? = nil, theme: Theme = .standard) {
        self.marker = marker
        self.pills = pills
        self.text = text
        self.prompt = prompt
        self.showsCursor = showsCursor
        self.cursorOffset = cursorOffset
        self.theme = theme
    }

    /// Draws the field and returns where the cursor goes (nil when it should be hidden).
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        // A long prompt leaves the text at least half the field.
        let half = max(2, rect.width / 2)
        let shownMarker = DisplayWidth.of(marker) > half ? VisibleText.truncated(marker, toColumns: half) : marker
        let start = grid.write(shownMarker, row: rect.row, column: rect.column, limit: rect.right, style: theme.fieldMarker)
        if pills.isEmpty && (pillRuns ?? []).isEmpty && text.isEmpty {
            grid.write(VisibleText.truncated(prompt, toColumns: rect.right - start), row: rect.row, column: start,
                       limit: rect.right, style: theme.prompt)
            return showsCursor ? CursorPosition(row: rect.row, column: min(start, rect.right - 1)) : nil
        }
        let cursor = FieldText(text, cursorOffset: cursorOffset).cursor
        // Pieces before the cursor, from left to right: the pills, then the text up to the cursor.
        var pieces: [(text: Substring, style: CellStyle)] = []
        if let pillRuns {
            for runs in pillRuns {
                pieces.append(("[", theme.tokenPill))
                pieces += runs.map { ($0.text[...], $0.style.laid(over: theme.tokenPill)) }
                pieces.append(("]", theme.tokenPill))
                pieces.append((" ", theme.text))
            }
        } else {
            for pill in pills {
                pieces.append(("[\(pill)]"[...], theme.tokenPill))
                pieces.append((" ", theme.text))
            }
        }
        pieces.append((text[..<cursor], theme.text))
        let after = text[cursor...]
        let available = rect.right - start
        let leftRoom: Int
        if after.isEmpty {
            // The cursor takes the column after the text.
            leftRoom = available - (showsCursor ? 1 : 0)
        } else {
            let following = Self.head(of: after, fitting: available)
            let wanted = following.isWhole ? following.columns : available
            leftRoom = max(available - wanted, available / 2)
        }
        var column = start
        var tail = Self.tail(of: pieces.map(\.text), fitting: leftRoom)
        if !tail.isWhole {
            // Something is hidden on the left: `…`, then the end that fits beside it, padded where
            // a wide character did not fit.
            if leftRoom >= 1 {
                column = grid.write("…", row: rect.row, column: column, limit: rect.right, style: theme.prompt)
            }
            tail = Self.tail(of: pieces.map(\.text), fitting: leftRoom - 1)
            let padding = max(0, leftRoom - 1 - tail.columns)
            column = grid.write(String(repeating: " ", count: padding), row: rect.row, column: column,
                                limit: rect.right, style: theme.text)
        }
        for (index, piece) in pieces.enumerated() where index >= tail.piece {
            let visible = index == tail.piece ? piece.text[tail.start...] : piece.text
            column = grid.write(visible, row: rect.row, column: column, limit: rect.right, style: piece.style)
        }
        let cursorColumn = min(column, rect.right - 1)
        if !after.isEmpty {
            let rightRoom = rect.right - column
            let shown = Self.head(of: after, fitting: rightRoom)
            if shown.isWhole {
                grid.write(after, row: rect.row, column: column, limit: rect.right, style: theme.text)
            } else if rightRoom >= 1 {
                let cut = Self.head(of: after, fitting: rightRoom - 1)
                column = grid.write(after[..<cut.end], row: rect.row, column: column, limit: rect.right, style: theme.text)
                let padding = max(0, rightRoom - 1 - cut.columns)
                column = grid.write(String(repeating: " ", count: padding), row: rect.row, column: column,
                                    limit: rect.right, style: theme.text)
                grid.write("…", row: rect.row, column: column, limit: rect.right, style: theme.prompt)
            }
        }
        return showsCursor ? CursorPosition(row: rect.row, column: cursorColumn) : nil
    }

    /// The longest start of `text` that takes at most `columns` columns: where it ends, its
    /// width, and whether it is all of `text`. Like ``tail(of:fitting:)`` it reads no further
    /// than the field could show.
    static func head(of text: Substring, fitting columns: Int) -> (end: String.Index, columns: Int, isWhole: Bool) {
        let readLimit = 4 * max(columns, 0) + 16
        var width = 0
        var read = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = DisplayWidth.of(text[index])
            read += 1
            if width + characterWidth > columns || read > readLimit { return (index, width, false) }
            width += characterWidth
            index = text.index(after: index)
        }
        return (index, width, true)
    }

    /// The longest end of `pieces` (joined) that takes at most `columns` columns: the piece and
    /// the index in it where it starts, its width, and whether it is everything.
    ///
    /// It is read backward from the end and stops once the field is full, so drawing the field
    /// costs what it shows, however long the query (a pasted text of 70,000 characters draws as
    /// fast as a word). A run of characters that take no column is read at most a few times the
    /// width of the field; beyond that the rest counts as hidden.
    static func tail(of pieces: [Substring], fitting columns: Int) -> (piece: Int, start: String.Index, columns: Int, isWhole: Bool) {
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

/// A screen's worth of cells that components draw into.
///
/// Drawing never reaches the terminal directly: a frame is rendered into a `Grid`, and the
/// backend writes only the cells that differ from the previous frame. Tests compare grids as text.
public struct Grid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    /// A blank grid of `size`.
    public init(size: TerminalSize) {
        // A terminal can report 0 (or, on error, -1) rows or columns; that is an empty grid.
        width = max(0, size.width)
        height = max(0, size.height)
        cells = Array(repeating: .blank, count: width * height)
    }

    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Whether the cell at `row`, `column` exists.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Paints `style` over a rectangle, clearing its text.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        for row in max(0, rect.row)..<min(height, rect.bottom) {
            for column in max(0, rect.column)..<min(width, rect.right) {
                self[row, column] = Cell(style: style)
            }
        }
    }

    /// Writes `text` from `column` on `row`, never past `limit` (exclusive; the grid's width by
    /// default), and returns the column after the last one written.
    ///
    /// The text is drawn in its ``VisibleText`` form, so that no byte of item text can act on the
    /// terminal: controls as caret notation (`^[` for ESC), bidi controls as `<U+202E>`, tabs as
    /// spaces to the next tab stop from `column`. Placeholders are drawn dimmed. A wide character
    /// that does not fit is not split. `styleAt` gets the index of the character of `text` that a
    /// cell comes from.
    @discardableResult
    public mutating func write(
        _ text: Substring,
        row: Int,
        column: Int,
        limit: Int? = nil,
        style: CellStyle = .plain,
        styleAt: ((Int) -> CellStyle)? = nil
    ) -> Int {
        let end = min(limit ?? width, width)
        guard row >= 0, row < height else { return column }
        var position = column
        VisibleText(text).forEachGlyph { glyph in
            guard position + glyph.columns <= end else { return false }
            var cellStyle = styleAt?(glyph.sourceIndex) ?? style
            if glyph.isPlaceholder { cellStyle = cellStyle.adding(.dim) }
            if position >= 0 {
                self[row, position] = Cell(glyph.character, style: cellStyle)
                if glyph.columns == 2 {
                    self[row, position + 1] = Cell(" ", style: cellStyle, isContinuation: true)
                }
            }
            position += glyph.columns
            return true
        }
        return position
    }

    /// Writes `text`; see ``write(_:row:column:limit:style:styleAt:)-(Substring,_,_,_,_,_)``.
    @discardableResult
    public mutating func write(
        _ text: String,
        row: Int,
        column: Int,
        limit: Int? = nil,
        style: CellStyle = .plain,
        styleAt: ((Int) -> CellStyle)? = nil
    ) -> Int {
        write(text[...], row: row, column: column, limit: limit, style: style, styleAt: styleAt)
    }

    /// The grid's text, one string per row, with trailing spaces removed: what a snapshot stores.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where !self[row, column].isContinuation {
                line.append(self[row, column].grapheme)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

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
        width = size.width
        height = size.height
        cells = Array(repeating: .blank, count: size.width * size.height)
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
    /// Control characters are drawn as visible caret notation (`^[` for ESC) so that no byte of
    /// item text can act on the terminal; a wide character that does not fit is not split.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol,
        row: Int,
        column: Int,
        limit: Int? = nil,
        style: CellStyle = .plain,
        styleAt: ((Int) -> CellStyle)? = nil
    ) -> Int {
        let end = min(limit ?? width, width)
        guard row >= 0, row < height else { return column }
        var position = column
        var characterIndex = 0
        for grapheme in text {
            defer { characterIndex += 1 }
            let cellStyle = styleAt?(characterIndex) ?? style
            if let visible = Self.controlPicture(grapheme) {
                for symbol in visible {
                    guard position < end else { return position }
                    if position >= 0 { self[row, position] = Cell(symbol, style: cellStyle.adding(.dim)) }
                    position += 1
                }
                continue
            }
            let columns = DisplayWidth.of(grapheme)
            if columns == 0 { continue }
            guard position + columns <= end else { return position }
            if position >= 0 {
                self[row, position] = Cell(grapheme, style: cellStyle)
                if columns == 2 {
                    self[row, position + 1] = Cell(" ", style: cellStyle, isContinuation: true)
                }
            }
            position += columns
        }
        return position
    }

    /// Caret notation for a control character (`^[`, `^?`), or nil for a printable one.
    static func controlPicture(_ grapheme: Character) -> String? {
        guard let scalar = grapheme.unicodeScalars.first, grapheme.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x09: return " "
        case 0x00..<0x20: return "^" + String(Character(Unicode.Scalar(scalar.value + 0x40)!))
        case 0x7F: return "^?"
        case 0x80..<0xA0: return "<" + String(scalar.value, radix: 16, uppercase: true) + ">"
        default: return nil
        }
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

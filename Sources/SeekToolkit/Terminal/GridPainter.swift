/// Writes the control sequences and text that turn the last frame into the next one, in a
/// region of the terminal whose first row is row 0, moving the cursor only relative to where it
/// is: the inline screen's drawing, kept free of any terminal so that tests read what it writes.
///
/// Only the cells that changed are written; colours are SGR sequences (the basic eight, or the
/// 256-colour palette when the terminal has it), and a wide character covers its continuation
/// cell, as the curses backend draws it.
public struct GridPainter: Sendable {
    /// Which colours the terminal shows.
    public enum Colors: Sendable {
        /// None: only attributes (a monochrome terminal, or `NO_COLOR`).
        case none
        /// The basic eight; palette colours are drawn as the nearest of them.
        case basic
        /// The 256-colour palette.
        case palette
    }

    public var controls: TerminalControls
    public var colors: Colors
    /// The cursor's row in the region, from 0.
    public private(set) var row = 0
    /// The cursor's column, or nil when unknown (after the last column was written, a terminal
    /// may or may not have wrapped).
    private var column: Int? = 0
    /// The style the terminal writes with now; nil when unknown.
    private var style: CellStyle?
    private var isCursorVisible: Bool?

    public init(controls: TerminalControls, colors: Colors) {
        self.controls = controls
        self.colors = colors
    }

    /// What turns `previous` (nil: unknown, so everything is written) into `grid`, then puts the
    /// cursor at `cursor` and shows it, or hides it when there is none.
    public mutating func paint(_ grid: Grid, over previous: Grid?, cursor: CursorPosition?) -> String {
        var output = ""
        let known = previous.flatMap { $0.size == grid.size ? $0 : nil }
        if isCursorVisible != false {
            // Hidden while drawing, so that it does not flicker across the region.
            output += controls.hideCursor
            isCursorVisible = false
        }
        for row in 0..<grid.height {
            // Blank cells at the end of a row are cleared, not written: a terminal that rewraps
            // its lines on a resize (tmux) then sees a short line, not a full one to split.
            var contentEnd = grid.width
            while contentEnd > 0 && grid[row, contentEnd - 1] == .blank { contentEnd -= 1 }
            var column = 0
            while column < contentEnd {
                let cell = grid[row, column]
                if cell.isContinuation || known?[row, column] == cell {
                    column += 1
                    continue
                }
                output += move(toRow: row, column: column)
                if style != cell.style {
                    output += Self.graphicRendition(for: cell.style, colors: colors)
                    style = cell.style
                }
                output.append(cell.grapheme)
                let isWide = column + 1 < grid.width && grid[row, column + 1].isContinuation
                column += isWide ? 2 : 1
                self.column = column < grid.width ? column : nil
            }
            let tailChanged = (contentEnd..<grid.width).contains { known?[row, $0] != .blank }
            if contentEnd < grid.width && tailChanged {
                output += move(toRow: row, column: contentEnd)
                if style != .plain {
                    // Cleared cells take the current background on most terminals.
                    output += controls.resetAttributes
                    style = .plain
                }
                output += controls.clearToEndOfLine
            }
        }
        if style != .plain {
            output += controls.resetAttributes
            style = .plain
        }
        if let cursor, grid.contains(row: cursor.row, column: cursor.column) {
            output += move(toRow: cursor.row, column: cursor.column)
            output += controls.showCursor
            isCursorVisible = true
        }
        return output
    }

    /// What leaves the region's `rows` blank with the cursor at its first row's start,
    /// attributes off and the cursor shown: what the shell gets back.
    ///
    /// Each row is cleared on its own rather than the screen from the region's start: a
    /// terminal may keep a whole screen cleared from its top-left corner in its scrollback
    /// (tmux does), which would leave seek's screen in the shell's history.
    public mutating func erase(rows: Int) -> String {
        var output = controls.resetAttributes
        style = .plain
        for row in 0..<max(1, rows) {
            output += move(toRow: row, column: 0) + controls.clearToEndOfLine
        }
        output += move(toRow: 0, column: 0) + controls.showCursor
        isCursorVisible = true
        return output
    }

    /// Forgets the style and the cursor's column, after something else wrote to the terminal;
    /// the row is kept.
    public mutating func forgetState() {
        style = nil
        column = nil
        isCursorVisible = nil
    }

    /// Records that the cursor is at the start of the region's first row (after the region was
    /// placed).
    public mutating func cursorIsAtTop() {
        row = 0
        column = 0
    }

    private mutating func move(toRow target: Int, column targetColumn: Int) -> String {
        var output = ""
        if target < row {
            output += controls.cursorUp(row - target)
        } else if target > row {
            output += controls.cursorDown(target - row)
        }
        row = target
        if column != targetColumn {
            if let column, column < targetColumn {
                output += controls.cursorRight(targetColumn - column)
            } else {
                output += controls.carriageReturn
                if targetColumn > 0 { output += controls.cursorRight(targetColumn) }
            }
            column = targetColumn
        }
        return output
    }

    /// The SGR sequence that draws in `style`: everything off, then its attributes and colours.
    public static func graphicRendition(for style: CellStyle, colors: Colors) -> String {
        var parameters = ["0"]
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.italic) { parameters.append("3") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.reverse) { parameters.append("7") }
        switch colors {
        case .none:
            break
        case .basic:
            if let foreground = style.foreground { parameters.append("\(30 + foreground.basicIndex)") }
            if let background = style.background { parameters.append("\(40 + background.basicIndex)") }
        case .palette:
            if let foreground = style.foreground { parameters.append(foreground.paletteIndex < 8 ? "\(30 + foreground.paletteIndex)" : "38;5;\(foreground.paletteIndex)") }
            if let background = style.background { parameters.append(background.paletteIndex < 8 ? "\(40 + background.paletteIndex)" : "48;5;\(background.paletteIndex)") }
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}

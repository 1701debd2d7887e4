/// The character grid of a terminal and the operations escape sequences perform on it: cursor
/// moves, erasing, inserting and deleting, scrolling inside a scroll region, and the alternate
/// screen. Attributes and colors are not kept: the benchmark only reads text.
///
/// Cells hold Unicode scalar values; a wide character's second column holds `continuation`.
struct TerminalScreen {
    static let blank: UInt32 = 0x20
    static let continuation: UInt32 = 0

    let rows: Int
    let columns: Int
    private(set) var cells: [UInt32]
    private(set) var row = 0
    private(set) var column = 0
    /// Set after writing into the last column: the next character wraps first (xterm's rule,
    /// which ncurses relies on when it draws the bottom-right cell).
    private var wrapPending = false
    var autowrap = true
    private var scrollTop = 0
    private var scrollBottom: Int
    private var savedCursor = (row: 0, column: 0)
    /// The main screen's cells while the alternate screen is shown.
    private var mainCells: [UInt32]?
    /// The last printed character, for REP.
    private var lastPrinted: UInt32 = blank
    /// Whether anything changed since the last `takeChanged()`: the benchmark searches the grid
    /// only then.
    private var changed = true

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Self.blank, count: rows * columns)
        scrollBottom = rows - 1
    }

    /// Whether the grid changed since the last call.
    mutating func takeChanged() -> Bool {
        defer { changed = false }
        return changed
    }

    // MARK: Printing

    mutating func print(_ scalar: UInt32) {
        let width = CharacterWidth.of(scalar)
        if width == 0 { return }
        if wrapPending && autowrap {
            column = 0
            index()
        }
        wrapPending = false
        if width == 2 && column == columns - 1 {
            if autowrap {
                put(Self.blank, at: column)
                column = 0
                index()
            } else {
                return
            }
        }
        put(scalar, at: column)
        if width == 2 { put(Self.continuation, at: column + 1) }
        lastPrinted = scalar
        changed = true
        if column + width >= columns {
            column = columns - 1
            wrapPending = true
        } else {
            column += width
        }
    }

    /// REP: the last printed character again, `count` times.
    mutating func repeatLast(_ count: Int) {
        for _ in 0..<min(count, rows * columns) { print(lastPrinted) }
    }

    /// Writes one cell; overwriting half of a wide character blanks its other half.
    private mutating func put(_ scalar: UInt32, at target: Int) {
        let base = row * columns
        if scalar != Self.continuation && target > 0 && cells[base + target] == Self.continuation {
            cells[base + target - 1] = Self.blank
        }
        if target + 1 < columns && cells[base + target + 1] == Self.continuation {
            cells[base + target + 1] = Self.blank
        }
        cells[base + target] = scalar
    }

    // MARK: Cursor

    mutating func moveTo(row newRow: Int, column newColumn: Int) {
        row = max(0, min(rows - 1, newRow))
        column = max(0, min(columns - 1, newColumn))
        wrapPending = false
    }

    /// CUU/CUD: vertical moves stop at the scroll region's edge when they start inside it.
    mutating func moveVertically(by amount: Int) {
        var target = row + amount
        if row >= scrollTop && row <= scrollBottom {
            target = max(scrollTop, min(scrollBottom, target))
        }
        moveTo(row: target, column: column)
    }

    mutating func carriageReturn() {
        column = 0
        wrapPending = false
    }

    mutating func backspace() {
        if column > 0 { column -= 1 }
        wrapPending = false
    }

    mutating func tab() {
        moveTo(row: row, column: min(columns - 1, (column / 8 + 1) * 8))
    }

    mutating func saveCursor() { savedCursor = (row, column) }
    mutating func restoreCursor() { moveTo(row: savedCursor.row, column: savedCursor.column) }

    // MARK: Scrolling

    /// LF, IND: down one row, scrolling the region up at its bottom.
    mutating func index() {
        wrapPending = false
        if row == scrollBottom {
            scrollUp(1)
        } else if row < rows - 1 {
            row += 1
        }
    }

    /// RI: up one row, scrolling the region down at its top.
    mutating func reverseIndex() {
        wrapPending = false
        if row == scrollTop {
            scrollDown(1)
        } else if row > 0 {
            row -= 1
        }
    }

    mutating func setScrollRegion(top: Int, bottom: Int) {
        guard top < bottom, bottom < rows else { return }
        scrollTop = top
        scrollBottom = bottom
        moveTo(row: 0, column: 0)
    }

    /// SU: the region's lines move up `count` rows; blank lines enter at its bottom.
    mutating func scrollUp(_ count: Int) {
        removeLines(at: scrollTop, count: count)
    }

    /// SD: the region's lines move down `count` rows; blank lines enter at its top.
    mutating func scrollDown(_ count: Int) {
        insertLines(at: scrollTop, count: count)
    }

    /// IL: blank lines at the cursor's row, pushing the rest of the region down.
    mutating func insertLines(_ count: Int) {
        guard row >= scrollTop && row <= scrollBottom else { return }
        insertLines(at: row, count: count)
        column = 0
    }

    /// DL: the cursor's row and those below it go, pulling the rest of the region up.
    mutating func deleteLines(_ count: Int) {
        guard row >= scrollTop && row <= scrollBottom else { return }
        removeLines(at: row, count: count)
        column = 0
    }

    private mutating func insertLines(at top: Int, count: Int) {
        let count = min(count, scrollBottom - top + 1)
        var target = scrollBottom
        while target >= top + count {
            copyRow(target - count, to: target)
            target -= 1
        }
        for blankRow in top..<(top + count) { clear(row: blankRow, from: 0, to: columns) }
        changed = true
    }

    private mutating func removeLines(at top: Int, count: Int) {
        let count = min(count, scrollBottom - top + 1)
        for target in top...scrollBottom where target + count <= scrollBottom {
            copyRow(target + count, to: target)
        }
        for blankRow in (scrollBottom - count + 1)...scrollBottom { clear(row: blankRow, from: 0, to: columns) }
        changed = true
    }

    private mutating func copyRow(_ source: Int, to target: Int) {
        for offset in 0..<columns { cells[target * columns + offset] = cells[source * columns + offset] }
    }

    // MARK: Erasing and editing a line

    private mutating func clear(row target: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        for offset in start..<end { cells[target * columns + offset] = Self.blank }
        changed = true
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all of it.
    mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: clear(row: row, from: column, to: columns)
        case 1: clear(row: row, from: 0, to: column + 1)
        default: clear(row: row, from: 0, to: columns)
        }
        wrapPending = false
    }

    /// ED: 0 from the cursor to the end of the screen, 1 from its start to the cursor, 2 and 3 all.
    mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            clear(row: row, from: column, to: columns)
            for below in (row + 1)..<max(row + 1, rows) { clear(row: below, from: 0, to: columns) }
        case 1:
            for above in 0..<row { clear(row: above, from: 0, to: columns) }
            clear(row: row, from: 0, to: column + 1)
        default:
            for any in 0..<rows { clear(row: any, from: 0, to: columns) }
        }
        wrapPending = false
    }

    /// ECH: blanks `count` cells from the cursor without moving it.
    mutating func eraseCharacters(_ count: Int) {
        clear(row: row, from: column, to: min(columns, column + count))
        wrapPending = false
    }

    /// ICH: blank cells at the cursor; the rest of the line moves right and falls off its end.
    mutating func insertCharacters(_ count: Int) {
        let count = min(count, columns - column)
        let base = row * columns
        var target = columns - 1
        while target >= column + count {
            cells[base + target] = cells[base + target - count]
            target -= 1
        }
        clear(row: row, from: column, to: column + count)
        wrapPending = false
    }

    /// DCH: cells at the cursor go; the rest of the line moves left, blanks fill its end.
    mutating func deleteCharacters(_ count: Int) {
        let count = min(count, columns - column)
        let base = row * columns
        for target in column..<(columns - count) { cells[base + target] = cells[base + target + count] }
        clear(row: row, from: columns - count, to: columns)
        wrapPending = false
    }

    // MARK: Screens

    /// Modes 1049, 1047 and 47: the alternate screen starts blank, the main one comes back as it was.
    mutating func showAlternateScreen(_ shown: Bool) {
        if shown, mainCells == nil {
            mainCells = cells
            cells = Array(repeating: Self.blank, count: rows * columns)
        } else if !shown, let main = mainCells {
            cells = main
            mainCells = nil
        }
        changed = true
    }

    /// RIS.
    mutating func reset() {
        cells = Array(repeating: Self.blank, count: rows * columns)
        mainCells = nil
        scrollTop = 0
        scrollBottom = rows - 1
        autowrap = true
        moveTo(row: 0, column: 0)
        changed = true
    }

    // MARK: Reading

    /// Whether some row shows `token` (ASCII) with no digit right before or after it, so that
    /// `56/1000` is not found inside `856/1000` nor `856/10000`.
    func shows(_ token: [UInt8]) -> Bool {
        guard !token.isEmpty, token.count <= columns else { return false }
        let first = UInt32(token[0])
        for rowStart in stride(from: 0, to: rows * columns, by: columns) {
            var start = rowStart
            let lastStart = rowStart + columns - token.count
            while start <= lastStart {
                if cells[start] == first && matches(token, at: start)
                    && (start == rowStart || !Self.isDigit(cells[start - 1]))
                    && (start + token.count == rowStart + columns || !Self.isDigit(cells[start + token.count])) {
                    return true
                }
                start += 1
            }
        }
        return false
    }

    private func matches(_ token: [UInt8], at start: Int) -> Bool {
        for offset in 1..<token.count where cells[start + offset] != UInt32(token[offset]) { return false }
        return true
    }

    private static func isDigit(_ scalar: UInt32) -> Bool { scalar >= 0x30 && scalar <= 0x39 }

    /// The screen as text, one line per row, trailing blanks removed: for failure reports.
    var text: String {
        var lines: [String] = []
        for rowIndex in 0..<rows {
            var line = ""
            for offset in 0..<columns {
                let scalar = cells[rowIndex * columns + offset]
                if scalar == Self.continuation { continue }
                line.unicodeScalars.append(Unicode.Scalar(scalar) ?? "?")
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

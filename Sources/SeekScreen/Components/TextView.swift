import SeekModel
import SeekToolkit

/// A text with a find navigator: the text's lines, every match of the find text highlighted and
/// the current one distinctly, scrolled so that the current match is in view, and the
/// ``FindBar`` on its bottom rows while the navigator is presented.
///
/// The view keeps no state: the host keeps the scroll position (``firstLine``) and the view
/// moves away from it only as far as the current match needs, so that next and previous within
/// the page do not jump. Lines are cut at the right edge; when the current match lies beyond it,
/// every line is shifted left together.
public struct TextView {
    /// The text and its find state.
    public var navigator: FindNavigator
    /// The line the host has scrolled to; the view starts here when the current match is in view.
    public var firstLine: Int
    /// The styles of the text and the find bar.
    public var theme: Theme
    /// How every match is drawn: underlined in yellow, so that it reads without colour too.
    public var matchStyle = CellStyle(.underline, foreground: .yellow)
    /// How the current match is drawn: reversed and bold, distinct from the others without colour.
    public var currentMatchStyle = CellStyle([.reverse, .bold], foreground: .yellow)
    /// The text's own styles, one list of runs per line whose texts make that line (a preview
    /// command's colours, the detail pane's labels); nil draws every line in the theme's text
    /// style. Matches are drawn over them; a line without runs, or past their end, is plain.
    public var lineRuns: [[ColoredText.Run]]?
    /// Where the text is edited (a SeekUI `TextEditor`), or nil for read-only text. While no
    /// match is current the view scrolls and shifts to keep it in view, and ``render(into:in:)``
    /// puts the terminal's cursor there whenever the find bar does not take it.
    public var cursor: String.Index?

    /// A view of `navigator`'s text scrolled to `firstLine`, drawn with `theme`, or in the
    /// styles of `lineRuns` where given.
    public init(navigator: FindNavigator, firstLine: Int = 0, theme: Theme = .standard, lineRuns: [[ColoredText.Run]]? = nil) {
        self.navigator = navigator
        self.firstLine = firstLine
        self.theme = theme
        self.lineRuns = lineRuns
    }

    /// The rows of `rect` the text takes: all of them but the find bar's.
    public func textRect(in rect: Rect) -> Rect {
        let bar = navigator.isPresented ? min(FindBar(navigator: navigator).height, rect.height) : 0
        return Rect(row: rect.row, column: rect.column, width: rect.width, height: rect.height - bar)
    }

    /// Draws the text and the find bar; returns where the cursor goes: in the focused field of
    /// the bar while the navigator is presented, else at ``cursor`` when it is in view.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        let area = textRect(in: rect)
        let lines = TextLines(navigator.text)
        let first = visibleFirstLine(lines: lines, height: area.height)
        let shift = horizontalShift(lines: lines, width: area.width)
        var matchCursor = firstMatch(endingAfter: first < lines.count ? lines.starts[first] : navigator.text.endIndex)
        for row in 0..<area.height {
            let lineIndex = first + row
            guard lineIndex < lines.count else { break }
            let line = lines.content(ofLine: lineIndex, in: navigator.text)
            let baseStyles = BaseStyles(runs: lineRuns.flatMap { $0.indices.contains(lineIndex) ? $0[lineIndex] : nil },
                                        fallback: theme.text)
            drawLine(line, row: area.row + row, in: area, shift: shift, baseStyles: baseStyles, matchCursor: &matchCursor,
                     into: &grid)
        }
        guard navigator.isPresented else { return cursorPosition(lines: lines, first: first, shift: shift, in: area) }
        return FindBar(navigator: navigator, theme: theme)
            .render(into: &grid, in: Rect(row: area.bottom, column: rect.column, width: rect.width, height: rect.height - area.height))
    }

    /// The first line shown in a text area of `height` rows: ``firstLine`` when the current
    /// match's line is in view from there, otherwise that line a third of the way down.
    public func visibleFirstLine(height: Int) -> Int {
        visibleFirstLine(lines: TextLines(navigator.text), height: height)
    }

    private func visibleFirstLine(lines: TextLines, height: Int) -> Int {
        let last = max(0, lines.count - max(height, 1))
        let requested = min(max(0, firstLine), last)
        guard let anchor = navigator.currentMatch?.lowerBound ?? cursor, height > 0 else { return requested }
        let line = lines.line(containing: anchor)
        if line >= requested && line < requested + height { return requested }
        return min(max(0, line - height / 3), last)
    }

    /// Where the terminal's cursor goes for ``cursor``: nil without one or when it is out of view.
    private func cursorPosition(lines: TextLines, first: Int, shift: Int, in area: Rect) -> CursorPosition? {
        guard let cursor else { return nil }
        let line = lines.line(containing: cursor)
        let column = DisplayWidth.of(navigator.text[lines.starts[line]..<cursor]) - shift
        guard line >= first && line - first < area.height && column >= 0 && column < area.width else { return nil }
        return CursorPosition(row: area.row + line - first, column: area.column + column)
    }

    /// How many columns every line is shifted left so that the current match (else the cursor,
    /// which needs one cell) fits the width.
    private func horizontalShift(lines: TextLines, width: Int) -> Int {
        guard let anchor = navigator.currentMatch ?? cursor.map({ $0..<$0 }), width > 0 else { return 0 }
        let text = navigator.text
        let lineStart = lines.starts[lines.line(containing: anchor.lowerBound)]
        let startColumn = DisplayWidth.of(text[lineStart..<anchor.lowerBound])
        let endColumn = startColumn + max(1, DisplayWidth.of(text[anchor]))
        guard endColumn > width else { return 0 }
        return max(0, min(startColumn - width / 3, endColumn - width))
    }

    /// The index in the matches of the first one that ends after `index`.
    private func firstMatch(endingAfter index: String.Index) -> Int {
        var low = 0
        var high = navigator.matches.count
        while low < high {
            let middle = (low + high) / 2
            if navigator.matches[middle].upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Draws one line from column `shift` on, each character in its match's style; only what
    /// fits the width is read, so a long line costs no more than a short one.
    private func drawLine(_ line: Substring, row: Int, in area: Rect, shift: Int, baseStyles: BaseStyles,
                          matchCursor: inout Int, into grid: inout Grid) {
        let matches = navigator.matches
        var index = line.startIndex
        var skipped = 0
        var baseStyles = baseStyles
        while index < line.endIndex && skipped < shift {
            skipped += DisplayWidth.of(line[index])
            baseStyles.advance(over: line[index])
            index = line.index(after: index)
        }
        var visible = ""
        var styles: [CellStyle] = []
        var columns = 0
        while index < line.endIndex && columns <= area.width {
            let character = line[index]
            while matchCursor < matches.count && matches[matchCursor].upperBound <= index { matchCursor += 1 }
            var style = baseStyles.style
            baseStyles.advance(over: character)
            if matchCursor < matches.count && matches[matchCursor].contains(index) {
                style = matchCursor == navigator.currentMatchIndex ? currentMatchStyle : matchStyle
            }
            visible.append(character)
            styles.append(style)
            columns += max(1, DisplayWidth.of(character))
            index = line.index(after: index)
        }
        grid.write(visible, row: row, column: area.column, limit: area.right, styleAt: { styles[min($0, styles.count - 1)] })
        // Matches that end on later lines are still ahead; ones this line passed are behind.
        while matchCursor < matches.count && matches[matchCursor].upperBound <= line.endIndex { matchCursor += 1 }
    }
}

/// The style of each character of a line from the runs that make it, read alongside the line.
/// Positions are counted in UTF-8 bytes, so a run that ends inside what the whole line reads as
/// one character (a combining accent starting the next run) cannot put the two out of step.
private struct BaseStyles {
    let runs: [ColoredText.Run]
    let fallback: CellStyle
    /// The run the next character starts in, and the UTF-8 offsets where it starts and ends.
    private var runIndex = 0
    private var runEnd: Int
    private var offset = 0

    init(runs: [ColoredText.Run]?, fallback: CellStyle) {
        self.runs = runs ?? []
        self.fallback = fallback
        self.runEnd = self.runs.first?.text.utf8.count ?? 0
        skipEmptyRuns()
    }

    /// The style of the character at the current position.
    var style: CellStyle { runIndex < runs.count ? runs[runIndex].style : fallback }

    /// Moves past `character`.
    mutating func advance(over character: Character) {
        offset += character.utf8.count
        skipEmptyRuns()
    }

    private mutating func skipEmptyRuns() {
        while runIndex < runs.count && offset >= runEnd {
            runIndex += 1
            if runIndex < runs.count { runEnd += runs[runIndex].text.utf8.count }
        }
    }
}

/// Where each line of a text starts, found in one pass over its UTF-8 bytes.
struct TextLines {
    /// The index at which each line starts; a text always has at least one line.
    let starts: [String.Index]

    init(_ text: String) {
        var starts = [text.startIndex]
        let bytes = text.utf8
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = bytes.index(after: newline)
            starts.append(index)
        }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// The line that holds `index`.
    func line(containing index: String.Index) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Line `line`'s text without its line break (`\n` or `\r\n`).
    func content(ofLine line: Int, in text: String) -> Substring {
        let start = starts[line]
        guard line + 1 < starts.count else { return text[start...] }
        let utf8 = text.utf8
        var end = utf8.index(before: starts[line + 1])  // the "\n"
        if end > start && utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return text[start..<end]
    }
}

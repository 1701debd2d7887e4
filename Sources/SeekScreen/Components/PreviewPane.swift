import SeekModel
import SeekToolkit

/// The preview pane: a preview command's output in its colours, from the scrolled-to line, inside
/// the window's border (``PreviewWindow/sides``, with `--preview-label`), lines cut at the edge or
/// wrapped (``PreviewLineRows``), the `~N` header lines kept at the top.
///
/// The position (`12/340`) is where each face puts it: in seek's, in the top border; in fzf's,
/// at the right end of the first row, reversed, once the output does not fit (`noinfo` hides it),
/// with fzf's scroll bar in the column before the right border (or the pane's last column).
///
/// While find is open over it, the output is drawn by a ``TextView``: every match highlighted,
/// scrolled to the current one, the ``FindBar`` on its last row; lines are then cut at the edge
/// (and shifted to show the current match) rather than wrapped, so that a match is never split.
public struct PreviewPane {
    /// Where the pane is and how its border looks.
    public var window: PreviewWindow
    /// The output and its scroll position.
    public var state: PreviewState
    /// The styles of the border and the find bar.
    public var theme: Theme
    /// The find navigator over the output, when find is open over this pane; its text is the
    /// output's (``PreviewState/text``).
    public var find: FindNavigator?
    /// Which face draws the pane: where the position goes, and whether a scroll bar is drawn.
    public var face: ScreenFace
    /// In fzf's face: whether the pane has its scroll bar (`--no-scrollbar` takes it away).
    public var showsScrollbar: Bool
    /// The text before each continued row of a wrapped line (`--preview-wrap-sign`).
    public var wrapSign: String
    /// The label in the pane's border (`--preview-label`).
    public var label: BorderLabel?

    /// A pane showing `state` in `window`, with find open over it when `find` is presented.
    public init(window: PreviewWindow, state: PreviewState, theme: Theme = .standard, find: FindNavigator? = nil,
                face: ScreenFace = .seek, showsScrollbar: Bool = true, wrapSign: String = PreviewLineRows.defaultSign,
                label: BorderLabel? = nil) {
        self.window = window
        self.state = state
        self.theme = theme
        self.find = find
        self.face = face
        self.showsScrollbar = showsScrollbar
        self.wrapSign = wrapSign
        self.label = label
    }

    /// The rows and columns of the output in a pane at `rect`: inside the border, less the scroll
    /// bar's column in fzf's face when no right border has a padding column to hold it.
    public func textRect(of rect: Rect) -> Rect {
        var inner = window.contentRect(of: rect)
        if face == .fzf && showsScrollbar && !window.sides.hasRight && inner.width > 1 { inner.width -= 1 }
        return inner
    }

    /// Draws the pane; returns where the cursor goes: in the find bar's field while find is open.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        BorderBox(shape: window.sides, label: label, style: theme.popupBorder, labelStyle: theme.popupHeading)
            .render(into: &grid, in: rect)
        let inner = textRect(of: rect)
        guard !inner.isEmpty else { return nil }
        if let find, find.isPresented {
            let view = TextView(navigator: find, firstLine: state.firstLine, theme: theme, lineRuns: state.lines)
            let cursor = view.render(into: &grid, in: inner)
            drawPosition(firstLine: view.visibleFirstLine(height: view.textRect(in: inner).height), into: &grid, in: rect)
            return cursor
        }
        let lines = state.lines
        let first = min(state.firstLine, max(0, lines.count - 1))
        let headerLines = window.headerLines > 0 && window.headerLines < min(lines.count, inner.height) ? window.headerLines : 0
        let layout = PreviewLineRows(window: window, width: inner.width, sign: wrapSign)
        var row = inner.row
        var overflows = false
        func draw(_ range: Range<Int>) {
            for index in range {
                for runs in layout.rows(of: lines[index]) {
                    guard row < inner.bottom else {
                        overflows = true
                        return
                    }
                    var column = inner.column
                    for run in runs {
                        column = grid.write(run.text, row: row, column: column, limit: inner.right, style: run.style)
                    }
                    row += 1
                }
            }
        }
        draw(0..<headerLines)
        let bodyFirst = max(first, headerLines)
        if bodyFirst < lines.count { draw(bodyFirst..<lines.count) }
        switch face {
        case .seek:
            drawPosition(firstLine: first, into: &grid, in: rect)
        case .fzf:
            let scrolls = first > headerLines || lines.count > inner.height || overflows
            if scrolls && window.showsInfo { drawFzfPosition(first: first, in: inner, into: &grid) }
            if showsScrollbar { drawScrollbar(first: first, headerLines: headerLines, text: inner, pane: rect, into: &grid) }
        }
        return nil
    }

    /// fzf's position: `N/M` reversed at the right end of the first row, cut to the row.
    private func drawFzfPosition(first: Int, in text: Rect, into grid: inout Grid) {
        let position = String("\(first + 1)/\(state.lines.count)".prefix(text.width))
        let column = text.right - DisplayWidth.of(position)
        grid.write(position, row: text.row, column: column, limit: text.right, style: theme.status.adding(.reverse))
    }

    /// fzf's scroll bar over the body (the rows below the header lines), in the padding column
    /// before the right border, else in the pane's last column.
    private func drawScrollbar(first: Int, headerLines: Int, text: Rect, pane: Rect, into grid: inout Grid) {
        let column = window.sides.hasRight ? pane.right - 2 : pane.right - 1
        let rows = text.height - headerLines
        let total = state.lines.count - headerLines
        guard rows > 0, column >= text.right else { return }
        ScrollBar(total: total, offset: min(total - rows, first - headerLines), growsUpward: false, theme: theme)
            .render(into: &grid, in: Rect(row: text.row + headerLines, column: column, width: 1, height: rows))
    }

    /// Seek's position (`12/340`, `+` while the command runs) in the top border.
    private func drawPosition(firstLine first: Int, into grid: inout Grid, in rect: Rect) {
        guard !state.lines.isEmpty && rect.height > 1 && window.border != .none else { return }
        let position = "\(first + 1)/\(state.lines.count)\(state.isRunning ? "+" : "")"
        let column = rect.right - DisplayWidth.of(position) - (window.sides.hasRight ? 2 : 0)
        if column > rect.column + 1 {
            grid.write(position, row: rect.row, column: column, limit: rect.right, style: theme.popupBorder)
        }
    }
}

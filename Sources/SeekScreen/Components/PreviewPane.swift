import SeekModel
import SeekToolkit

/// The preview pane: a preview command's output in its colours, from the scrolled-to line, inside
/// the window's border, with the position (`12/340`) in the top border.
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

    /// A pane showing `state` in `window`, with find open over it when `find` is presented.
    public init(window: PreviewWindow, state: PreviewState, theme: Theme = .standard, find: FindNavigator? = nil) {
        self.window = window
        self.state = state
        self.theme = theme
        self.find = find
    }

    /// Draws the pane; returns where the cursor goes: in the find bar's field while find is open.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        drawBorder(into: &grid, in: rect)
        let inner = window.contentRect(of: rect)
        guard !inner.isEmpty else { return nil }
        if let find, find.isPresented {
            let view = TextView(navigator: find, firstLine: state.firstLine, theme: theme, lineRuns: state.lines)
            let cursor = view.render(into: &grid, in: inner)
            drawPosition(firstLine: view.visibleFirstLine(height: view.textRect(in: inner).height), into: &grid, in: rect)
            return cursor
        }
        let first = min(state.firstLine, max(0, state.lines.count - 1))
        var row = inner.row
        var lineIndex = first
        while row < inner.bottom, lineIndex < state.lines.count {
            let rows = wrappedRows(of: state.lines[lineIndex], width: inner.width, maximumRows: inner.bottom - row)
            for runs in rows {
                var column = inner.column
                for run in runs {
                    column = grid.write(run.text, row: row, column: column, limit: inner.right, style: run.style)
                }
                row += 1
            }
            lineIndex += 1
        }
        drawPosition(firstLine: first, into: &grid, in: rect)
        return nil
    }

    /// The position (`12/340`, `+` while the command runs) in the top border.
    private func drawPosition(firstLine first: Int, into grid: inout Grid, in rect: Rect) {
        guard !state.lines.isEmpty && rect.height > 1 && window.border != .none else { return }
        let position = "\(first + 1)/\(state.lines.count)\(state.isRunning ? "+" : "")"
        let column = rect.right - DisplayWidth.of(position) - (window.border == .line ? 0 : 2)
        if column > rect.column + 1 {
            grid.write(position, row: rect.row, column: column, limit: rect.right, style: theme.popupBorder)
        }
    }

    /// The rows a line takes: one, cut at the edge, or several when the window wraps.
    private func wrappedRows(of line: [ColoredText.Run], width: Int, maximumRows: Int) -> [[ColoredText.Run]] {
        guard window.wraps, width > 0 else { return [line] }
        var rows: [[ColoredText.Run]] = [[]]
        var used = 0
        for run in line {
            var piece = ""
            for character in run.text {
                let columns = max(0, DisplayWidth.of(String(character)))
                if used + columns > width && used > 0 {
                    if !piece.isEmpty { rows[rows.count - 1].append(ColoredText.Run(piece, style: run.style)) }
                    guard rows.count < maximumRows else { return rows }
                    rows.append([])
                    piece = ""
                    used = 0
                }
                piece.append(character)
                used += columns
            }
            if !piece.isEmpty { rows[rows.count - 1].append(ColoredText.Run(piece, style: run.style)) }
        }
        return rows
    }

    private func drawBorder(into grid: inout Grid, in rect: Rect) {
        let style = theme.popupBorder
        switch window.border {
        case .none:
            return
        case .line:
            switch window.position {
            case .right, .left:
                let column = window.position == .right ? rect.column : rect.right - 1
                for row in rect.row..<rect.bottom { grid.write("│", row: row, column: column, style: style) }
            case .up, .down:
                let row = window.position == .down ? rect.row : rect.bottom - 1
                grid.write(String(repeating: "─", count: rect.width), row: row, column: rect.column, limit: rect.right, style: style)
            }
        case .rounded, .sharp:
            guard rect.width >= 2, rect.height >= 2 else { return }
            let corners: [String] = window.border == .rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
            let rule = String(repeating: "─", count: rect.width - 2)
            grid.write(corners[0] + rule + corners[1], row: rect.row, column: rect.column, limit: rect.right, style: style)
            grid.write(corners[2] + rule + corners[3], row: rect.bottom - 1, column: rect.column, limit: rect.right, style: style)
            for row in (rect.row + 1)..<(rect.bottom - 1) {
                grid.write("│", row: row, column: rect.column, style: style)
                grid.write("│", row: row, column: rect.right - 1, style: style)
            }
        }
    }
}

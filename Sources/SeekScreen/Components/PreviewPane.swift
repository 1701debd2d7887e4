import SeekToolkit

/// The preview pane: a preview command's output in its colours, from the scrolled-to line, inside
/// the window's border, with the position (`12/340`) in the top border.
public struct PreviewPane {
    public var window: PreviewWindow
    public var state: PreviewState
    public var theme: Theme

    public init(window: PreviewWindow, state: PreviewState, theme: Theme = .standard) {
        self.window = window
        self.state = state
        self.theme = theme
    }

    public func render(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        drawBorder(into: &grid, in: rect)
        let inner = window.contentRect(of: rect)
        guard !inner.isEmpty else { return }
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
        if !state.lines.isEmpty && rect.height > 1 && window.border != .none {
            let position = "\(first + 1)/\(state.lines.count)\(state.isRunning ? "+" : "")"
            let column = rect.right - DisplayWidth.of(position) - (window.border == .line ? 0 : 2)
            if column > rect.column + 1 {
                grid.write(position, row: rect.row, column: column, limit: rect.right, style: theme.popupBorder)
            }
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

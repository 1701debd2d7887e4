import SeekToolkit

extension ListPane {
    /// Draws the gap after the row at `offset` (`--gap`), as fzf draws one: the gutter and the
    /// marker's blank in each of its rows, and the gap line across the text's columns on its last.
    func drawGap(afterRowAt offset: Int, in rect: Rect, on grid: inout Grid) {
        let offsets = gap.gapOffsets(afterItemAt: offset, height: rect.height)
        guard !offsets.isEmpty else { return }
        let pointerWidth = DisplayWidth.of(pointer)
        let marksWidth = Self.marksWidth(pointer: pointer, marker: marker)
        let filler = pointerWidth == 0 ? "" : (gutter ?? "") + String(repeating: " ", count: max(0, pointerWidth - DisplayWidth.of(gutter ?? "")))
        for gapOffset in offsets {
            let screenRow = Self.screenRow(ofOffset: gapOffset, in: rect, growsUpward: growsUpward)
            grid.fill(Rect(row: screenRow, column: rect.column, width: rect.width, height: 1), style: theme.row)
            grid.write(filler, row: screenRow, column: rect.column, limit: rect.right, style: gutter == nil ? theme.row : theme.gutter)
            let isLast = gapOffset == offset * gap.stride + gap.rows
            let width = rect.width - marksWidth - gapLineInset
            guard isLast, !gap.line.isEmpty, width > 0 else { continue }
            grid.write(Self.repeating(gap.line, toColumns: width), row: screenRow, column: rect.column + marksWidth,
                       limit: rect.column + marksWidth + width, style: theme.gutter)
        }
    }

    /// `text` repeated to fill `columns`, its last repetition cut at a character (fzf's gap
    /// line has no ellipsis).
    static func repeating(_ text: String, toColumns columns: Int) -> String {
        let characters = text.map { (character: $0, width: DisplayWidth.of(String($0))) }
        guard characters.contains(where: { $0.width > 0 }) else { return "" }
        var repeated = ""
        var used = 0
        while true {
            for (character, width) in characters {
                guard used + width <= columns else { return repeated }
                repeated.append(character)
                used += width
            }
        }
    }
}

import SeekProviders
import SeekToolkit
/// The list of results: one row per match, the selected one in reverse video behind a `>`, marked
/// rows (multi-select) with a `*`, matched characters highlighted, an optional colour swatch, and
/// rows too long for the pane cut with `…`.
///
/// Only the visible rows are read and measured, so drawing costs the same for ten items or a
/// million, and a two-megabyte line costs no more than the pane is wide.
public struct ListPane {
    /// One visible row.
    public struct Row {
        public var text: String
        /// Character indexes of `text` to highlight.
        public var highlighted: Set<Int>
        public var isSelected: Bool
        public var isMarked: Bool
        /// A colour to show as a two-cell swatch before the text.
        public var swatch: TerminalColor?
        /// The text's own colours (`--ansi`): runs whose texts make ``text``; nil for none.
        public var colors: [ColoredText.Run]?
        /// The row drawn the host's own way (see `BrowserContent.rowRuns(ofItem:columns:query:)`),
        /// in place of `text`, `highlighted` and `swatch`.
        public var runs: [ColoredText.Run]?

        public init(text: String, highlighted: Set<Int> = [], isSelected: Bool = false, isMarked: Bool = false, swatch: TerminalColor? = nil,
                    colors: [ColoredText.Run]? = nil) {
            self.text = text
            self.highlighted = highlighted
            self.isSelected = isSelected
            self.isMarked = isMarked
            self.swatch = swatch
            self.colors = colors
        }

        /// The style of each character of ``text`` from its own colours over `rowStyle`; empty
        /// when it has none.
        func characterStyles(over rowStyle: CellStyle) -> [CellStyle] {
            guard let colors else { return [] }
            var styles: [CellStyle] = []
            for run in colors {
                var style = rowStyle.adding(run.style.attributes)
                style.foreground = run.style.foreground ?? rowStyle.foreground
                style.background = run.style.background ?? rowStyle.background
                styles.append(contentsOf: repeatElement(style, count: run.text.count))
            }
            return styles
        }
    }

    public var rows: [Row]
    /// Whether the list has keyboard focus (the selection is drawn bolder then).
    public var hasFocus: Bool
    public var theme: Theme
    /// Whether the first row sits at the bottom of the pane and later ones above it (fzf's
    /// default layout: the best match next to a prompt at the bottom).
    public var growsUpward: Bool
    /// What stands before the selected row and before a marked one.
    public var pointer = ">"
    public var marker = "*"
    /// What fills the pointer's column of the rows not selected (fzf's gutter); nil for blanks.
    public var gutter: String?
    /// The blank rows after each row, and the line across them (fzf's `--gap`, `--gap-line`).
    public var gap = ItemGap()
    /// Columns the gap line leaves at the right of the row's text: fzf keeps the scroll bar's,
    /// which a list without one still has.
    public var gapLineInset = 0
    /// While `jump` waits for a key: each row's label (nil for none), drawn in the pointer's
    /// column instead of the pointer and the gutter; nil when not jumping.
    public var jumpLabels: [Character?]?

    public init(rows: [Row], hasFocus: Bool, theme: Theme = .standard, growsUpward: Bool = false) {
        self.rows = rows
        self.hasFocus = hasFocus
        self.theme = theme
        self.growsUpward = growsUpward
    }

    /// The columns before a row's text: the pointer's and the marker's, each as wide as it is
    /// drawn (none for an empty one, as in fzf's `--pointer=` and `--marker=`).
    public static func marksWidth(pointer: String, marker: String) -> Int {
        DisplayWidth.of(pointer) + DisplayWidth.of(marker)
    }

    /// The screen row of the row at `offset` from the first one shown.
    public static func screenRow(ofOffset offset: Int, in rect: Rect, growsUpward: Bool) -> Int {
        growsUpward ? rect.bottom - 1 - offset : rect.row + offset
    }

    public func render(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        for (offset, row) in rows.prefix(gap.itemsFitting(rect.height)).enumerated() {
            let screenRow = Self.screenRow(ofOffset: offset * gap.stride, in: rect, growsUpward: growsUpward)
            drawGap(afterRowAt: offset, in: rect, on: &grid)
            let rowStyle = row.isSelected ? (hasFocus ? theme.focusedSelectedRow : theme.selectedRow) : theme.row
            grid.fill(Rect(row: screenRow, column: rect.column, width: rect.width, height: 1), style: rowStyle)
            let pointerWidth = DisplayWidth.of(pointer)
            var pointerStyle = rowStyle.adding(theme.pointer.attributes)
            if row.isSelected, let color = theme.pointer.foreground { pointerStyle.foreground = color }
            var column: Int
            if let jumpLabels {
                let label = offset < jumpLabels.count ? jumpLabels[offset] : nil
                // An empty pointer's column opens to one for the label, as fzf's does.
                let text = label.map { String($0) + String(repeating: " ", count: max(0, pointerWidth - 1)) }
                    ?? String(repeating: " ", count: pointerWidth)
                column = grid.write(text, row: screenRow, column: rect.column, limit: rect.right, style: pointerStyle)
            } else if !row.isSelected, let gutter, pointerWidth > 0 {
                let filled = gutter + String(repeating: " ", count: max(0, pointerWidth - DisplayWidth.of(gutter)))
                column = grid.write(filled, row: screenRow, column: rect.column, limit: rect.right, style: theme.gutter)
            } else {
                column = grid.write(row.isSelected ? pointer : String(repeating: " ", count: pointerWidth), row: screenRow,
                                    column: rect.column, limit: rect.right, style: pointerStyle)
            }
            column = grid.write(row.isMarked ? marker : String(repeating: " ", count: DisplayWidth.of(marker)), row: screenRow, column: column, limit: rect.right,
                                style: row.isMarked ? theme.mark.adding(rowStyle.attributes) : rowStyle)
            if let runs = row.runs {
                grid.write(runs: runs, row: screenRow, column: column, limit: rect.right, over: rowStyle)
                continue
            }
            if let swatch = row.swatch, theme.showsSwatches, rect.right - column > 6 {
                column = grid.write("██", row: screenRow, column: column, limit: rect.right, style: CellStyle(foreground: swatch))
                column = grid.write(" ", row: screenRow, column: column, limit: rect.right, style: rowStyle)
            }
            let shown = VisibleText.truncated(row.text, toColumns: rect.right - column)
            let highlight = row.isSelected ? theme.selectedMatchedCharacters : theme.matchedCharacters
            let ownStyles = row.characterStyles(over: rowStyle)
            let isHighlighted = Self.mask(of: row.highlighted, count: shown.utf8.count)
            grid.write(shown, row: screenRow, column: column, limit: rect.right, style: rowStyle) { index in
                let base = index < ownStyles.count ? ownStyles[index] : rowStyle
                guard index < isHighlighted.count, isHighlighted[index] else { return base }
                var style = base.adding(highlight.attributes)
                style.foreground = highlight.foreground
                if let background = highlight.background { style.background = background }
                return style
            }
        }
    }

    /// The character indexes below `count` in `indexes`, as a mask: the list looks each cell's up
    /// without hashing it (and, being a constant, without the exclusivity checks that a variable
    /// captured by the style closure costs on every cell).
    static func mask(of indexes: Set<Int>, count: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: min(count, (indexes.max() ?? -1) + 1))
        for index in indexes where index >= 0 && index < mask.count { mask[index] = true }
        return mask
    }
}

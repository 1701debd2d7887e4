import SeekToolkit
/// fzf's scroll bar: a thumb in the column beside the list, as long as the share of the matches
/// on screen (one cell at least) and as far along as the list is scrolled, drawn from where the
/// list starts (the bottom when the best match is at the bottom). Nothing while every match fits.
public struct ScrollBar {
    public var total: Int
    /// The index of the first match shown.
    public var offset: Int
    public var growsUpward: Bool
    public var theme: Theme

    public init(total: Int, offset: Int, growsUpward: Bool, theme: Theme = .standard) {
        self.total = total
        self.offset = offset
        self.growsUpward = growsUpward
        self.theme = theme
    }

    /// The thumb's first cell and length, counted from the list's start, for `rows` rows; nil
    /// when everything fits.
    public func thumb(rows: Int) -> (start: Int, length: Int)? {
        guard rows > 0, total > rows else { return nil }
        let length = max(1, rows * rows / total)
        let start = min(rows - length, (rows - length) * max(0, offset) / (total - rows))
        return (start, length)
    }

    public func render(into grid: inout Grid, in rect: Rect) {
        guard let thumb = thumb(rows: rect.height) else { return }
        for cell in thumb.start..<(thumb.start + thumb.length) {
            let row = growsUpward ? rect.bottom - 1 - cell : rect.row + cell
            grid.write("│", row: row, column: rect.column, limit: rect.right, style: theme.scrollbar)
        }
    }
}

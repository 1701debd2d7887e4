import SeekToolkit
/// One rendered frame: the cells, where the cursor goes, and what a mouse click at each place
/// would hit.
public struct ScreenFrame: Sendable {
    public var grid: Grid
    public var cursor: CursorPosition?
    /// Clickable regions, each a row and a range of columns.
    public var hitRegions: [(row: Int, columns: Range<Int>, target: HitTarget)]

    public init(grid: Grid, cursor: CursorPosition?, hitRegions: [(row: Int, columns: Range<Int>, target: HitTarget)] = []) {
        self.grid = grid
        self.cursor = cursor
        self.hitRegions = hitRegions
    }

    /// What a click at `row`, `column` hits, if anything.
    public func target(atRow row: Int, column: Int) -> HitTarget? {
        hitRegions.first { $0.row == row && $0.columns.contains(column) }?.target
    }

    /// What a click at `row`, `column` does: clicks what it hits, and on a line of fzf's header
    /// or footer says the column from where the line's text starts (`FZF_CLICK_HEADER_COLUMN`).
    public func clickAction(atRow row: Int, column: Int) -> UserAction? {
        guard let region = hitRegions.first(where: { $0.row == row && $0.columns.contains(column) }) else { return nil }
        if case .sectionLine(let line) = region.target {
            return .clickSection(SectionClick(line: line, column: column - region.columns.lowerBound + 1))
        }
        return .click(region.target)
    }
}

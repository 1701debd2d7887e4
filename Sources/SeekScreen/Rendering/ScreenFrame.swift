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
}

/// Blank rows after each item of fzf's list (`--gap[=N]`), the last of them crossed by a line
/// of repeated text (`--gap-line`, `┈` by default; empty for none).
public struct ItemGap: Sendable, Equatable {
    /// The blank rows after each item; 0 for none.
    public var rows: Int
    /// What the last blank row repeats across the text's columns; empty leaves it blank.
    public var line: String

    public init(rows: Int = 0, line: String = "┈") {
        self.rows = max(0, rows)
        self.line = line
    }

    /// The rows from one item's first to the next one's.
    public var stride: Int { 1 + rows }

    /// How many items a list of `height` rows shows: each needs its own row, and its gap only
    /// when another item follows (the last one's is cut as fzf cuts it).
    public func itemsFitting(_ height: Int) -> Int {
        height <= 0 ? 0 : (height + rows) / stride
    }

    /// The rows of the gap after the item at `offset` (from the first shown), counted as a list's
    /// row offsets, that fall inside `height` rows.
    func gapOffsets(afterItemAt offset: Int, height: Int) -> Range<Int> {
        let first = offset * stride + 1
        return min(first, height)..<min(first + rows, height)
    }
}

/// A click on a line of the header or the footer (``SectionLine``), at a column counted from 1
/// where the line's text starts, as fzf exports it (`FZF_CLICK_HEADER_COLUMN`).
public struct SectionClick: Hashable, Sendable {
    public var line: SectionLine
    public var column: Int

    public init(line: SectionLine, column: Int) {
        self.line = line
        self.column = column
    }
}

/// One drawn unit of ``VisibleText``: a grapheme cluster taking one or two cells.
public struct VisibleGlyph: Equatable, Sendable {
    /// What the cell shows.
    public var character: Character
    /// The columns it takes: 1 or 2.
    public var columns: Int
    /// The index of the character of the original text it comes from, for highlighting.
    public var sourceIndex: Int
    /// Whether it stands for an invisible or unsafe character (drawn dimmed).
    public var isPlaceholder: Bool
}

import SeekToolkit

/// Where one section of fzf's face (the header, the header lines, the footer) has its border,
/// and with which shape: fzf's `line` already turned into the side that faces the list, and
/// `inline` for a section drawn inside the list's box.
public struct SectionFrame: Sendable, Equatable {
    /// The rows and columns of the border and what it holds; for an inline section, its rows of
    /// the list's box (its rule included) across the whole box.
    public var rect: Rect = .empty
    public var shape: BorderShape = .none
    /// For an inline section: whether its rule is its first row (a section below the list),
    /// else its last.
    public var ruleIsFirst = false

    public init(rect: Rect = .empty, shape: BorderShape = .none, ruleIsFirst: Bool = false) {
        self.rect = rect
        self.shape = shape
        self.ruleIsFirst = ruleIsFirst
    }
}

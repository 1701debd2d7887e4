/// The borders of fzf's face: around the whole screen (`--border`, drawn when
/// ``BrowserOptions/hasBorder``), around the list (`--list-border`) and around the prompt and
/// info line (`--input-border`), each with its label; and the space around the border.
public struct SectionBorders: Sendable, Equatable {
    public var screen: BorderShape = .rounded
    public var screenLabel: BorderLabel?
    public var list: BorderShape = .none
    public var listLabel: BorderLabel?
    public var input: BorderShape = .none
    public var inputLabel: BorderLabel?
    /// `--margin`, outside the screen's border, and `--padding`, inside it.
    public var margin = Spacing.zero
    public var padding = Spacing.zero

    public init() {}
}

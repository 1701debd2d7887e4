/// The borders of fzf's face: around the whole screen (`--border`, drawn when
/// ``BrowserOptions/hasBorder``), around the list (`--list-border`), around the prompt and
/// info line (`--input-border`), around the header (`--header-border`), the header lines
/// (`--header-lines-border`) and the footer (`--footer-border`), each with its label; and the
/// space around the border.
public struct SectionBorders: Sendable, Equatable {
    public var screen: BorderShape = .rounded
    public var screenLabel: BorderLabel?
    public var list: BorderShape = .none
    public var listLabel: BorderLabel?
    public var input: BorderShape = .none
    public var inputLabel: BorderLabel?
    /// `--header`'s lines (and the header lines, unless they have a section of their own).
    public var header: BorderShape = .none
    public var headerLabel: BorderLabel?
    /// `--header-lines`' own section: nil when unset (they join the header, as in fzf), `.none`
    /// for a section of their own without a line (fzf's `--header-lines-border none`).
    public var headerLines: BorderShape?
    /// `--footer`'s lines: fzf draws a `line` between them and the list unless told otherwise.
    public var footer: BorderShape = .line
    public var footerLabel: BorderLabel?
    /// `--margin`, outside the screen's border, and `--padding`, inside it.
    public var margin = Spacing.zero
    public var padding = Spacing.zero

    public init() {}
}

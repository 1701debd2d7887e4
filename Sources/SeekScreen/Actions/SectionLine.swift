/// A line of fzf's header or footer as a click on it reports it (`click-header`,
/// `click-footer`): its number and text, and what the word clicked and its field number are found
/// from.
public struct SectionLine: Hashable, Sendable {
    /// Which section the line is in.
    public enum Section: Hashable, Sendable {
        /// `--header`'s and `--header-lines`' lines.
        case header
        /// `--footer`'s lines.
        case footer
    }

    public var section: Section
    /// The line's number from 1, counting the section's lines down the screen as fzf does
    /// (`FZF_CLICK_HEADER_LINE`): `--header`'s and `--header-lines`' lines are one sequence, in
    /// the order they are drawn whatever the layout.
    public var number: Int
    /// The line's text as given.
    public var text: String
    /// The texts of the section's lines before it in that order: the clicked word's field number
    /// (`FZF_CLICK_HEADER_NTH`) counts their fields first.
    public var textsBefore: [String]
    /// Whether it is the section's last line, whose last field fzf numbers `N..`.
    public var isLast: Bool

    public init(section: Section, number: Int, text: String, textsBefore: [String] = [], isLast: Bool = false) {
        self.section = section
        self.number = number
        self.text = text
        self.textsBefore = textsBefore
        self.isLast = isLast
    }
}

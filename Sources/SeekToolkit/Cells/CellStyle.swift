/// How a cell is drawn: text attributes and optional colours.
///
/// Styles are terminal-independent values; the backend maps them to whatever the terminal offers
/// (and drops colour on a monochrome terminal or under `NO_COLOR`).
public struct CellStyle: Hashable, Sendable {
    /// Text attributes that every terminal class understands.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let reverse = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Slanted text, where the terminal has it (fzf's `--color` attribute `italic`).
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    public var attributes: Attributes
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(_ attributes: Attributes = [], foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// No attributes, the terminal's default colours.
    public static let plain = CellStyle()

    /// This style with `more` attributes added.
    public func adding(_ more: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(more)
        return copy
    }
}

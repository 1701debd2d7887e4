import SeekToolkit
/// The styles seek draws with, in one place so that the look can change without touching layout.
///
/// Every distinction the theme makes is carried by an attribute (bold, dim, reverse) as well as a
/// colour, so that it still reads on a monochrome terminal or under `NO_COLOR`, where the backend
/// drops the colours and keeps the attributes.
public struct Theme: Sendable {
    public var title = CellStyle(.bold)
    public var button = CellStyle(.reverse)
    public var fieldMarker = CellStyle(.bold, foreground: .cyan)
    public var prompt = CellStyle(.dim)
    public var text = CellStyle.plain
    public var tokenPill = CellStyle(.bold, foreground: .blue)
    public var scopeBar = CellStyle(.dim)
    public var selectedScope = CellStyle([.bold, .reverse], foreground: .cyan)
    public var row = CellStyle.plain
    public var selectedRow = CellStyle(.reverse)
    public var focusedSelectedRow = CellStyle([.reverse, .bold])
    public var mark = CellStyle(.bold, foreground: .magenta)
    public var matchedCharacters = CellStyle(.bold, foreground: .green)
    /// The matched characters of the selected row (fzf's `hl+`).
    public var selectedMatchedCharacters = CellStyle(.bold, foreground: .green)
    /// The pointer before the selected row, drawn over the row's style: its attributes are
    /// added, its colour (when it has one) replaces the row's.
    public var pointer = CellStyle(.bold)
    /// The query's text while filtering is off (`disable-search`; fzf's `disabled`).
    public var disabledQuery = CellStyle.plain
    /// The background of every cell that has none of its own (fzf's `bg`); nil leaves the
    /// terminal's own.
    public var background: TerminalColor?
    /// Whether colour swatches are drawn before items (not under the `bw` scheme).
    public var showsSwatches = true
    public var popup = CellStyle.plain
    public var popupBorder = CellStyle(.dim)
    public var popupHighlight = CellStyle(.reverse)
    public var popupHeading = CellStyle(.dim)
    public var detailTitle = CellStyle(.bold)
    public var detailLabel = CellStyle(.bold, foreground: .yellow)
    public var status = CellStyle(.dim)
    /// The header lines above the list (`--header`, `--header-lines`).
    public var header = CellStyle(foreground: .cyan)
    public var count = CellStyle(.bold)
    public var spinner = CellStyle(.bold, foreground: .yellow)
    /// fzf's face: the gutter before the rows not selected, the rule of the info line, and the
    /// scroll bar's thumb.
    public var gutter = CellStyle(.dim)
    public var separator = CellStyle(.dim)
    public var scrollbar = CellStyle(.dim)

    public init() {}

    /// The default theme.
    public static let standard = Theme()
}

extension Theme {
    /// This theme with the query's text drawn in `style`.
    func withQuery(in style: CellStyle) -> Theme {
        var copy = self
        copy.text = style
        return copy
    }
}

extension Grid {
    /// Gives every cell without a background of its own `color` (the theme's `bg`).
    mutating func fillBackground(with color: TerminalColor) {
        for row in 0..<height {
            for column in 0..<width where self[row, column].style.background == nil {
                self[row, column].style.background = color
            }
        }
    }
}

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

    public init() {}

    /// The default theme.
    public static let standard = Theme()
}

/// The styles seek draws with, in one place so that the look can change without touching layout.
public struct Theme: Sendable {
    public var title = CellStyle(.bold)
    public var fieldMarker = CellStyle(.bold, foreground: .cyan)
    public var prompt = CellStyle(.dim)
    public var text = CellStyle.plain
    public var row = CellStyle.plain
    public var selectedRow = CellStyle(.reverse)
    public var matchedCharacters = CellStyle(.bold, foreground: .green)
    public var status = CellStyle(.dim)
    public var count = CellStyle(.bold)

    public init() {}

    /// The default theme.
    public static let standard = Theme()
}

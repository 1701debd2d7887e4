import SeekProviders
import SeekToolkit
/// The bottom line: `MATCHED/TOTAL` (as fzf prints it), the active scope, a spinner while matching
/// or reading, the number of marked items, and the key help on the right when there is room.
public struct StatusLine {
    public var matchedCount: Int
    /// Whether ``matchedCount`` is only a lower bound (see `CountText.of(atLeast:limit:)`).
    public var matchedCountIsLowerBound: Bool
    public var totalCount: Int
    /// The most a count was taken to: a count above it reads "10,000+" (see `CountText`).
    public var countLimit: Int?
    /// A note after the counts, in the status style; nil for none.
    public var message: String?
    public var scopeTitle: String?
    public var isBusy: Bool
    /// Advances once per frame while busy, choosing the spinner's glyph.
    public var tick: Int
    public var markedCount: Int
    public var help: String
    public var theme: Theme

    static let spinnerFrames: [Character] = ["-", "\\", "|", "/"]

    public init(matchedCount: Int, totalCount: Int, countLimit: Int? = nil, matchedCountIsLowerBound: Bool = false,
                message: String? = nil, scopeTitle: String? = nil,
                isBusy: Bool = false, tick: Int = 0, markedCount: Int = 0, help: String, theme: Theme = .standard) {
        self.matchedCount = matchedCount
        self.matchedCountIsLowerBound = matchedCountIsLowerBound
        self.totalCount = totalCount
        self.countLimit = countLimit
        self.message = message
        self.scopeTitle = scopeTitle
        self.isBusy = isBusy
        self.tick = tick
        self.markedCount = markedCount
        self.help = help
        self.theme = theme
    }

    public func render(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        var column = rect.column
        if isBusy {
            let glyph = Self.spinnerFrames[abs(tick) % Self.spinnerFrames.count]
            column = grid.write("\(glyph) ", row: rect.row, column: column, limit: rect.right, style: theme.spinner)
        }
        let matched = matchedCountIsLowerBound
            ? CountText.of(atLeast: matchedCount, limit: countLimit) : CountText.of(matchedCount, limit: countLimit)
        let counts = matched + "/" + CountText.of(totalCount, limit: countLimit)
        column = grid.write(counts, row: rect.row, column: column, limit: rect.right, style: theme.count)
        if markedCount > 0 {
            column = grid.write(" (\(markedCount) marked)", row: rect.row, column: column, limit: rect.right, style: theme.count)
        }
        if let scopeTitle {
            column = grid.write("  in \(scopeTitle)", row: rect.row, column: column, limit: rect.right, style: theme.status)
        }
        if let message {
            column = grid.write("  " + message, row: rect.row, column: column, limit: rect.right, style: theme.status)
        }
        let helpWidth = DisplayWidth.of(help)
        if rect.right - column >= helpWidth + 2 {
            grid.write(help, row: rect.row, column: rect.right - helpWidth, limit: rect.right, style: theme.status)
        }
    }
}

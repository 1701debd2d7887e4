import SeekProviders
import SeekToolkit
/// fzf's info line: `  MATCHED/TOTAL`, the number marked in brackets with `--multi`, and a
/// rule to the end of the row; with `--info inline` the same after the query (`  < 5/100 ───`),
/// with `inline-right` the count alone at the right end of the prompt's row over a rule of its
/// own, with `hidden` the rule alone; `--info right` puts the counts at the right end after the
/// rule. Indicators such as `+T` follow the counts. The first column is the spinner's while
/// matching or reading.
public struct InfoLine {
    public var matchedCount: Int
    public var totalCount: Int
    /// The number marked, shown only when several items may be chosen (nil otherwise).
    public var markedCount: Int?
    /// fzf's `--multi N` limit, shown after the number marked (`(1/3)`); nil for none.
    public var markLimit: Int?
    public var isBusy: Bool
    /// Advances once per frame while busy, choosing the spinner's glyph.
    public var tick: Int
    public var theme: Theme
    /// What follows the counts, as fzf's indicators (`+T` while tracking every change).
    public var indicators: [String] = []
    /// Whether the rule follows the counts; not inside `--input-border`'s box, as in fzf.
    public var drawsRule = true
    /// The rule's text, repeated to fill it (`--separator`; `-` with `--no-unicode`); nil draws
    /// none (`--no-separator`).
    public var separator: String? = "─"
    /// Whether the counts go at the right end of their line, after the rule (`--info right`).
    public var alignsRight = false
    /// What stands between the query and the counts with `--info inline:SEP`; nil for fzf's
    /// ` < `, whose `<` the spinner replaces while busy.
    public var inlineSeparator: String?
    /// What `--info-command` printed, drawn in place of ``counts``; nil draws the counts.
    public var commandText: String?

    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(matchedCount: Int, totalCount: Int, markedCount: Int? = nil, isBusy: Bool = false, tick: Int = 0,
                theme: Theme = .standard) {
        self.matchedCount = matchedCount
        self.totalCount = totalCount
        self.markedCount = markedCount
        self.isBusy = isBusy
        self.tick = tick
        self.theme = theme
    }

    /// The counts as fzf writes them: `5/100`, `5/100 (2)` with marks, `5/100 (2/3)` under a limit.
    public var counts: String {
        let marked = markedCount.map { count in " (\(count)" + (markLimit.map { "/\($0)" } ?? "") + ")" } ?? ""
        return "\(matchedCount)/\(totalCount)" + marked + indicators.map { " " + $0 }.joined()
    }

    /// What is drawn where the counts go: ``commandText``, else the counts.
    private var shownCounts: String { commandText ?? counts }

    private var spinner: String {
        isBusy ? String(Self.spinnerFrames[abs(tick) % Self.spinnerFrames.count]) : " "
    }

    /// The line of its own: spinner, space, counts, and the rule.
    public func render(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        if alignsRight {
            // fzf leaves the last column blank and a space between the rule and the counts.
            let text = (isBusy ? spinner + " " : "") + shownCounts
            let column = max(rect.column, rect.right - 1 - DisplayWidth.of(text))
            drawRule(into: &grid, row: rect.row, from: rect.column, to: column - 1)
            grid.write(text, row: rect.row, column: column, limit: rect.right, style: theme.count)
            return
        }
        var column = grid.write(spinner, row: rect.row, column: rect.column, limit: rect.right, style: theme.spinner)
        column = grid.write(" " + shownCounts, row: rect.row, column: column, limit: rect.right, style: theme.count)
        drawRule(into: &grid, row: rect.row, from: column + 1, to: rect.right)
    }

    /// The count after the query, from `column` to `limit` on `row` (`--info inline`).
    public func renderInline(into grid: inout Grid, row: Int, column: Int, limit: Int) {
        guard column < limit else { return }
        let end = grid.write(inlinePrefix + shownCounts, row: row, column: column, limit: limit, style: theme.count)
        drawRule(into: &grid, row: row, from: end + 1, to: limit)
    }

    /// What comes before the counts after the query: `  < `, or a space and `--info inline:SEP`'s
    /// separator.
    public var inlinePrefix: String {
        " " + (inlineSeparator ?? " \(isBusy ? spinner : "<") ")
    }

    /// The count at the right end of `rect`'s row (`--info inline-right`).
    public func renderRight(into grid: inout Grid, in rect: Rect) {
        let text = (isBusy ? spinner + " " : "") + shownCounts
        let width = DisplayWidth.of(text)
        guard !rect.isEmpty, rect.width > width else { return }
        grid.write(text, row: rect.row, column: rect.right - width, limit: rect.right, style: theme.count)
    }

    /// The rule alone across `rect` (`hidden` and `inline-right`).
    public func renderRule(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        drawRule(into: &grid, row: rect.row, from: rect.column, to: rect.right)
    }

    private func drawRule(into grid: inout Grid, row: Int, from column: Int, to limit: Int) {
        guard drawsRule, column < limit, let separator, !separator.isEmpty else { return }
        // The pattern repeats, cut where the row ends.
        let width = limit - column
        let patternWidth = max(1, DisplayWidth.of(separator))
        let rule = String(repeating: separator, count: width / patternWidth + 1)
        grid.write(rule, row: row, column: column, limit: limit, style: theme.separator)
    }
}

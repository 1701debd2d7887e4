import SeekToolkit

/// What the preview pane shows: the output of the preview command for one item, and how far it
/// is scrolled.
public struct PreviewState: Sendable, Equatable {
    /// The output's lines so far, with their colours.
    public var lines: [[ColoredText.Run]]
    /// The item (input index) the output belongs to; nil before any preview ran.
    public var item: Int?
    /// Whether the command is still running (more lines may come).
    public var isRunning: Bool
    /// The first line shown.
    public var firstLine: Int
    /// Whether the pane keeps the output's end in view (`follow`), and whether scrolling paused it.
    public var following = PreviewFollowing.off
    /// Whether `preview(…)` opened the pane without a preview command, or while it was hidden
    /// (fzf's forced preview): it stays until the pane is toggled, hidden or given a command.
    public var isForced: Bool

    public init(lines: [[ColoredText.Run]] = [], item: Int? = nil, isRunning: Bool = false, firstLine: Int = 0, isForced: Bool = false) {
        self.lines = lines
        self.item = item
        self.isRunning = isRunning
        self.firstLine = firstLine
        self.isForced = isForced
    }

    /// The output's text without its colours, its lines joined by line breaks: what find searches.
    public var text: String {
        lines.map { line in line.map(\.text).joined() }.joined(separator: "\n")
    }
}

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
    /// Whether the user hid the pane (`toggle-preview`).
    public var isHidden: Bool

    public init(lines: [[ColoredText.Run]] = [], item: Int? = nil, isRunning: Bool = false, firstLine: Int = 0, isHidden: Bool = false) {
        self.lines = lines
        self.item = item
        self.isRunning = isRunning
        self.firstLine = firstLine
        self.isHidden = isHidden
    }

    /// The output's text without its colours, its lines joined by line breaks: what find searches.
    public var text: String {
        lines.map { line in line.map(\.text).joined() }.joined(separator: "\n")
    }
}

/// Output of a preview command, as the host hands it to the browser.
public struct PreviewOutput: Sendable, Equatable {
    /// The item the command ran for.
    public var item: Int?
    /// Every line so far (not only the new ones).
    public var lines: [[ColoredText.Run]]
    /// Whether the command is still running.
    public var isRunning: Bool
    /// Whether this is the first output of a new run: the pane scrolls to ``firstLine``.
    public var isNewRun: Bool
    /// Where a new run opens (the window's `+N` offset); ignored for later output of the same run.
    public var firstLine: Int

    public init(item: Int?, lines: [[ColoredText.Run]], isRunning: Bool, isNewRun: Bool, firstLine: Int = 0) {
        self.item = item
        self.lines = lines
        self.isRunning = isRunning
        self.isNewRun = isNewRun
        self.firstLine = firstLine
    }
}

import SeekToolkit

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

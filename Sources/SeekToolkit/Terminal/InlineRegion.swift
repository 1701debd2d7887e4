/// Where an inline screen goes: the rows below the shell's cursor, the terminal scrolled up by
/// printing newlines when too few are left below it (as fzf does), so that every line the shell
/// printed stays on the screen or in its scrollback.
public struct InlineRegion: Hashable, Sendable {
    /// How many rows the screen has.
    public var rows: Int
    /// The terminal row (from 0) of the screen's first row, once the terminal has scrolled.
    public var top: Int
    /// How many lines the terminal scrolls up to make room.
    public var scrolledLines: Int
    /// Whether the screen starts on the line after the cursor's, because the cursor was not at
    /// the start of its line (the shell's last line did not end; it is kept).
    public var startsOnNextLine: Bool

    /// The region for `height` in a terminal of `terminalHeight` rows whose cursor is at
    /// `cursor` (from 0, 0).
    public init(height: InlineHeight, terminalHeight: Int, cursor: CursorPosition) {
        rows = height.rows(inTerminalOfHeight: terminalHeight)
        startsOnNextLine = cursor.column > 0
        let start = min(max(0, cursor.row) + (startsOnNextLine ? 1 : 0), max(0, terminalHeight))
        let below = max(0, terminalHeight - start)
        scrolledLines = max(0, rows - below)
        top = start - scrolledLines
    }
}

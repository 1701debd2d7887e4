/// What seek needs from a terminal: its size, its keys, and a way to show a frame.
///
/// The ncurses backend implements it for real terminals; tests implement it in memory.
public protocol TerminalBackend {
    /// The terminal's current size.
    var size: TerminalSize { get }
    /// Waits up to `milliseconds` for input; nil when nothing arrived.
    func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent?
    /// Shows `grid`, writing only what changed since the last frame, and places the cursor.
    func display(_ grid: Grid, cursor: CursorPosition?)
}

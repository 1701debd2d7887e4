/// What a program needs from a terminal: its size, its input, a way to show a frame, and the
/// moments when the terminal is handed to someone else.
///
/// The ncurses backend implements it for real terminals; `TestBackend` (in the test-support
/// module) implements it in memory, so that whole programs run in tests without a terminal.
/// All calls come from one thread, the event loop's.
public protocol TerminalBackend: AnyObject {
    /// The terminal's current size.
    var size: TerminalSize { get }
    /// A descriptor that becomes readable when input may be waiting, for the event loop to sleep
    /// on with `poll(2)`; the loop then reads events with ``nextEvent(timeoutMilliseconds:)``
    /// until it returns nil.
    var inputDescriptor: Int32 { get }
    /// Waits up to `milliseconds` for input (0: only what is already waiting); nil when nothing
    /// arrived.
    func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent?
    /// Shows `grid`, writing only what changed since the last frame, and places the cursor.
    func display(_ grid: Grid, cursor: CursorPosition?)
    /// Gives the terminal back to the shell and stops the process until it is resumed (Ctrl-Z).
    func suspend()
    /// Gives the terminal to another program while `body` runs (an `execute` command), in the
    /// modes the shell left it in, then takes it back; the next frame is drawn in full.
    func runOutsideScreen(_ body: () -> Void)
    /// Forgets the last frame, so that the next one is drawn in full (after a resume or when
    /// something else wrote on the screen).
    func invalidate()
    /// Restores the terminal as it was before; safe to call more than once.
    func close()
}

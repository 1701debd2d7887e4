/// The control sequences an inline screen is drawn with: relative cursor moves (so that nothing
/// depends on where on the screen the region is), clearing, and the cursor's visibility.
///
/// The backend fills them from the terminal's description (terminfo); ``ansi`` holds the
/// sequences every terminal emulator in use today understands, for tests and for a description
/// that lacks one.
public struct TerminalControls: Sendable {
    /// Moves the cursor up this many rows (more than 0), without scrolling.
    public var cursorUp: @Sendable (Int) -> String
    /// Moves the cursor down this many rows (more than 0), without scrolling.
    public var cursorDown: @Sendable (Int) -> String
    /// Moves the cursor right this many columns (more than 0).
    public var cursorRight: @Sendable (Int) -> String
    /// Moves the cursor to the start of its row.
    public var carriageReturn: String
    /// Clears from the cursor to the end of the screen.
    public var clearToEndOfScreen: String
    /// Clears from the cursor to the end of its row.
    public var clearToEndOfLine: String
    /// Turns every attribute and colour off.
    public var resetAttributes: String
    /// Hides the cursor.
    public var hideCursor: String
    /// Shows the cursor again.
    public var showCursor: String

    public init(
        cursorUp: @escaping @Sendable (Int) -> String,
        cursorDown: @escaping @Sendable (Int) -> String,
        cursorRight: @escaping @Sendable (Int) -> String,
        carriageReturn: String,
        clearToEndOfScreen: String,
        clearToEndOfLine: String,
        resetAttributes: String,
        hideCursor: String,
        showCursor: String
    ) {
        self.cursorUp = cursorUp
        self.cursorDown = cursorDown
        self.cursorRight = cursorRight
        self.carriageReturn = carriageReturn
        self.clearToEndOfScreen = clearToEndOfScreen
        self.clearToEndOfLine = clearToEndOfLine
        self.resetAttributes = resetAttributes
        self.hideCursor = hideCursor
        self.showCursor = showCursor
    }

    /// The ECMA-48 sequences (as xterm, tmux and the Linux console read them).
    public static let ansi = TerminalControls(
        cursorUp: { "\u{1B}[\($0)A" },
        cursorDown: { "\u{1B}[\($0)B" },
        cursorRight: { "\u{1B}[\($0)C" },
        carriageReturn: "\r",
        clearToEndOfScreen: "\u{1B}[J",
        clearToEndOfLine: "\u{1B}[K",
        resetAttributes: "\u{1B}[0m",
        hideCursor: "\u{1B}[?25l",
        showCursor: "\u{1B}[?25h"
    )
}

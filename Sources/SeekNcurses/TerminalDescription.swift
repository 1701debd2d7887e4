import CNcurses
import SeekToolkit

/// What the terminal's terminfo description says, read without starting curses: whether it has
/// an alternate screen, and the sequences and colours the inline screen draws with.
public enum TerminalDescription {
    /// Whether the terminal TERM names has an alternate screen (`smcup`). A terminal seek cannot
    /// describe counts as having one, so that the curses backend reports the problem.
    public static func hasAlternateScreen(descriptor: Int32 = 2) -> Bool {
        guard seek_load_terminal_description(descriptor) == 1 else { return true }
        defer { seek_release_terminal_description() }
        return seek_terminal_string("smcup") != nil
    }

    /// The controls of the loaded description, each falling back to its ECMA-48 form when the
    /// description lacks it. The description must stay loaded while they are used.
    static var controls: TerminalControls {
        let ansi = TerminalControls.ansi
        return TerminalControls(
            cursorUp: { count in parameterized("cuu", count) ?? ansi.cursorUp(count) },
            cursorDown: { count in parameterized("cud", count) ?? ansi.cursorDown(count) },
            cursorRight: { count in parameterized("cuf", count) ?? ansi.cursorRight(count) },
            carriageReturn: string("cr") ?? ansi.carriageReturn,
            clearToEndOfScreen: string("ed") ?? ansi.clearToEndOfScreen,
            clearToEndOfLine: string("el") ?? ansi.clearToEndOfLine,
            resetAttributes: string("sgr0") ?? ansi.resetAttributes,
            hideCursor: string("civis") ?? "",
            showCursor: string("cnorm") ?? ""
        )
    }

    /// The colours the loaded description has.
    static var colors: GridPainter.Colors {
        let count = seek_terminal_number("colors")
        return count >= 256 ? .palette : count >= 8 ? .basic : .none
    }

    private static func string(_ name: String) -> String? {
        seek_terminal_string(name).map { String(cString: $0) }
    }

    private static func parameterized(_ name: String, _ value: Int) -> String? {
        seek_terminal_string_with(name, Int32(value)).map { String(cString: $0) }
    }
}

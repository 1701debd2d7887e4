import CNcurses
import SeekToolkit
import Glibc

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

    /// Whether the terminal open on `descriptor` is gone: asking for its size fails with EIO
    /// (hung up) or ENXIO (no such device), as every read and ioctl on it then does.
    static func isHungUp(_ descriptor: Int32) -> Bool {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) != 0 else { return false }
        return errno == EIO || errno == ENXIO
    }

    /// The colours the loaded description has.
    static var colors: GridPainter.Colors {
        let count = seek_terminal_number("colors")
        return count >= 256 ? .palette : count >= 8 ? .basic : .none
    }

    /// The loaded description's string capability `name`, without its padding; nil when it
    /// has none.
    static func string(_ name: String) -> String? {
        seek_terminal_string(name).map(withoutPadding)
    }

    private static func parameterized(_ name: String, _ value: Int) -> String? {
        seek_terminal_string_with(name, Int32(value)).map(withoutPadding)
    }

    /// `capability` without its terminfo delays (`$<2>`, `$<5*/>`, `$<1.5>`): they are for
    /// `tputs` to turn into pad characters for a slow serial line, and written as they are they
    /// show as text (`TERM=vt100` has them in `sgr0`, `el`, `ed`, `cuu`…). No terminal emulator
    /// needs the delay, so it is dropped, the same way for every capability seek writes itself.
    static func withoutPadding(_ capability: UnsafePointer<CChar>) -> String {
        let bytes = Array(UnsafeBufferPointer(start: capability, count: strlen(capability))).map { UInt8(bitPattern: $0) }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let end = paddingEnd(in: bytes, from: index) {
                index = end
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Where a delay that starts at `start` ends (just past its `>`): `$<`, digits with at most
    /// one decimal point, then `*` and `/` in any order, then `>`. Nil when none starts there.
    private static func paddingEnd(in bytes: [UInt8], from start: Int) -> Int? {
        guard start + 3 < bytes.count, bytes[start] == UInt8(ascii: "$"), bytes[start + 1] == UInt8(ascii: "<") else { return nil }
        var index = start + 2
        var digits = 0
        var sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "/") {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
        return index + 1
    }
}

import CNcurses
import CTerminalRescue
import SeekToolkit
import Glibc
import SeekSystem

/// The real terminal, through ncursesw: the only place in seek that calls curses.
///
/// It talks to the controlling terminal through `/dev/tty`, never through standard input and
/// output, so that items can be piped in and the chosen line piped out, as with fzf. All calls
/// must come from one thread. ``close()`` restores the terminal and is safe to call more than once.
public final class NcursesTerminal: TerminalBackend {
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let colorPairs: ColorPairs?
    private var previous: Grid?
    private var isClosed = false
    private var immediateFailures = 0
    private var decoder = KeyDecoder()
    /// Events decoded but not yet returned (one unit can complete two).
    private var decoded: [InputEvent] = []

    /// How long an Esc waits for the key or sequence that may follow it (curses' escape delay).
    static let escapeDelayMilliseconds = 25
    /// How long a bracketed paste may pause before what arrived is taken as the whole paste.
    static let pasteGapMilliseconds = 500
    /// Turns bracketed paste on: the terminal then marks pasted text, so it is typed, not obeyed.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Turns bracketed paste off again.
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Opens the controlling terminal and switches it to seek's mode (raw keys, no echo, keypad
    /// decoding, a 25 ms Esc delay).
    ///
    /// - Parameters:
    ///   - environment: the process environment, read for `NO_COLOR` and `TERM`.
    ///   - usesMouse: whether to take clicks and the wheel from the terminal (which then no
    ///     longer selects text on a plain drag).
    ///   - followsNoColor: whether `NO_COLOR` turns colour off (seek passes false when the user
    ///     chose colours with `--color`).
    public init(environment: [String: String], usesMouse: Bool = true, followsNoColor: Bool = true) throws(TerminalError) {
        Self.selectUTF8Locale()
        guard let input = fopen("/dev/tty", "r") else {
            throw TerminalError(noTerminal: "cannot open /dev/tty (\(Self.systemMessage(errno)))")
        }
        guard let output = fopen("/dev/tty", "w") else {
            fclose(input)
            throw TerminalError(noTerminal: "cannot open /dev/tty for writing (\(Self.systemMessage(errno)))")
        }
        // The shell's modes, saved before curses changes them, for the crash handlers.
        _ = seek_rescue_save_terminal(fileno(output))
        guard let screen = newterm(nil, output, input) else {
            fclose(input)
            fclose(output)
            let name = environment["TERM"] ?? "(unset)"
            throw TerminalError("cannot use terminal type '\(name)': check TERM")
        }
        guard seek_terminal_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            fclose(input)
            fclose(output)
            let name = environment["TERM"] ?? "(unset)"
            throw TerminalError("terminal type '\(name)' cannot move the cursor; a full-screen terminal is needed")
        }
        self.input = input
        self.output = output
        self.screen = screen
        raw()
        noecho()
        nonl()
        // No check for typed-ahead keys while a frame is written: curses polls the keyboard
        // before each changed row (some 45 system calls for a frame of the list), and the run
        // loop has already read every key waiting before it draws.
        typeahead(-1)
        keypad(seek_stdscr(), true)
        set_escdelay(Int32(Self.escapeDelayMilliseconds))
        // Clicks and the wheel; a short interval keeps a click from waiting for a double click.
        if usesMouse {
            mousemask(seek_mouse_mask(), nil)
            mouseinterval(0)
        }
        // NO_COLOR (https://no-color.org) turns colour off; attributes stay.
        if !followsNoColor || environment["NO_COLOR"].map({ !$0.isEmpty }) != true, has_colors() {
            start_color()
            use_default_colors()
            colorPairs = ColorPairs(colorCount: Int(seek_color_count()), pairCount: Int(seek_color_pair_count()))
        } else {
            colorPairs = nil
        }
        Self.armCrashRescue(usesMouse: usesMouse)
        writeDirectly(Self.bracketedPasteOn)
    }

    /// Prepares what a crash handler writes, from this terminal's own capabilities, and installs
    /// the handlers: a crash then leaves the shell as it was, not in raw mode on the alternate
    /// screen.
    private static func armCrashRescue(usesMouse: Bool) {
        var reset = ""
        for capability in ["sgr0", "rmkx", "cnorm", "rmcup"] {
            if let value = TerminalDescription.string(capability) { reset += value }
        }
        // Without an alternate screen, what seek drew would stay under the shell's prompt.
        if seek_terminal_string("rmcup") == nil, let clear = TerminalDescription.string("clear") {
            reset += clear
        }
        reset += bracketedPasteOff
        if usesMouse {
            // Every xterm mouse mode curses may have turned on.
            reset += "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1015l"
        }
        let bytes = Array(reset.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { seek_rescue_set_reset_sequence($0.baseAddress, $0.count) }
        }
        _ = seek_rescue_arm()
    }

    deinit {
        close()
    }

    /// Restores the terminal to the state it had before seek started.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        giveBack()
        seek_rescue_disarm()
        delscreen(screen)
        fclose(input)
        fclose(output)
    }

    /// The terminal's input descriptor (`/dev/tty`), for the event loop to wait on. curses reads
    /// it with `read(2)` a byte at a time, so nothing waits in a stdio buffer that `poll(2)` would
    /// not see; what curses has already taken is drained by calling ``nextEvent(timeoutMilliseconds:)``
    /// until it returns nil.
    public var inputDescriptor: Int32 { fileno(input) }

    public var size: TerminalSize {
        // getmaxx and getmaxy give -1 on error; a terminal of no size is drawn as nothing.
        TerminalSize(width: max(0, Int(getmaxx(seek_stdscr()))), height: max(0, Int(getmaxy(seek_stdscr()))))
    }

    public func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent? {
        while true {
            if !decoded.isEmpty { return decoded.removeFirst() }
            // An Esc, an open sequence or a paste waits only so long for what follows.
            let wait = decoder.isInPaste ? Self.pasteGapMilliseconds
                : decoder.isPending ? Self.escapeDelayMilliseconds : milliseconds
            switch readUnit(timeoutMilliseconds: wait) {
            case .unit(let unit):
                decoded += decoder.feed(unit)
            case .skipped:
                continue
            case .nothing where decoder.isPending:
                decoded += decoder.timeout()
                if decoded.isEmpty { return nil }
            case .nothing:
                return nil
            case .closed:
                return .terminalClosed
            }
        }
    }

    /// What one read of the terminal gave.
    private enum ReadResult {
        case unit(KeyDecoder.Unit)
        /// A key curses decoded that means nothing to seek.
        case skipped
        case nothing
        case closed
    }

    private func readUnit(timeoutMilliseconds milliseconds: Int) -> ReadResult {
        wtimeout(seek_stdscr(), Int32(milliseconds))
        var character: wint_t = 0
        let started = MonotonicClock.milliseconds()
        let result = wget_wch(seek_stdscr(), &character)
        switch result {
        case OK:
            immediateFailures = 0
            return .unit(.character(UInt32(character)))
        case KEY_CODE_YES:
            immediateFailures = 0
            return event(forKey: Int32(character)).map { .unit(.key($0)) } ?? .skipped
        default:
            // A terminal that hung up (its pseudo-terminal's other end closed) fails every read
            // and ioctl with EIO: the loop ends the run as SIGHUP would.
            if TerminalDescription.isHungUp(fileno(input)) { return .closed }
            // At end of input (the terminal went away) get_wch fails at once, forever.
            if milliseconds > 0, MonotonicClock.milliseconds() - started < milliseconds / 2 {
                immediateFailures += 1
                if immediateFailures > 20 { return .closed }
            }
            return .nothing
        }
    }

    public func display(_ grid: Grid, cursor: CursorPosition?) {
        let window = seek_stdscr()
        let reuse = previous.map { $0.width == grid.width && $0.height == grid.height } ?? false
        if !reuse {
            werase(window)
            clearok(window, true)
        }
        // The cells compared straight from the arrays: through the grid's subscript, from
        // another module, each cost a call and a copy, a third of a frame's display.
        let earlier = reuse ? previous?.cells : nil
        for (index, cell) in grid.cells.enumerated() where !cell.isContinuation {
            if let earlier, earlier[index] == cell { continue }
            draw(cell, row: index / grid.width, column: index % grid.width, in: window)
        }
        previous = grid
        if let cursor, grid.contains(row: cursor.row, column: cursor.column) {
            curs_set(1)
            wmove(window, Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Gives the terminal back to the shell and stops the process group, as Ctrl-Z does in a
    /// cooked terminal; returns once the user resumes it (`fg`), with the screen to be redrawn.
    ///
    /// A process in the background (stopped by SIGTTIN or SIGTTOU for touching the terminal) is
    /// not the terminal's owner: it leaves the terminal alone and only stops.
    public func suspend() {
        let ownsTerminal = tcgetpgrp(fileno(output)) == getpgrp()
        if ownsTerminal { giveBack() }
        // SIGSTOP, not SIGTSTP: the run loop catches SIGTSTP to come here, and cannot catch
        // SIGSTOP. The whole process group (the shell's pipeline) stops, as the terminal driver
        // would stop it.
        kill(0, SIGSTOP)
        // Resumed: curses restores its terminal modes on the next refresh.
        previous = nil
        if !ownsTerminal { reset_prog_mode() }
        refresh()
        writeDirectly(Self.bracketedPasteOn)
    }

    /// Leaves the terminal as the shell wants it: curses' modes undone, the cursor shown,
    /// bracketed paste off; on a terminal without an alternate screen (`TERM=linux`), what seek
    /// drew is cleared and the cursor put at the top, so the prompt starts on a clean line.
    private func giveBack() {
        curs_set(1)
        endwin()
        var bytes = Self.bracketedPasteOff
        if seek_terminal_string("rmcup") == nil, let clear = TerminalDescription.string("clear") {
            bytes += clear
        }
        writeDirectly(bytes)
    }

    /// Writes `text` to the terminal after what curses has written.
    private func writeDirectly(_ text: String) {
        fflush(output)
        fputs(text, output)
        fflush(output)
    }

    public func runOutsideScreen(_ body: () -> Void) {
        endwin()
        body()
        // Back from the command: curses restores its modes on the next refresh.
        previous = nil
        refresh()
    }

    /// Forgets the last frame so that the next one is drawn in full (after a resize or resume).
    public func invalidate() {
        previous = nil
    }

    private func draw(_ cell: Cell, row: Int, column: Int, in window: UnsafeMutablePointer<WINDOW>?) {
        // The cluster's first five scalars and a terminating 0, on the stack: a frame draws
        // thousands of cells, and mapping each into an array was half of a frame's display
        // (callgrind, 1.2 million paths typed into).
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { characters in
            var count = 0
            for scalar in cell.grapheme.unicodeScalars {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
                if count == 5 { break }
            }
            characters[count] = 0
            draw(characters.baseAddress!, style: cell.style, row: row, column: column, in: window)
        }
    }

    /// Puts the 0-terminated cluster `characters` at `row`, `column` in `style`.
    private func draw(_ characters: UnsafePointer<wchar_t>, style: CellStyle, row: Int, column: Int,
                      in window: UnsafeMutablePointer<WINDOW>?) {
        var attributes = seek_attribute_normal()
        if style.attributes.contains(.bold) { attributes |= seek_attribute_bold() }
        if style.attributes.contains(.dim) { attributes |= seek_attribute_dim() }
        if style.attributes.contains(.reverse) { attributes |= seek_attribute_reverse() }
        if style.attributes.contains(.underline) { attributes |= seek_attribute_underline() }
        if style.attributes.contains(.italic) { attributes |= seek_attribute_italic() }
        let pair = colorPairs?.pair(foreground: style.foreground, background: style.background) ?? 0
        if seek_put_cluster(window, Int32(row), Int32(column), characters, attributes, pair) == SEEK_CLUSTER_REFUSED {
            // curses refuses some clusters (more than one spacing character, as in long emoji
            // sequences); the cell must still change, or it would keep the last frame's text.
            let replacement: [wchar_t] = [0xFFFD, 0]
            _ = seek_put_cluster(window, Int32(row), Int32(column), replacement, attributes, pair)
        }
    }

    private func event(forKey key: Int32) -> InputEvent? {
        switch key {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SPREVIOUS: return .shiftPageUp
        case KEY_SNEXT: return .shiftPageDown
        case KEY_SDC: return .shiftDelete
        case KEY_F0 + 1...KEY_F0 + 24: return .function(Int(key - KEY_F0))
        case KEY_MOUSE:
            var report = MEVENT()
            guard getmouse(&report) == OK else { return nil }
            let row = Int(report.y)
            let column = Int(report.x)
            if seek_mouse_is_wheel_up(report.bstate) != 0 { return .mouse(MouseEvent(.wheelUp, row: row, column: column)) }
            if seek_mouse_is_wheel_down(report.bstate) != 0 { return .mouse(MouseEvent(.wheelDown, row: row, column: column)) }
            if seek_mouse_is_press(report.bstate) != 0 { return .mouse(MouseEvent(.press, row: row, column: column)) }
            return nil
        case KEY_RESIZE:
            previous = nil
            return .resize(size)
        default: return nil
        }
    }

    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().filter({ $0 != "-" }) != "UTF8" {
            if setlocale(LC_ALL, "C.UTF-8") == nil {
                setlocale(LC_CTYPE, "en_US.UTF-8")
            }
        }
    }

    private static func systemMessage(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

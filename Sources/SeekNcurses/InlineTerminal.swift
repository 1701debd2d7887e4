import CNcurses
import CTerminalRescue
import SeekToolkit
import SeekSystem
import Glibc

/// A terminal drawn inline: the screen takes some rows below the shell's prompt (`--height`), or
/// the whole height on a terminal without an alternate screen, and gives exactly those rows back
/// on exit, so every line the shell printed before stays where it was.
///
/// curses always takes the whole screen, so this backend uses only the terminfo layer of
/// ncursesw (the terminal's description and its parameterized sequences): raw mode through
/// termios on `/dev/tty`, the cursor's starting place from a position request, relative moves
/// only, and the frame's changed cells written by SeekToolkit's `GridPainter`. Keys are bytes decoded by
/// `KeyDecoder`, as in the curses backend; the mouse is left to the terminal (selecting text
/// works as in the shell). All calls must come from one thread; ``close()`` is safe to call more
/// than once.
public final class InlineTerminal: TerminalBackend {
    private let descriptor: Int32
    private let shellModes: termios
    private let height: InlineHeight
    private var painter: GridPainter
    /// The whole terminal's size, as last read.
    private var terminalSize: TerminalSize
    private var region: InlineRegion
    /// The column the cursor was in when the region was placed, put back on exit when the
    /// shell's last line had not ended.
    private var startColumn = 0
    private var isPlaced = false
    private var isClosed = false
    private var previous: Grid?
    private var characters = UTF8InputDecoder()
    private var decoder = KeyDecoder()
    /// Events decoded but not yet returned.
    private var decoded: [InputEvent] = []
    /// Bytes read but not yet decoded (typed while the cursor's position was asked for).
    private var unread: [UInt8] = []
    private var unreadIndex = 0

    /// How long an Esc waits for what may follow it, as in the curses backend.
    static let escapeDelayMilliseconds = NcursesTerminal.escapeDelayMilliseconds
    /// How long a bracketed paste may pause before what arrived is taken as the whole paste.
    static let pasteGapMilliseconds = NcursesTerminal.pasteGapMilliseconds
    /// How long the terminal has to answer the cursor position request.
    static let positionReplyMilliseconds = 2_000

    /// Opens the controlling terminal, switches it to raw keys without echo, and places the
    /// region below the cursor, scrolling the terminal up when too few rows are left.
    ///
    /// - Parameters:
    ///   - environment: the process environment, read for `NO_COLOR` and `TERM`.
    ///   - height: how many rows the region takes.
    ///   - followsNoColor: whether `NO_COLOR` turns colour off (seek passes false when the user
    ///     chose colours with `--color`).
    public init(environment: [String: String], height: InlineHeight, followsNoColor: Bool = true) throws(TerminalError) {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TerminalError(noTerminal: "cannot open /dev/tty (\(Self.systemMessage(errno)))")
        }
        let name = environment["TERM"] ?? "(unset)"
        guard seek_load_terminal_description(descriptor) == 1 else {
            Glibc.close(descriptor)
            throw TerminalError("cannot use terminal type '\(name)': check TERM")
        }
        guard seek_terminal_can_address_cursor() != 0 else {
            seek_release_terminal_description()
            Glibc.close(descriptor)
            throw TerminalError("terminal type '\(name)' cannot move the cursor; a full-screen terminal is needed")
        }
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else {
            let message = Self.systemMessage(errno)
            seek_release_terminal_description()
            Glibc.close(descriptor)
            throw TerminalError("cannot read the terminal's modes: \(message)")
        }
        self.descriptor = descriptor
        shellModes = modes
        self.height = height
        let noColor = followsNoColor && environment["NO_COLOR"].map { !$0.isEmpty } == true
        painter = GridPainter(controls: TerminalDescription.controls, colors: noColor ? .none : TerminalDescription.colors)
        terminalSize = Self.readSize(of: descriptor) ?? TerminalSize(width: 80, height: 24)
        region = InlineRegion(height: height, terminalHeight: terminalSize.height, cursor: CursorPosition(row: 0, column: 0))
        // The shell's modes, for the crash handlers.
        _ = seek_rescue_save_terminal(descriptor)
        takeTerminal()
        _ = seek_rescue_arm()
    }

    deinit {
        close()
    }

    /// Erases the region, puts the cursor where the shell left it, and restores the shell's modes.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        giveBack()
        seek_rescue_disarm()
        seek_release_terminal_description()
        Glibc.close(descriptor)
    }

    /// The terminal (`/dev/tty`) for the event loop to wait on; bytes already read and not yet
    /// decoded are returned by ``nextEvent(timeoutMilliseconds:)``, which the loop calls until
    /// it returns nil.
    public var inputDescriptor: Int32 { descriptor }

    /// The region's size: the terminal's width and the rows taken.
    public var size: TerminalSize {
        TerminalSize(width: terminalSize.width, height: region.rows)
    }

    public func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent? {
        if let resized = takeResize() { return resized }
        if isInputClosed { return .terminalClosed }
        while true {
            if !decoded.isEmpty { return decoded.removeFirst() }
            let wait = decoder.isInPaste ? Self.pasteGapMilliseconds
                : decoder.isPending || characters.isPending ? Self.escapeDelayMilliseconds : milliseconds
            guard let byte = readByte(timeoutMilliseconds: wait) else {
                if isInputClosed { return .terminalClosed }
                guard decoder.isPending || characters.isPending else { return nil }
                if characters.isPending { characters = UTF8InputDecoder() }
                decoded += decoder.timeout()
                if decoded.isEmpty { return nil }
                continue
            }
            for value in characters.feed(byte) {
                decoded += decoder.feed(.character(value))
            }
        }
    }

    public func display(_ grid: Grid, cursor: CursorPosition?) {
        if !isPlaced { takeTerminal() }
        write(painter.paint(grid, over: previous, cursor: cursor))
        previous = grid
        armRescue()
    }

    /// Gives the rows back and stops the process group, as Ctrl-Z does in a cooked terminal;
    /// once resumed (`fg`), places the region again below whatever the shell printed.
    public func suspend() {
        giveBack()
        // SIGSTOP, not SIGTSTP: the run loop catches SIGTSTP to come here.
        kill(0, SIGSTOP)
        takeTerminal()
    }

    public func runOutsideScreen(_ body: () -> Void) {
        giveBack()
        body()
        takeTerminal()
    }

    /// Forgets the last frame so that the next one is drawn in full.
    public func invalidate() {
        previous = nil
        painter.forgetState()
    }

    // MARK: - The region

    /// Raw modes, bracketed paste, and the region placed below the cursor.
    private func takeTerminal() {
        var raw = shellModes
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSADRAIN, &raw)
        write(NcursesTerminal.bracketedPasteOn)
        terminalSize = Self.readSize(of: descriptor) ?? terminalSize
        let cursor = askCursorPosition() ?? CursorPosition(row: max(0, terminalSize.height - 1), column: 0)
        place(at: cursor)
    }

    /// Makes room for the region from `cursor`: one newline less than its rows (the terminal
    /// scrolls when they run past its bottom), then back up to its first row.
    private func place(at cursor: CursorPosition) {
        region = InlineRegion(height: height, terminalHeight: terminalSize.height, cursor: cursor)
        startColumn = cursor.column
        var output = painter.controls.carriageReturn
        if region.startsOnNextLine { output += "\n" }
        if region.rows > 1 {
            output += String(repeating: "\n", count: region.rows - 1) + painter.controls.cursorUp(region.rows - 1)
        }
        write(output)
        painter.cursorIsAtTop()
        painter.forgetState()
        previous = nil
        isPlaced = true
        armRescue()
    }

    /// Erases the region, leaves the cursor where the shell expects it (the region's first row,
    /// or the end of the shell's unfinished line), and restores the shell's modes.
    private func giveBack() {
        guard isPlaced else { return }
        isPlaced = false
        var output = painter.erase(rows: region.rows)
        if region.startsOnNextLine {
            output += painter.controls.cursorUp(1) + painter.controls.cursorRight(startColumn)
        }
        output += NcursesTerminal.bracketedPasteOff
        write(output)
        var modes = shellModes
        tcsetattr(descriptor, TCSADRAIN, &modes)
        previous = nil
    }

    /// A new size, when the terminal changed since it was last read (SIGWINCH woke the loop):
    /// the region is erased and placed again for the new height.
    private func takeResize() -> InputEvent? {
        guard isPlaced else { return nil }
        guard let now = Self.readSize(of: descriptor) else {
            // Hung up (EIO): every later read fails too, and the loop ends the run as SIGHUP would.
            if TerminalDescription.isHungUp(descriptor) { isInputClosed = true }
            return nil
        }
        guard now != terminalSize else { return nil }
        // From the region's first row to the end of the screen: a terminal that rewrapped the
        // region's rows for a narrower width (tmux) has moved some of them further down.
        write(painter.erase(rows: 1) + painter.controls.clearToEndOfScreen)
        terminalSize = now
        // The region's first row is where the cursor is now; its column is 0.
        let row = min(max(0, now.height - 1), max(0, now.height - region.rows))
        let (startsOnNextLine, column) = (region.startsOnNextLine, startColumn)
        place(at: CursorPosition(row: row, column: 0))
        // Still below the shell's unfinished line, which the exit goes back to.
        region.startsOnNextLine = startsOnNextLine
        startColumn = column
        return .resize(size)
    }

    /// What a crash handler writes: attributes off, the cursor shown, bracketed paste off, and
    /// the region erased from where the cursor is now.
    private func armRescue() {
        var reset = painter.controls.resetAttributes + painter.controls.showCursor + NcursesTerminal.bracketedPasteOff
        if painter.row > 0 { reset += painter.controls.cursorUp(painter.row) }
        reset += painter.controls.carriageReturn + painter.controls.clearToEndOfScreen
        let bytes = Array(reset.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { seek_rescue_set_reset_sequence($0.baseAddress, $0.count) }
        }
    }

    // MARK: - Reading and writing

    private var isInputClosed = false

    /// Asks the terminal where the cursor is; keys typed meanwhile are kept for later.
    private func askCursorPosition() -> CursorPosition? {
        write("\u{1B}[6n")
        let deadline = MonotonicClock.milliseconds() + Self.positionReplyMilliseconds
        var received: [UInt8] = []
        while true {
            if let report = CursorReport.find(in: received) {
                received.removeSubrange(report.range)
                unread += received
                return report.position
            }
            let remaining = deadline - MonotonicClock.milliseconds()
            guard remaining > 0, let chunk = readChunk(timeoutMilliseconds: remaining) else { break }
            received += chunk
        }
        unread += received
        return nil
    }

    private func readByte(timeoutMilliseconds milliseconds: Int) -> UInt8? {
        if unreadIndex < unread.count {
            defer {
                unreadIndex += 1
                if unreadIndex == unread.count {
                    unread = []
                    unreadIndex = 0
                }
            }
            return unread[unreadIndex]
        }
        guard let chunk = readChunk(timeoutMilliseconds: milliseconds), !chunk.isEmpty else { return nil }
        unread = chunk
        unreadIndex = 0
        return readByte(timeoutMilliseconds: 0)
    }

    /// Up to 4 KiB from the terminal once it is readable within `milliseconds`; nil when nothing
    /// came, or the terminal is gone (then ``isInputClosed`` is set).
    private func readChunk(timeoutMilliseconds milliseconds: Int) -> [UInt8]? {
        guard !isInputClosed else { return nil }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(clamping: milliseconds))
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer.prefix(count)) }
        if count == 0 || (errno != EINTR && errno != EAGAIN) { isInputClosed = true }
        return nil
    }

    private func write(_ text: String) {
        DescriptorOutput.writeAll(Array(text.utf8), to: descriptor)
    }

    private static func readSize(of descriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    private static func systemMessage(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

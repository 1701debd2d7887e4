/// Reads a program's terminal output byte by byte, as xterm would, and applies it to a
/// `TerminalScreen`: UTF-8 text, C0 controls, ESC sequences, CSI sequences, and strings (OSC, DCS,
/// APC, PM, SOS) that are skipped. Sequences may be split across reads: the state carries over.
///
/// Covers what ncurses (xterm-256color) and fzf emit; attributes, colors, mouse and keypad modes
/// do not change text and are ignored. Queries that a program waits on (cursor position, device
/// attributes) are answered through `replies`, which the caller writes back to the terminal.
struct EscapeSequenceReader {
    /// Where in a sequence the last byte left the reader.
    private enum State {
        case ground
        case escape
        /// ESC followed by an intermediate byte (charset designation, DECALN, …): one more byte ends it.
        case escapeIntermediate
        case controlSequence
        /// A string sequence, ended by BEL or ST (ESC \).
        case string
        case stringEscape
    }

    private(set) var screen: TerminalScreen
    private var state = State.ground
    private var parameters: [Int] = []
    private var currentParameter: Int?
    private var privateMarker: UInt8?
    private var hasIntermediates = false
    private var pendingScalar: UInt32 = 0
    private var pendingContinuationBytes = 0
    /// Answers to the program's queries, to be written to the terminal's input.
    var replies: [UInt8] = []

    init(rows: Int, columns: Int) {
        screen = TerminalScreen(rows: rows, columns: columns)
    }

    mutating func takeChanged() -> Bool { screen.takeChanged() }

    mutating func read(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes { read(byte) }
    }

    private mutating func read(_ byte: UInt8) {
        switch state {
        case .ground:
            readText(byte)
        case .escape:
            readEscape(byte)
        case .escapeIntermediate:
            state = .ground
        case .controlSequence:
            readControlSequence(byte)
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            // ST is ESC \; any other ESC inside a string starts a new sequence, as in xterm.
            state = .ground
            if byte != 0x5C { read(0x1B); read(byte) }
        }
    }

    // MARK: Text and controls

    private mutating func readText(_ byte: UInt8) {
        if pendingContinuationBytes > 0 {
            if byte & 0xC0 == 0x80 {
                pendingScalar = pendingScalar << 6 | UInt32(byte & 0x3F)
                pendingContinuationBytes -= 1
                if pendingContinuationBytes == 0 { screen.print(pendingScalar) }
                return
            }
            // A broken sequence shows as one replacement character; this byte starts afresh.
            pendingContinuationBytes = 0
            screen.print(0xFFFD)
        }
        switch byte {
        case 0x20..<0x7F: screen.print(UInt32(byte))
        case 0xC0..<0xE0: startScalar(UInt32(byte & 0x1F), continuationBytes: 1)
        case 0xE0..<0xF0: startScalar(UInt32(byte & 0x0F), continuationBytes: 2)
        case 0xF0..<0xF8: startScalar(UInt32(byte & 0x07), continuationBytes: 3)
        case 0x80...: screen.print(0xFFFD)
        default: execute(byte)
        }
    }

    private mutating func startScalar(_ bits: UInt32, continuationBytes: Int) {
        pendingScalar = bits
        pendingContinuationBytes = continuationBytes
    }

    /// C0 controls, also inside a control sequence, as terminals do.
    private mutating func execute(_ control: UInt8) {
        switch control {
        case 0x08: screen.backspace()
        case 0x09: screen.tab()
        case 0x0A, 0x0B, 0x0C: screen.index()
        case 0x0D: screen.carriageReturn()
        case 0x1B: state = .escape
        case 0x18, 0x1A: state = .ground
        default: break  // BEL, SO/SI (charset shifts) and the rest change no text.
        }
    }

    // MARK: ESC sequences

    private mutating func readEscape(_ byte: UInt8) {
        state = .ground
        switch byte {
        case 0x5B:  // [
            state = .controlSequence
            parameters = []
            currentParameter = nil
            privateMarker = nil
            hasIntermediates = false
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .string  // ] P _ ^ X
        case 0x20...0x2F: state = .escapeIntermediate  // ( ) * + designate charsets; # % too
        case 0x37: screen.saveCursor()  // 7
        case 0x38: screen.restoreCursor()  // 8
        case 0x44: screen.index()  // D
        case 0x45: screen.carriageReturn(); screen.index()  // E
        case 0x4D: screen.reverseIndex()  // M
        case 0x63: screen.reset()  // c
        case 0x1B: state = .escape
        default: break  // = > (keypad modes), \ (a stray ST) and others change no text.
        }
    }

    // MARK: CSI sequences

    private mutating func readControlSequence(_ byte: UInt8) {
        switch byte {
        case 0x30...0x39:
            currentParameter = min(99_999, (currentParameter ?? 0) * 10 + Int(byte - 0x30))
        case 0x3A, 0x3B:
            parameters.append(currentParameter ?? 0)
            currentParameter = nil
        case 0x3C...0x3F:
            privateMarker = byte
        case 0x20...0x2F:
            hasIntermediates = true
        case 0x40...0x7E:
            if let currentParameter { parameters.append(currentParameter) }
            state = .ground
            dispatch(final: byte)
        default:
            execute(byte)
        }
    }

    /// Parameter `index`, or `fallback` when it is missing or 0 (the usual CSI rule).
    private func parameter(_ index: Int, or fallback: Int = 1) -> Int {
        index < parameters.count && parameters[index] != 0 ? parameters[index] : fallback
    }

    private mutating func dispatch(final: UInt8) {
        if hasIntermediates { return }  // DECSCUSR, DECRQM, soft reset…: no text changes.
        if privateMarker == 0x3F {
            if final == 0x68 || final == 0x6C { setPrivateModes(final == 0x68) }
            return
        }
        if privateMarker != nil { return }  // CSI > … (xterm options and queries), CSI = …
        let count = parameter(0)
        switch final {
        case 0x40: screen.insertCharacters(count)  // @ ICH
        case 0x41: screen.moveVertically(by: -count)  // A CUU
        case 0x42, 0x65: screen.moveVertically(by: count)  // B CUD, e VPR
        case 0x43, 0x61: screen.moveTo(row: screen.row, column: screen.column + count)  // C CUF, a HPR
        case 0x44: screen.moveTo(row: screen.row, column: screen.column - count)  // D CUB
        case 0x45: screen.moveVertically(by: count); screen.carriageReturn()  // E CNL
        case 0x46: screen.moveVertically(by: -count); screen.carriageReturn()  // F CPL
        case 0x47, 0x60: screen.moveTo(row: screen.row, column: count - 1)  // G CHA, ` HPA
        case 0x48, 0x66: screen.moveTo(row: count - 1, column: parameter(1) - 1)  // H CUP, f HVP
        case 0x64: screen.moveTo(row: count - 1, column: screen.column)  // d VPA
        case 0x4A: screen.eraseInDisplay(parameter(0, or: 0))  // J ED
        case 0x4B: screen.eraseInLine(parameter(0, or: 0))  // K EL
        case 0x4C: screen.insertLines(count)  // L IL
        case 0x4D: screen.deleteLines(count)  // M DL
        case 0x50: screen.deleteCharacters(count)  // P DCH
        case 0x53: screen.scrollUp(count)  // S SU
        case 0x54: if parameters.count <= 1 { screen.scrollDown(count) }  // T SD (5 parameters: mouse tracking)
        case 0x58: screen.eraseCharacters(count)  // X ECH
        case 0x62: screen.repeatLast(count)  // b REP
        case 0x72: screen.setScrollRegion(top: count - 1, bottom: parameter(1, or: screen.rows) - 1)  // r DECSTBM
        case 0x73: screen.saveCursor()  // s
        case 0x75: screen.restoreCursor()  // u
        case 0x6E: answerStatusReport()  // n DSR
        case 0x63: if parameter(0, or: 0) == 0 { replies += Array("\u{1B}[?62;22c".utf8) }  // c DA1
        default: break  // m SGR, h/l ANSI modes, t window operations, q, …
        }
    }

    private mutating func setPrivateModes(_ enabled: Bool) {
        for mode in parameters {
            switch mode {
            case 7: screen.autowrap = enabled
            case 1049:
                if enabled { screen.saveCursor() }
                screen.showAlternateScreen(enabled)
                if enabled { screen.eraseInDisplay(2) } else { screen.restoreCursor() }
            case 47, 1047: screen.showAlternateScreen(enabled)
            default: break  // cursor visibility, mouse, bracketed paste, synchronized output, …
            }
        }
    }

    private mutating func answerStatusReport() {
        switch parameter(0, or: 0) {
        case 5: replies += Array("\u{1B}[0n".utf8)
        case 6: replies += Array("\u{1B}[\(screen.row + 1);\(screen.column + 1)R".utf8)
        default: break
        }
    }
}

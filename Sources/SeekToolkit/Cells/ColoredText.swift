/// A program's output with its colours: lines of runs, each run some text in one style.
///
/// Built by feeding bytes as they arrive (``append(_:)``): SGR sequences (`ESC [ … m`: bold, dim,
/// underline, reverse, the 8, 16, 256 and 24-bit colours, and their resets) become styles; every
/// other escape sequence and control byte stays in the text, where ``Grid``'s writing shows it in
/// its visible form (`^[[2J`), so the output can colour the pane but never move the cursor, clear
/// the screen or set the title. Line feeds end lines (a carriage return before one is dropped).
///
/// What a pane can show is bounded: at most ``maximumLines`` lines are kept and each keeps its
/// first ``maximumLineBytes`` bytes, so a command that prints without end costs bounded memory.
public struct ColoredText: Sendable, Equatable {
    /// Some text in one style.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var style: CellStyle

        public init(_ text: String, style: CellStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The most lines kept; output beyond them is read and dropped.
    public static let maximumLines = 10_000
    /// The most bytes of a line kept.
    public static let maximumLineBytes = 4_096

    /// The complete lines so far.
    public private(set) var lines: [[Run]] = []
    /// Whether lines were dropped because there were more than ``maximumLines``.
    public private(set) var isTruncated = false

    private var style = CellStyle.plain
    private var lineRuns: [Run] = []
    private var runBytes: [UInt8] = []
    private var lineByteCount = 0
    private var pendingEscape: [UInt8]?

    public init() {}

    /// Parses all of `bytes` at once.
    public init(parsing bytes: [UInt8]) {
        append(bytes)
        finish()
    }

    /// The lines, with the unfinished last one (output so far without its line feed) at the end.
    public var linesIncludingUnfinished: [[Run]] {
        var partial = lineRuns
        if !runBytes.isEmpty { partial.append(Run(String(decoding: runBytes, as: UTF8.self), style: style)) }
        return partial.isEmpty ? lines : lines + [partial]
    }

    /// Adds the next bytes of output.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if var escape = pendingEscape {
                escape.append(byte)
                if Self.endsEscape(escape) {
                    pendingEscape = nil
                    apply(escape)
                } else if escape.count > 64 {
                    pendingEscape = nil
                    addText(escape)
                } else {
                    pendingEscape = escape
                }
                continue
            }
            switch byte {
            case 0x1B: pendingEscape = [byte]
            case 0x0A: endLine()
            case 0x0D: continue  // drawn nowhere: a CR before LF is line ending, a lone one a redraw trick
            default: addText(CollectionOfOne(byte))
            }
        }
    }

    /// Ends the output: an unfinished line or escape becomes text.
    public mutating func finish() {
        if let escape = pendingEscape {
            pendingEscape = nil
            addText(escape)
        }
        if !runBytes.isEmpty || !lineRuns.isEmpty { endLine() }
    }

    // MARK: - Parsing

    /// Whether `escape` (starting with ESC) is complete: a CSI ends at a byte 0x40–0x7E, any
    /// other escape after the byte that follows ESC.
    private static func endsEscape(_ escape: [UInt8]) -> Bool {
        guard escape.count >= 2 else { return false }
        if escape[1] != UInt8(ascii: "[") { return true }
        guard escape.count >= 3, let last = escape.last else { return false }
        return (0x40...0x7E).contains(last)
    }

    private mutating func apply(_ escape: [UInt8]) {
        guard escape.count >= 3, escape[1] == UInt8(ascii: "["), escape.last == UInt8(ascii: "m"),
              let next = Self.style(after: style, parameters: escape[2..<(escape.count - 1)]) else {
            addText(escape)
            return
        }
        guard next != style else { return }
        closeRun()
        style = next
    }

    /// The style after an SGR sequence's parameters, or nil when they are not all understood.
    static func style(after current: CellStyle, parameters: ArraySlice<UInt8>) -> CellStyle? {
        var numbers: [Int] = []
        for part in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            if part.isEmpty {
                numbers.append(0)
                continue
            }
            guard part.count <= 3, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        if numbers.isEmpty { numbers = [0] }
        var style = current
        var index = 0
        func color(at position: Int) -> (TerminalColor, consumed: Int)? {
            guard position < numbers.count else { return nil }
            switch numbers[position] {
            case 5 where position + 1 < numbers.count && numbers[position + 1] < 256:
                return (.palette(UInt8(numbers[position + 1])), 2)
            case 2 where position + 3 < numbers.count:
                let (red, green, blue) = (numbers[position + 1], numbers[position + 2], numbers[position + 3])
                guard red < 256, green < 256, blue < 256 else { return nil }
                return (TerminalColor.nearest(red: red, green: green, blue: blue), 4)
            default:
                return nil
            }
        }
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 3, 5, 6, 8, 9: break  // italic, blink, hidden, strike: not drawn
            case 22: style.attributes.subtract([.bold, .dim])
            case 23, 25, 28, 29: break
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = TerminalColor.basic[number - 30]
            case 39: style.foreground = nil
            case 40...47: style.background = TerminalColor.basic[number - 40]
            case 49: style.background = nil
            case 90...97: style.foreground = .palette(UInt8(number - 90 + 8))
            case 100...107: style.background = .palette(UInt8(number - 100 + 8))
            case 38, 48:
                guard let (color, consumed) = color(at: index + 1) else { return nil }
                if number == 38 { style.foreground = color } else { style.background = color }
                index += consumed
            default:
                return nil
            }
            index += 1
        }
        return style
    }

    private mutating func addText(_ bytes: some Collection<UInt8>) {
        let room = Self.maximumLineBytes - lineByteCount
        guard room > 0 else { return }
        let kept = bytes.prefix(room)
        runBytes.append(contentsOf: kept)
        lineByteCount += kept.count
    }

    private mutating func closeRun() {
        guard !runBytes.isEmpty else { return }
        lineRuns.append(Run(String(decoding: runBytes, as: UTF8.self), style: style))
        runBytes.removeAll(keepingCapacity: true)
    }

    private mutating func endLine() {
        closeRun()
        if lines.count < Self.maximumLines {
            lines.append(lineRuns)
        } else {
            isTruncated = true
        }
        lineRuns = []
        lineByteCount = 0
    }
}

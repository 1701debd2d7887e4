/// Turns what a terminal sends, one unit at a time, into ``InputEvent``s.
///
/// A terminal reports most keys as escape sequences, and a library such as curses decodes only
/// the ones its terminal description names; the rest would arrive as Esc followed by ordinary
/// characters, and Esc alone dismisses the search and then quits. So every sequence that starts
/// with Esc is decoded here, whole: the keys seek knows (arrows, Home, End, pages, Delete,
/// Shift-Tab) become their events, bracketed paste becomes one ``InputEvent/paste(_:)``, Esc
/// followed by a key becomes ``InputEvent/alt(_:)``, and any other well-formed sequence (focus
/// in and out, modified keys such as `ESC [1;8H`, an old-style mouse report, function keys) is
/// consumed and yields nothing, but for an SGR mouse report (`ESC [<0;5;3M`), which is a click
/// or a wheel turn.
///
/// The decoder is a pure state machine, so it is tested without a terminal: the backend feeds it
/// every unit it reads with ``feed(_:)``, and calls ``timeout()`` when no unit followed within
/// the escape delay (for an Esc or a sequence still open) or within the paste gap (for a paste).
public struct KeyDecoder: Sendable {
    /// One thing read from the terminal.
    public enum Unit: Hashable, Sendable {
        /// A character, by its code point, as the terminal sent it.
        case character(UInt32)
        /// A key the backend's library has already decoded (curses' `KEY_UP`, a resize, a click).
        case key(InputEvent)
    }

    private enum State: Sendable {
        case ground
        /// Esc was read; the next unit decides between Esc, Alt and a sequence.
        case escape
        /// Inside `ESC [` (`isControlSequence`) or `ESC O`, with the bytes read after it.
        case sequence(isControlSequence: Bool, bytes: [UInt8])
        /// An old-style (X10) mouse report: `ESC [ M` and this many raw bytes still to come.
        case mouseReport(remaining: Int)
        /// Between `ESC [200~` and `ESC [201~`.
        case paste
    }

    /// The longest sequence decoded; anything longer is not a key and is dropped.
    static let longestSequence = 64
    private static let pasteEnd: [UInt32] = [27, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var state = State.ground
    private var pasted = String.UnicodeScalarView()
    /// How many units at the end of `pasted` match the start of `ESC [201~`.
    private var pasteEndMatched = 0

    public init() {}

    /// Whether a unit read so far waits for more (an Esc, an open sequence or a paste): the
    /// backend then waits at most the escape delay, or the paste gap, and calls ``timeout()``.
    public var isPending: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Whether a bracketed paste is open (the backend waits longer between its units).
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Takes the next unit and returns the events it completes (none, one, or two when it both
    /// ends a pending Esc and is a key of its own).
    public mutating func feed(_ unit: Unit) -> [InputEvent] {
        switch state {
        case .ground:
            return ground(unit)
        case .escape:
            return afterEscape(unit)
        case .sequence(let isControlSequence, var bytes):
            guard case .character(let value) = unit else {
                // A decoded key cuts the sequence short; the broken sequence is dropped.
                state = .ground
                return ground(unit)
            }
            if value < 0x20 || value > 0x7E {
                // Not part of a sequence: drop what was read and take the unit afresh.
                state = .ground
                return ground(unit)
            }
            if bytes.count >= Self.longestSequence {
                state = .ground
                return []
            }
            let byte = UInt8(value)
            if isControlSequence && (0x20...0x3F).contains(byte) || !isControlSequence && bytes.isEmpty && (0x30...0x3F).contains(byte) {
                bytes.append(byte)
                state = .sequence(isControlSequence: isControlSequence, bytes: bytes)
                return []
            }
            state = .ground
            return finish(isControlSequence: isControlSequence, parameters: bytes, final: byte)
        case .mouseReport(let remaining):
            state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
            return []
        case .paste:
            return inPaste(unit)
        }
    }

    /// No unit followed in time: a lone Esc is the Esc key, `ESC [` or `ESC O` alone are Alt-[
    /// and Alt-O, a sequence cut short is dropped, and a paste whose end never came is taken as
    /// it stands.
    public mutating func timeout() -> [InputEvent] {
        defer { state = .ground }
        switch state {
        case .ground, .mouseReport:
            return []
        case .escape:
            return [.escape]
        case .sequence(let isControlSequence, let bytes):
            return bytes.isEmpty ? [.alt(.character(isControlSequence ? "[" : "O"))] : []
        case .paste:
            return takePaste()
        }
    }

    /// The event for one character outside any sequence: controls become their keys (Return is
    /// 13, since the terminal is not translating it; 10 is Ctrl-J), others are typed.
    public static func event(forCharacter value: UInt32) -> InputEvent? {
        switch value {
        case 27: return .escape
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-/ (which Ctrl-_ also sends), bindable as in fzf.
        case 28: return .control("\\")
        case 29: return .control("]")
        case 30: return .control("^")
        case 31: return .control("/")
        case 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    // MARK: - States

    private mutating func ground(_ unit: Unit) -> [InputEvent] {
        switch unit {
        case .character(27):
            state = .escape
            return []
        case .character(let value):
            return Self.event(forCharacter: value).map { [$0] } ?? []
        case .key(let event):
            return [event]
        }
    }

    private mutating func afterEscape(_ unit: Unit) -> [InputEvent] {
        switch unit {
        case .character(27):
            // Esc Esc: the first is a key of its own; the second may still start something.
            return [.escape]
        case .character(0x5B):
            state = .sequence(isControlSequence: true, bytes: [])
            return []
        case .character(0x4F):
            state = .sequence(isControlSequence: false, bytes: [])
            return []
        case .character(let value):
            state = .ground
            return Self.event(forCharacter: value).map { [.alt($0)] } ?? []
        case .key(let event):
            state = .ground
            switch event {
            case .resize, .mouse, .terminalClosed, .paste, .alt:
                return [.escape, event]
            default:
                return [.alt(event)]
            }
        }
    }

    private mutating func inPaste(_ unit: Unit) -> [InputEvent] {
        // Keys that curses decoded inside a paste (Backspace from a pasted DEL) are not text.
        guard case .character(let value) = unit, let scalar = Unicode.Scalar(value) else { return [] }
        pasted.append(scalar)
        if value == Self.pasteEnd[pasteEndMatched] {
            pasteEndMatched += 1
        } else {
            pasteEndMatched = value == Self.pasteEnd[0] ? 1 : 0
        }
        guard pasteEndMatched == Self.pasteEnd.count else { return [] }
        pasted.removeLast(Self.pasteEnd.count)
        state = .ground
        return takePaste()
    }

    private mutating func takePaste() -> [InputEvent] {
        let text = String(pasted)
        pasted = String.UnicodeScalarView()
        pasteEndMatched = 0
        return text.isEmpty ? [] : [.paste(text)]
    }

    // MARK: - Sequences

    /// An SGR mouse report, `ESC [ < button ; column ; row M` (`m` on release), as a terminal in
    /// mode 1006 sends it and as fzf reads it whatever mode curses asked for: a press of the first
    /// button is a click, buttons 64 and 65 turn the wheel; releases, drags and other buttons
    /// are dropped. Columns and rows count from 1 in the report and from 0 in the event.
    private static func sgrMouse(fields: [Substring], isPress: Bool) -> [InputEvent] {
        guard isPress, fields.count == 3, let button = Int(fields[0].dropFirst()),
              let column = Int(fields[1]), let row = Int(fields[2]), column > 0, row > 0 else { return [] }
        // Shift, Alt and Ctrl add 4, 8 and 16 to the button; a click or a wheel turn with them
        // held still counts.
        let kind: MouseEvent.Kind
        switch button & ~0b11100 {
        case 0: kind = .press
        case 64: kind = .wheelUp
        case 65: kind = .wheelDown
        default: return []
        }
        return [.mouse(MouseEvent(kind, row: row - 1, column: column - 1))]
    }

    /// The event a complete sequence stands for; nil for the ones seek has no use for.
    private mutating func finish(isControlSequence: Bool, parameters: [UInt8], final: UInt8) -> [InputEvent] {
        let fields = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        let first = fields.first.flatMap { Int($0) }
        // xterm's modifier parameter: 1 + (Shift 1, Alt 2, Ctrl 4, Meta 8); absent means none.
        let modifier = fields.count > 1 ? Int(fields[1]) : nil
        let isPrivate = parameters.first.map { (0x3C...0x3F).contains($0) } ?? false
        if isControlSequence && final == 0x4D && parameters.isEmpty {
            // ESC [ M and three raw bytes: a mouse report in the old encoding.
            state = .mouseReport(remaining: 3)
            return []
        }
        if isControlSequence && final == 0x7E && first == 200 && fields.count == 1 {
            state = .paste
            pasted = String.UnicodeScalarView()
            pasteEndMatched = 0
            return []
        }
        if isControlSequence && parameters.first == 0x3C && (final == 0x4D || final == 0x6D) {
            return Self.sgrMouse(fields: fields, isPress: final == 0x4D)
        }
        if isPrivate { return [] }
        let key: InputEvent?
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A where isControlSequence: key = .backTab
        case 0x4D where !isControlSequence: key = .enter
        case 0x7E where isControlSequence:
            switch first {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 3: key = .delete
            case 5: key = .pageUp
            case 6: key = .pageDown
            default: key = nil
            }
        default: key = nil
        }
        guard let key else { return [] }
        if final != 0x7E, let first, first != 1 { return [] }
        switch modifier {
        case nil, 1: return [key]
        case 2 where key == .delete: return [.shiftDelete]
        case 3: return [.alt(key)]
        default: return []
        }
    }
}

/// Terminal escape sequences in input lines, for `--ansi`: the text without them is what is
/// matched, split into fields, highlighted and printed, as fzf does.
///
/// Removed: CSI sequences (`ESC [ … final`, the colours among them) and character-set choices
/// (`ESC ( B`); OSC strings (`ESC ] … BEL` or `ESC ] … ESC \`, hyperlinks among them); any other
/// `ESC` with the byte after it; the shift bytes SO and SI; and a backspace with the character
/// before it (the overstrike of manual pages, `b⌫b`).
public enum EscapeSequences {
    /// Whether `bytes` hold anything `stripped(_:)` would remove.
    public static func occur(in bytes: some Collection<UInt8>) -> Bool {
        bytes.contains { $0 == 0x1B || $0 == 0x0E || $0 == 0x0F || $0 == 0x08 }
    }

    /// `text` without its escape sequences.
    public static func stripped(_ text: String) -> String {
        guard occur(in: text.utf8) else { return text }
        return String(decoding: stripped(Array(text.utf8)), as: UTF8.self)
    }

    /// `bytes` without their escape sequences; every other byte is kept as it is.
    ///
    /// - Complexity: O(n).
    public static func stripped(_ bytes: [UInt8]) -> [UInt8] {
        guard occur(in: bytes) else { return bytes }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                index = end(ofEscapeAt: index, in: bytes)
                continue
            case 0x0E, 0x0F:
                break
            case 0x08:
                // Overstrike: the backspace takes back the whole character before it.
                while let last = kept.last, last & 0xC0 == 0x80 { kept.removeLast() }
                if !kept.isEmpty { kept.removeLast() }
            default:
                kept.append(byte)
            }
            index += 1
        }
        return kept
    }

    /// Where the escape sequence starting at `start` (an ESC) ends.
    private static func end(ofEscapeAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        let kind = bytes[index]
        index += 1
        switch kind {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ")"):
            var end = index
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            // A sequence cut short loses only its ESC and the byte after it.
            return end < bytes.count && (0x40...0x7E).contains(bytes[end]) ? end + 1 : index
        case UInt8(ascii: "]"):
            var end = index
            while end < bytes.count {
                if bytes[end] == 0x07 { return end + 1 }
                if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") { return end + 2 }
                end += 1
            }
            return index
        default:
            return index
        }
    }
}

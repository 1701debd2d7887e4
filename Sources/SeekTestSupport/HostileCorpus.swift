import Foundation

/// Item text written to attack a terminal program, for tests: escape sequences that retitle the
/// window, write to the clipboard or clear the screen, bare controls, invalid UTF-8, NUL bytes,
/// bidi overrides, invisible characters, wide text and a huge line, plus broken JSON and CSV.
///
/// Each line is raw bytes, because what matters is what a file or a pipe can hold, not what a
/// Swift string literal can.
public enum HostileCorpus {
    /// One hostile line: a name for failure messages and its bytes.
    public struct Line: Sendable, CustomStringConvertible {
        public let name: String
        public let bytes: [UInt8]

        public init(_ name: String, _ bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }

        init(_ name: String, _ text: String) {
            self.init(name, Array(text.utf8))
        }

        /// The bytes decoded as seek decodes them (invalid UTF-8 becomes U+FFFD).
        public var text: String { String(decoding: bytes, as: UTF8.self) }

        public var description: String { name }
    }

    /// The title an OSC 0 line tries to give the window.
    public static let stolenTitle = "PWNED-TITLE"

    /// The lines, each meant to be one item (none holds a newline).
    public static let lines: [Line] = [
        Line("OSC 0 window title (BEL)", "osc0 \u{1B}]0;\(stolenTitle)\u{07} after"),
        Line("OSC 2 window title (ST)", "osc2 \u{1B}]2;\(stolenTitle)\u{1B}\\ after"),
        Line("OSC 52 clipboard", "osc52 \u{1B}]52;c;cm0gLXJmIH4=\u{07} after"),
        Line("CSI clear screen and home", "clear \u{1B}[2J\u{1B}[H after"),
        Line("CSI colour and cursor moves", "csi \u{1B}[31;1mred\u{1B}[0m \u{1B}[10A\u{1B}[5;5H\u{1B}[K"),
        Line("CSI alternate screen off", "alt \u{1B}[?1049l\u{1B}[?25l after"),
        Line("DCS tmux passthrough", "dcs \u{1B}Ptmux;\u{1B}\u{1B}]0;\(stolenTitle)\u{07}\u{1B}\\ after"),
        Line("8-bit CSI and OSC (C1)", "c1 \u{9B}2J \u{9D}0;\(stolenTitle)\u{9C} \u{85}nel"),
        Line("lone ESC at the end", "lone escape \u{1B}"),
        Line("BEL BS CR VT FF", "bell\u{07} back\u{08}\u{08}space cr\rreturn vt\u{0B}ff\u{0C}"),
        Line("DEL and NUL", [0x64, 0x65, 0x6C, 0x7F, 0x20, 0x6E, 0x75, 0x6C, 0x00, 0x61, 0x66, 0x74, 0x65, 0x72]),
        Line("invalid UTF-8", [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82, 0x20, 0xF0, 0x9F, 0x98, 0x20, 0xED, 0xA0, 0x80, 0x20, 0xC0, 0xAF, 0x20, 0x65, 0x6E, 0x64]),
        Line("overlong ESC (C0 80 9B)", [0x6F, 0x76, 0x65, 0x72, 0x20, 0xC0, 0x9B, 0xC1, 0x9B, 0x32, 0x4A]),
        Line("tabs", "a\tb\tcc\tddd\t|"),
        Line("bidi override", "bidi \u{202E}gnp.exe\u{202C} \u{2066}iso\u{2069} \u{200F}rlm \u{061C}alm \u{202B}rle\u{202C}"),
        Line("line and paragraph separators", "lsep\u{2028}psep\u{2029}end"),
        Line("zero-width and format characters", "zw\u{200B}sp\u{FEFF}bom\u{00AD}shy\u{2060}wj\u{200D}zwj\u{034F}cgj"),
        Line("lone combining marks", "\u{0301}\u{0302}start \u{1B}\u{0301}after-esc"),
        Line("wide and emoji", "搜索 ｱＡ 👨‍👩‍👧‍👦 👍🏽 🇯🇵 ❤️ é e\u{0301}"),
        Line("unassigned and private use", "u\u{0378}na \u{E000}pua \u{10FFFF}max"),
        Line("huge line", Array(("huge " + String(repeating: "\u{1B}[2Jx", count: 200_000) + " end").utf8)),
    ]

    /// JSON that is not valid JSON, one document each.
    public static let brokenJSON: [(name: String, text: String)] = [
        ("unterminated array", "[{\"name\": \"a\"}, {\"name\": \"b\""),
        ("unterminated string", "[{\"name\": \"a}]"),
        ("trailing garbage", "[{\"name\": \"a\"}] xyz"),
        ("bare control in a string", "[{\"name\": \"a\u{1B}[2Jb\"}]"),
        ("not JSON at all", "\u{1B}]0;\(stolenTitle)\u{07}"),
    ]

    /// CSV with an unclosed quote.
    public static let unclosedQuoteCSV = "name,kind\n\"open,never closed\nsecond,row\n"
    /// CSV whose rows have more and fewer fields than the header.
    public static let raggedCSV = "name,kind\nfirst\nsecond,b,extra,more\nthird,c\n"
}

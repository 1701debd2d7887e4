/// Escaping for text placed in a manual page written in roff's `man` macros.
enum Roff {
    /// `text` with the characters roff would read as requests or escapes made literal: a
    /// backslash is printed by `\e`, a hyphen-minus by `\-` (so that options can be searched and
    /// copied), and a line that starts with `.` or `'` is guarded by `\&` so it is not a request.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var atLineStart = true
        for character in text {
            if atLineStart && (character == "." || character == "'") {
                result += "\\&"
            }
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default: result.append(character)
            }
            atLineStart = character == "\n"
        }
        return result
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// `text` in italics, as roff marks what the user replaces.
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }
}

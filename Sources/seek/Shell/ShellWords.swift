import SeekCatalog

/// Splits option text as a POSIX shell would split words, for `SEEK_DEFAULT_OPTS`: blanks
/// separate words; single quotes keep everything; double quotes keep everything but `\"` and
/// `\\`; a backslash outside quotes keeps the next character. Nothing is expanded.
enum ShellWords {
    /// The words of `text`, or an error naming an unclosed quote.
    static func split(_ text: String) throws(LoadError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                guard closed else { throw LoadError("unclosed ' in SEEK_DEFAULT_OPTS") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = iterator.next() {
                        if escaped != "\"" && escaped != "\\" { current.append("\\") }
                        current.append(escaped)
                        continue
                    }
                    current.append(next)
                }
                guard closed else { throw LoadError("unclosed \" in SEEK_DEFAULT_OPTS") }
            case "\\":
                inWord = true
                if let next = iterator.next() { current.append(next) }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

import SeekCatalog

/// Splits option text as a POSIX shell would split words, for `SEEK_DEFAULT_OPTS` (which the
/// shell integration's widgets also carry their users' options in) and `FZF_DEFAULT_OPTS`:
/// blanks separate words; single quotes keep everything; inside double quotes a backslash
/// escapes only `"`, `\\`, `$` and a backquote; a backslash outside quotes keeps the next
/// character; a backslash before a newline joins the lines; a `#` that starts a word starts a
/// comment, to the end of the line (fzf reads its defaults so). Nothing is expanded or run.
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
            case "#" where !inWord:
                while let next = iterator.next(), next != "\n" {}
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                guard closed else { throw LoadError("unclosed '") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\", let escaped = iterator.next() {
                        // As in a POSIX shell: these four lose the backslash, a newline goes with
                        // it, and any other character keeps it.
                        switch escaped {
                        case "\"", "\\", "$", "`": current.append(escaped)
                        case "\n": break
                        default: current.append("\\"); current.append(escaped)
                        }
                        continue
                    }
                    current.append(next)
                }
                guard closed else { throw LoadError("unclosed \"") }
            case "\\":
                // A backslash and a newline join two lines; before anything else it keeps that.
                guard let next = iterator.next() else { inWord = true; break }
                if next != "\n" {
                    inWord = true
                    current.append(next)
                }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

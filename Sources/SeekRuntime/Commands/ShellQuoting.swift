/// Quotes text for `/bin/sh` so that the shell reads it back as exactly one word, whatever it
/// holds: quotes, `$(…)`, backticks, semicolons, newlines.
///
/// Single quotes are the only quoting in which the shell interprets nothing; a single quote in
/// the text ends the quoted part, is written escaped, and a new quoted part begins. NUL cannot
/// travel in a command line, so it is dropped.
public enum ShellQuoting {
    /// `text` as one shell word.
    public static func quoted(_ text: String) -> String {
        var result = "'"
        result.reserveCapacity(text.utf8.count + 2)
        for character in text.unicodeScalars {
            switch character {
            case "'": result += #"'\''"#
            case "\0": continue
            default: result.unicodeScalars.append(character)
            }
        }
        result += "'"
        return result
    }
}

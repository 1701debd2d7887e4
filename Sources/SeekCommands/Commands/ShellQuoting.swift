/// Writes a value as one literal shell word, in the quoting of the shell that will read it and
/// for the quoting the surrounding text is in, so that the shell reads back exactly the value's
/// bytes, whatever they hold: quotes, `$(…)`, backticks, backslashes, newlines, `!`, `*`, `~`,
/// bytes that are not UTF-8.
///
/// The word is single-quoted, the only quoting in which a shell interprets nothing. For the
/// POSIX family a single quote in the value ends the quoted part and is written `\'` between
/// parts; for fish, `\'` and `\\` are written inside the quotes (the only escapes fish reads
/// there). Inside the template's own quotes, the word closes them, stands on its own, and opens
/// them again, so no quote of the template can take the value in. NUL cannot travel in a command
/// line; callers refuse values holding one (``CommandTemplate``), and it is dropped here.
public enum ShellQuoting {
    /// The quoting in force where a value is written.
    enum Context: Sendable, Equatable {
        /// Outside quotes (also directly inside `$(…)` or fish's `(…)`).
        case unquoted
        /// Inside `'…'`.
        case singleQuoted
        /// Inside `"…"`.
        case doubleQuoted
        /// Inside `$'…'` (bash, zsh, ksh; other POSIX shells read `$` then `'…'`).
        case dollarSingleQuoted
    }

    /// `text` as one word for `/bin/sh`.
    public static func quoted(_ text: String) -> String {
        String(decoding: word(text.utf8, dialect: .posix), as: UTF8.self)
    }

    /// `bytes` as one word for `dialect`, written outside quotes. The word never begins or ends
    /// with an empty pair of quotes (zsh's `RC_QUOTES` would read `''` inside quotes as one
    /// quote), except for an empty value, which is `''`.
    public static func word(_ bytes: some Sequence<UInt8>, dialect: CommandShell.Dialect) -> [UInt8] {
        let quote = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.underestimatedCount + 2)
        var isOpen = false
        for byte in bytes where byte != 0 {
            switch (dialect, byte) {
            case (.posix, quote):
                if isOpen { result.append(quote) }
                isOpen = false
                result += [backslash, quote]
            case (.fish, quote), (.fish, backslash):
                if !isOpen { result.append(quote) }
                isOpen = true
                result += [backslash, byte]
            default:
                if !isOpen { result.append(quote) }
                isOpen = true
                result.append(byte)
            }
        }
        if isOpen {
            result.append(quote)
        } else if result.isEmpty {
            result = [quote, quote]
        }
        return result
    }

    /// `words` (already made by ``word(_:dialect:)``, joined by spaces) written where the text
    /// around them is in `context`: the template's quote is closed before them and opened again
    /// after. Before and after a POSIX single quote, `""` keeps `'` from meeting `'` (see
    /// ``word(_:dialect:)`` on `RC_QUOTES`).
    static func inserting(_ words: [UInt8], in context: Context, dialect: CommandShell.Dialect) -> [UInt8] {
        let emptyDoubleQuotes = Array(#""""#.utf8)
        switch (context, dialect) {
        case (.unquoted, _):
            return words
        case (.doubleQuoted, _):
            return [UInt8(ascii: "\"")] + words + [UInt8(ascii: "\"")]
        case (.singleQuoted, .fish):
            return [UInt8(ascii: "'")] + words + [UInt8(ascii: "'")]
        case (.singleQuoted, .posix):
            return [UInt8(ascii: "'")] + emptyDoubleQuotes + words + emptyDoubleQuotes + [UInt8(ascii: "'")]
        case (.dollarSingleQuoted, _):
            return [UInt8(ascii: "'")] + emptyDoubleQuotes + words + emptyDoubleQuotes + Array("$'".utf8)
        }
    }
}

/// A statement being written: SQL text whose values are all parameters (`$1`, `$2`, …), never
/// spliced into the text, and whose identifiers are always quoted.
struct SQLStatement {
    /// The SQL written so far.
    private(set) var text = ""
    /// The values of `$1`, `$2`, …, in order.
    private(set) var parameters: [String] = []

    /// Appends SQL that seek wrote itself (keywords, operators, quoted identifiers).
    mutating func append(_ sql: String) {
        text += sql
    }

    /// Whether values are written into the text as quoted literals instead of parameters: only
    /// for statements seek prints for a person to run (``PostgresSearch/indexStatements``), never
    /// for one it sends.
    var inlinesValues = false

    /// Appends a placeholder for `value`, typed as text.
    mutating func append(value: String) {
        guard !inlinesValues else {
            text += "'" + value.replacing("'", with: "''") + "'::text"
            return
        }
        appendParameter(value)
        text += "::text"
    }

    /// Appends `$n` for `value`, the next parameter.
    mutating func appendParameter(_ value: String) {
        parameters.append(value)
        text += "$\(parameters.count)"
    }

    /// `name` as a quoted identifier: in double quotes, each double quote doubled, so that any
    /// name (spaces, quotes, `"; DROP TABLE`) stays one identifier.
    static func identifier(_ name: String) -> String {
        // Most names hold no quote: they need no search-and-replace (each statement quotes several).
        "\"" + (name.utf8.contains(UInt8(ascii: "\"")) ? name.replacing("\"", with: "\"\"") : name) + "\""
    }

    /// `text` as a LIKE pattern that matches it literally: `%`, `_` and the escape character `\`
    /// are each preceded by `\`.
    static func likeLiteral<Text: StringProtocol>(_ text: Text) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

extension SQLStatement {
    /// Appends a placeholder for `value` without a type, so that the server reads the value as
    /// the type of what it is compared with (a key column of any type).
    mutating func append(untypedValue value: String) {
        guard !inlinesValues else {
            append("'" + value.replacing("'", with: "''") + "'")
            return
        }
        appendParameter(value)
    }
}

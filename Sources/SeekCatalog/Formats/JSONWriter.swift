/// Writes records and values as JSON text, for `--json` and `--print`: one object per line,
/// members in the order they were read, nesting kept, numbers as they were written, strings as
/// valid UTF-8 with only what JSON requires (and C0, DEL and C1 controls) escaped.
///
/// What it writes parses back to the record it was given, so a record read from JSON is written
/// as it was read.
public enum JSONWriter {
    /// `record` as one line of JSON.
    public static func line(for record: Record) -> String {
        var text = ""
        appendObject(record, to: &text)
        return text
    }

    /// `value` as JSON.
    public static func value(_ value: FieldValue) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    /// `text` as a JSON string, with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    private static func appendObject(_ record: Record, to text: inout String) {
        text += "{"
        for (position, field) in record.fields.enumerated() {
            if position > 0 { text += "," }
            appendQuoted(field.name, to: &text)
            text += ":"
            append(field.value, to: &text)
        }
        text += "}"
    }

    private static func append(_ value: FieldValue, to text: inout String) {
        switch value {
        case .text(let string): appendQuoted(string, to: &text)
        case .number(let number): text += number
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .object(let record): appendObject(record, to: &text)
        case .list(let elements):
            text += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { text += "," }
                append(element, to: &text)
            }
            text += "]"
        }
    }

    private static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// Writes records and strings as JSON text, for `--json` output: one object per line, fields in
/// the record's order, numbers as they were read.
public enum JSONWriter {
    /// `record` as one line of JSON.
    public static func line(for record: Record) -> String {
        var text = "{"
        for (position, field) in record.fields.enumerated() {
            if position > 0 { text += "," }
            text += quoted(field.name) + ":" + value(field.value)
        }
        return text + "}"
    }

    /// `value` as JSON.
    public static func value(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): quoted(text)
        case .number(let number): number
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .list(let elements): "[" + elements.map(Self.value).joined(separator: ",") + "]"
        }
    }

    /// `text` as a JSON string, with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// What a table column's values are, as far as JSON output cares: a database gives every value
/// as text, and `--json` writes each as the JSON value its type means (see
/// ``value(ofText:)``). A file's values need none: they are kept as they were read.
public enum ColumnType: Sendable, Equatable {
    /// Any other type: written as a JSON string.
    case text
    /// An integer (`smallint`, `integer`, `bigint`).
    case integer
    /// An exact decimal (`numeric`).
    case decimal
    /// A binary floating-point number (`real`, `double precision`).
    case float
    /// A boolean, given as `true` or `false`.
    case boolean
    /// A JSON document (`json`, `jsonb`).
    case json

    /// The most significant digits a decimal may have and still be written as a JSON number:
    /// a reader that parses numbers into IEEE doubles (most do) gets back every decimal of 15
    /// digits exactly.
    public static let exactDecimalDigits = 15

    /// The largest integer magnitude written as a JSON number: 2^53, beyond which a double
    /// skips integers.
    public static let exactIntegerMagnitude: UInt64 = 1 << 53

    /// The value that `text`, a value of this type as the database writes it, means in JSON: a
    /// number when JSON's syntax holds it and a double reads it back exactly (not NaN or
    /// Infinity, not an integer beyond 2^53, not a decimal of more than 15 significant digits),
    /// a boolean, the parsed document of a JSON column; otherwise, and for every other type,
    /// the text as a string.
    public func value(ofText text: String) -> FieldValue {
        switch self {
        case .text:
            return .text(text)
        case .boolean:
            switch text {
            case "true", "t": return .bool(true)
            case "false", "f": return .bool(false)
            default: return .text(text)
            }
        case .json:
            return (try? FieldValue(json: Array(text.utf8))) ?? .text(text)
        case .integer, .decimal, .float:
            // JSON's own parser judges the syntax: "NaN", "Infinity" and money's "$1.00" are not numbers.
            guard case .number(let number)? = try? FieldValue(json: Array(text.utf8)), number == text else { return .text(text) }
            return self == .float || Self.isExact(number) ? .number(number) : .text(text)
        }
    }

    /// Whether a double holds `number` (JSON number syntax) exactly: an integer of at most 2^53,
    /// or at most ``exactDecimalDigits`` significant digits within a double's exponent range.
    static func isExact(_ number: String) -> Bool {
        let unsigned = number.hasPrefix("-") ? number.dropFirst() : Substring(number)
        if unsigned.allSatisfy(\.isASCIIDigit) {
            if let magnitude = UInt64(unsigned), magnitude <= exactIntegerMagnitude { return true }
        }
        let mantissa = unsigned.prefix { $0 != "e" && $0 != "E" }
        let exponent = Int(unsigned.dropFirst(mantissa.count + 1).drop { $0 == "+" }) ?? 0
        let integerDigits = mantissa.prefix { $0 != "." }
        let digits = mantissa.filter(\.isASCIIDigit).drop { $0 == "0" }
        let significant = digits.reversed().drop { $0 == "0" }.count
        guard significant <= exactDecimalDigits else { return false }
        // Where the first significant digit stands, as a power of ten: far from 10^0 a double
        // runs out of exponent (about 10^±308).
        let leadingZeros = mantissa.filter(\.isASCIIDigit).prefix { $0 == "0" }.count
        let magnitude = exponent + integerDigits.count - leadingZeros
        return significant == 0 || (-290...290).contains(magnitude)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

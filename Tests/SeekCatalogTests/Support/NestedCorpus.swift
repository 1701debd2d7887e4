import SeekTestSupport
import SeekCatalog

/// Random nested JSON values, and source text for them written unlike ``JSONWriter`` writes:
/// every non-ASCII character as a `\u` escape (astral ones as surrogate pairs), `\/`, spaces
/// and newlines between tokens. Reading the text must give back the values it was made from.
struct NestedCorpus {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    static let numbers = ["0", "-0", "7", "-12", "1.50", "3.0e-7", "6.02E+23", "12345678901234567890123", "-0.000"]
    static let texts = [
        "", "plain", "quote \" and backslash \\", "slash /", "tab\tnew\nline\r", "\u{01}\u{1F}\u{7F}",
        "é", "日本語", "😀 and 🇯🇵", "\u{2028}\u{2029}", "\u{FEFF}", "e\u{301}", "\u{10FFFF}", "nul \u{0} inside",
    ]

    /// A record of a few fields, nested up to `depth` levels.
    mutating func record(depth: Int) -> Record {
        let count = Int.random(in: 0...5, using: &generator)
        return Record(fields: (0..<count).map { position in
            let name = Self.texts.randomElement(using: &generator)! + "\(position)"
            return (name, value(depth: depth))
        })
    }

    mutating func value(depth: Int) -> FieldValue {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(Self.numbers.randomElement(using: &generator)!)
        case 3, 4, 5: return .text(Self.texts.randomElement(using: &generator)!)
        case 6: return .list((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth - 1) })
        default: return .object(record(depth: depth - 1))
        }
    }

    /// `record` as JSON source text, spread over lines when `pretty`.
    static func source(of record: Record, pretty: Bool) -> String {
        let gap = pretty ? "\n  " : " "
        let members: [String] = record.fields.map { field in
            let name: String = source(ofText: field.name)
            let value: String = source(of: field.value, pretty: pretty)
            return name + " :" + gap + value
        }
        return "{" + gap + members.joined(separator: "," + gap) + gap + "}"
    }

    static func source(of value: FieldValue, pretty: Bool) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number
        case .text(let text): source(ofText: text)
        case .list(let elements): "[ " + elements.map { source(of: $0, pretty: pretty) }.joined(separator: " , ") + " ]"
        case .object(let record): source(of: record, pretty: pretty)
        }
    }

    static func source(ofText text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x2F: result += "\\/"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(unit)!)
            default:
                let hex = String(unit, radix: 16, uppercase: Bool(unit % 2 == 0))
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}

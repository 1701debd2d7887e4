/// A field's value, kept in its source form so that it can be shown and printed faithfully: a
/// number keeps its digits as written, and a JSON array or object keeps its nesting and order.
public indirect enum FieldValue: Sendable, Equatable {
    /// A string.
    case text(String)
    /// A JSON number, exactly as it was written (`1.50` stays `1.50`).
    case number(String)
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// A JSON array.
    case list([FieldValue])
    /// A JSON object, its members in source order.
    case object(Record)
    /// A JSON `null`.
    case null

    /// How the value reads in a row or a detail pane: a list's elements and an object's
    /// `name: value` members joined by commas.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .bool(let value): value ? "yes" : "no"
        case .list(let values): values.map(\.displayText).joined(separator: ", ")
        case .object(let record): Self.memberLines(of: record).joined(separator: ", ")
        case .null: ""
        }
    }

    /// An object's members as `name: value` lines, as the detail pane lists them.
    static func memberLines(of record: Record) -> [String] {
        record.fields.map { "\($0.name): \($0.value.displayText)" }
    }
}

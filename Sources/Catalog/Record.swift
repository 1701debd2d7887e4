/// One structured item of a data set: its fields in the order the source gave them.
public struct Record: Sendable, Equatable {
    /// The field names and values, in source order.
    public var fields: [(name: String, value: FieldValue)]

    public init(fields: [(name: String, value: FieldValue)]) {
        self.fields = fields
    }

    /// The value of the field called `name`, if any.
    public subscript(name: String) -> FieldValue? {
        fields.first { $0.name == name }?.value
    }

    public static func == (left: Record, right: Record) -> Bool {
        left.fields.elementsEqual(right.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// A field's value, kept close to its source form so that it can be shown and printed faithfully.
public indirect enum FieldValue: Sendable, Equatable {
    case text(String)
    case number(String)
    case bool(Bool)
    case list([FieldValue])
    case null

    /// How the value reads in a row or a detail pane.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .bool(let value): value ? "yes" : "no"
        case .list(let values): values.map(\.displayText).joined(separator: ", ")
        case .null: ""
        }
    }
}

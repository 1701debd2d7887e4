/// One structured item of a data set: its fields in the order the source gave them.
///
/// A record is the decoded form, made when it is asked for: a ``RecordStore`` keeps records
/// compactly and decodes one on demand. A nested JSON object is a record too
/// (``FieldValue/object(_:)``), so that its keys keep their order.
public struct Record: Sendable, Equatable {
    /// The field names and values, in source order.
    public var fields: [(name: String, value: FieldValue)]

    /// A record with `fields` in this order.
    public init(fields: [(name: String, value: FieldValue)]) {
        self.fields = fields
    }

    /// The value of the field called `name`, if any (the first, should a name be repeated).
    public subscript(name: String) -> FieldValue? {
        fields.first { $0.name == name }?.value
    }

    /// Whether both have the same fields with the same values in the same order.
    public static func == (left: Record, right: Record) -> Bool {
        left.fields.elementsEqual(right.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

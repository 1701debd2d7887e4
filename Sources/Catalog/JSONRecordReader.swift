/// Turns a JSON document, an array of objects, into ``Record`` values.
public enum JSONRecordReader {
    /// Parses `bytes`; `name` (usually the file's path) starts every error message.
    public static func records(from bytes: [UInt8], name: String) throws(LoadError) -> [Record] {
        let document: JSONParser.Value
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw LoadError("\(name):\(error.line):\(error.column): malformed JSON: \(error.reason)")
        }
        guard case .array(let elements) = document else {
            throw LoadError("\(name): expected a JSON array of objects")
        }
        var records: [Record] = []
        records.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard case .object(let members) = element else {
                throw LoadError("\(name): element \(position + 1) of the array is not an object")
            }
            records.append(Record(fields: members.map { ($0.0, fieldValue($0.1)) }))
        }
        return records
    }

    static func fieldValue(_ value: JSONParser.Value) -> FieldValue {
        switch value {
        case .string(let text): .text(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .array(let elements): .list(elements.map(fieldValue))
        case .object(let members): .list(members.map { .text("\($0.0): \(fieldValue($0.1).displayText)") })
        }
    }
}

/// The compact form in which a ``RecordStore`` keeps each record: a few bytes of framing around
/// the values' own UTF-8, with no per-field allocation.
///
/// A record starts with its kind:
/// - `named`: a count of fields, then for each its name (a length and UTF-8 bytes) and its value;
/// - `positional`: one text per column of the store, each a length and its bytes, the names being
///   the store's ``RecordStore/columnNames`` (a CSV row, whose names are the header's).
///
/// A value starts with a tag: null, false, true; a number or a text followed by a length and its
/// bytes; a list followed by a count and its values; an object followed by a count and its
/// members, each a name and a value as in a named record. Lengths and counts are unsigned LEB128
/// (one byte below 128). The encoding of a JSON record is never longer than its source text.
enum RecordEncoding {
    static let named: UInt8 = 0
    static let positional: UInt8 = 1

    enum Tag: UInt8 {
        case null, `false`, `true`, number, text, list, object
    }

    /// Appends `value` as an unsigned LEB128 number.
    static func appendLength(_ value: Int, to bytes: inout [UInt8]) {
        var remaining = UInt(value)
        while remaining >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: remaining) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(remaining))
    }

    /// Appends a length and the UTF-8 bytes of `text`.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            appendLength(utf8.count, to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends `record` in the named form.
    static func appendNamed(_ record: Record, to bytes: inout [UInt8]) {
        bytes.append(named)
        appendMembers(of: record, to: &bytes)
    }

    /// Appends `record` in the positional form, whose values must all be texts.
    static func appendPositional(_ record: Record, to bytes: inout [UInt8]) {
        bytes.append(positional)
        for field in record.fields {
            guard case .text(let text) = field.value else { preconditionFailure("positional values are texts") }
            appendString(text, to: &bytes)
        }
    }

    private static func appendMembers(of record: Record, to bytes: inout [UInt8]) {
        appendLength(record.fields.count, to: &bytes)
        for field in record.fields {
            appendString(field.name, to: &bytes)
            appendValue(field.value, to: &bytes)
        }
    }

    /// Appends a tagged value.
    static func appendValue(_ value: FieldValue, to bytes: inout [UInt8]) {
        switch value {
        case .null:
            bytes.append(Tag.null.rawValue)
        case .bool(let flag):
            bytes.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
        case .number(let number):
            bytes.append(Tag.number.rawValue)
            appendString(number, to: &bytes)
        case .text(let text):
            bytes.append(Tag.text.rawValue)
            appendString(text, to: &bytes)
        case .list(let elements):
            bytes.append(Tag.list.rawValue)
            appendLength(elements.count, to: &bytes)
            for element in elements { appendValue(element, to: &bytes) }
        case .object(let record):
            bytes.append(Tag.object.rawValue)
            appendMembers(of: record, to: &bytes)
        }
    }
}

/// Reads one record written by ``RecordEncoding``, front to back.
///
/// The bytes are the store's own, written by this module, so they are trusted: a malformed
/// encoding is a bug and stops the program rather than being reported.
struct RecordDecoder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The whole record, with `columnNames` naming the values of a positional one.
    mutating func record(columnNames: [String]) -> Record {
        if nextByte() == RecordEncoding.positional {
            return Record(fields: columnNames.map { ($0, .text(string())) })
        }
        return members()
    }

    /// The value of the first field called `name`, decoding only that value.
    mutating func value(of name: String, columnNames: [String]) -> FieldValue? {
        if nextByte() == RecordEncoding.positional {
            guard let column = columnNames.firstIndex(of: name) else { return nil }
            for _ in 0..<column { skipString() }
            return .text(string())
        }
        var name = name
        return name.withUTF8 { wanted in
            for _ in 0..<length() {
                let found = stringBytes()
                if found.elementsEqual(wanted) { return value() }
                skipValue()
            }
            return nil
        }
    }

    /// The record's field names, in order, without decoding the values.
    mutating func fieldNames(columnNames: [String]) -> [String] {
        if nextByte() == RecordEncoding.positional { return columnNames }
        return (0..<length()).map { _ in
            let name = string()
            skipValue()
            return name
        }
    }

    private mutating func members() -> Record {
        let count = length()
        var fields: [(name: String, value: FieldValue)] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            let name = string()
            fields.append((name, value()))
        }
        return Record(fields: fields)
    }

    private mutating func value() -> FieldValue {
        switch RecordEncoding.Tag(rawValue: nextByte()) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(string())
        case .text: return .text(string())
        case .list: return .list((0..<length()).map { _ in value() })
        case .object: return .object(members())
        case nil: preconditionFailure("a record store holds a value it did not write")
        }
    }

    private mutating func skipValue() {
        switch RecordEncoding.Tag(rawValue: nextByte()) {
        case .null, .false, .true: return
        case .number, .text: skipString()
        case .list: for _ in 0..<length() { skipValue() }
        case .object:
            for _ in 0..<length() {
                skipString()
                skipValue()
            }
        case nil: preconditionFailure("a record store holds a value it did not write")
        }
    }

    private mutating func nextByte() -> UInt8 {
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func length() -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = nextByte()
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    private mutating func stringBytes() -> UnsafeBufferPointer<UInt8> {
        let count = length()
        defer { position += count }
        return UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    }

    /// A text; bytes that are not UTF-8 (a CSV file may hold them) become U+FFFD.
    private mutating func string() -> String {
        String(decoding: stringBytes(), as: UTF8.self)
    }

    private mutating func skipString() {
        position += length()
    }
}

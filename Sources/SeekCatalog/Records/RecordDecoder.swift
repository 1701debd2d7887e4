import SeekMatching

/// Reads one record written by ``RecordEncoding``, front to back.
///
/// The bytes are the store's own, written by this module, so they are trusted: a malformed
/// encoding is a bug and stops the program rather than being reported.
struct RecordDecoder {
    /// Where a value that is the row shown is read from: the rows and this record's index.
    struct ShownRow {
        let rows: ItemStore
        let index: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The store's column names: the record is positional when there are any.
    private let columnNames: [String]
    /// The record's row shown, which a value stored as "shown" is; nil when the record has none.
    private let shownRow: ShownRow?
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, columnNames: [String], shownRow: ShownRow?) {
        self.bytes = bytes
        self.columnNames = columnNames
        self.shownRow = shownRow
    }

    private var isPositional: Bool { !columnNames.isEmpty }

    /// The whole record.
    mutating func record() -> Record {
        if isPositional {
            return Record(fields: columnNames.map { ($0, .text(positionalText())) })
        }
        return members()
    }

    /// The value of the first field called `name`, decoding only that value.
    mutating func value(of name: String) -> FieldValue? {
        if isPositional {
            guard let column = columnNames.firstIndex(of: name) else { return nil }
            for _ in 0..<column { skipPositionalValue() }
            return .text(positionalText())
        }
        guard let start = firstValueStart(named: name) else { return nil }
        position = start
        return value()
    }

    /// The record's field names, in order, without decoding the values.
    mutating func fieldNames() -> [String] {
        if isPositional { return columnNames }
        return (0..<length()).map { _ in
            let name = string()
            skipValue()
            return name
        }
    }

    /// Appends the record to `output` as it is, except that the value of the field `name` (at
    /// `column` of a positional record, found once by the caller rather than per record) is
    /// written as "shown" when it is a text or a number whose bytes are exactly `shown`'s.
    ///
    /// The record must have no value stored as shown yet (it comes from a reader).
    mutating func appendEliding(field name: String?, column: Int?, shown: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard let name, let elided = elision(of: name, column: column, shown: shown) else {
            output.append(contentsOf: bytes)
            return
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<elided.valueStart]))
        output.append(elided.replacement)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position...]))
    }

    /// Where the value of `name` starts and the byte that replaces it, when it can be elided;
    /// ``position`` is then just past the value.
    private mutating func elision(of name: String, column: Int?, shown: UnsafeBufferPointer<UInt8>) -> (valueStart: Int, replacement: UInt8)? {
        if isPositional {
            guard let column else { return nil }
            for _ in 0..<column { skipPositionalValue() }
            let start = position
            let code = length()
            guard code > 0, stringBytes(count: RecordEncoding.positionalCount(ofCode: code)).elementsEqual(shown) else { return nil }
            return (start, RecordEncoding.shownPositionalValue)
        }
        guard let start = firstValueStart(named: name) else { return nil }
        position = start
        let tag: RecordEncoding.Tag
        switch RecordEncoding.Tag(rawValue: nextByte()) {
        case .text: tag = .shownText
        case .number: tag = .shownNumber
        default: return nil
        }
        guard stringBytes().elementsEqual(shown) else { return nil }
        return (start, tag.rawValue)
    }

    /// Where the value of the first member called `name` starts, from the start of a named record.
    private mutating func firstValueStart(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            for _ in 0..<length() {
                let found = stringBytes()
                if found.elementsEqual(wanted) { return position }
                skipValue()
            }
            return nil
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
        case .shownText: return .text(shownText())
        case .shownNumber: return .number(shownText())
        case nil: preconditionFailure("a record store holds a value it did not write")
        }
    }

    private mutating func skipValue() {
        switch RecordEncoding.Tag(rawValue: nextByte()) {
        case .null, .false, .true, .shownText, .shownNumber: return
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

    /// A value of a positional record.
    private mutating func positionalText() -> String {
        let code = length()
        if code == RecordEncoding.shownPositionalValue { return shownText() }
        return String(decoding: stringBytes(count: RecordEncoding.positionalCount(ofCode: code)), as: UTF8.self)
    }

    private mutating func skipPositionalValue() {
        let code = length()
        if code > 0 { position += RecordEncoding.positionalCount(ofCode: code) }
    }

    /// The text of the record's row shown, which a value stored as shown is.
    private func shownText() -> String {
        guard let shownRow else { preconditionFailure("a value stored as shown needs its row") }
        return shownRow.rows.text(at: shownRow.index)
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
        stringBytes(count: length())
    }

    private mutating func stringBytes(count: Int) -> UnsafeBufferPointer<UInt8> {
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

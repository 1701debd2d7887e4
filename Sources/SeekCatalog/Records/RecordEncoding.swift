/// The compact form in which a ``RecordStore`` keeps each record: a few bytes of framing around
/// the values' own UTF-8, with no per-field allocation.
///
/// Every record of a store has the same form, so no record spends a byte saying which:
/// - `positional`, in a store with ``RecordStore/columnNames`` (a CSV table): one text per
///   column, each written as its length plus one and its bytes, or as a single 0 when the value
///   is the item's row shown (see below); the names are the store's.
/// - `named`, in a store without column names (JSON): a count of fields, then for each its name
///   (a length and UTF-8 bytes) and its value.
///
/// A value of a named record starts with a tag: null, false, true; a number or a text followed by
/// a length and its bytes; a list followed by a count and its values; an object followed by a
/// count and its members, each a name and a value as in a named record; or "shown text" and
/// "shown number", which have no bytes after them.
///
/// A value whose bytes are exactly the bytes of its item's row shown (the display field, when the
/// display is one field) is not written again: it is read back from the rows shown, which the
/// data set keeps anyway. Lengths and counts are unsigned LEB128 (one byte below 128). The
/// encoding of a JSON record is never longer than its source text.
enum RecordEncoding {
    /// A value of a named record: what kind it is, and for a text or a number whether its bytes
    /// follow or are the row shown.
    enum Tag: UInt8 {
        case null, `false`, `true`, number, text, list, object, shownText, shownNumber
    }

    /// The code of a positional value that is the row shown (any other is its length plus one).
    static let shownPositionalValue: UInt8 = 0

    /// The most bytes ``writeLength(_:to:)`` writes: an `Int` in LEB128.
    static let maximumLengthByteCount = 10

    /// Writes `value` as an unsigned LEB128 number at `bytes`, and returns how many bytes it took
    /// (at most ``maximumLengthByteCount``).
    static func writeLength(_ value: Int, to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        var remaining = UInt(value)
        var written = 0
        while remaining >= 0x80 {
            bytes[written] = UInt8(truncatingIfNeeded: remaining) | 0x80
            remaining >>= 7
            written += 1
        }
        bytes[written] = UInt8(remaining)
        return written + 1
    }

    /// Appends `value` as an unsigned LEB128 number.
    static func appendLength(_ value: Int, to bytes: inout [UInt8]) {
        // Most lengths and counts are below 128: one byte.
        guard value >= 0x80 else {
            bytes.append(UInt8(value))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLengthByteCount) { buffer in
            let count = writeLength(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Appends a length and the UTF-8 bytes of `text`.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            appendLength(utf8.count, to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends one value of a positional record: its length plus one (0 being kept for a value
    /// that is the row shown), then its bytes.
    static func appendPositionalValue<Bytes: Collection<UInt8>>(_ value: Bytes, to bytes: inout [UInt8]) {
        appendLength(positionalCode(ofCount: value.count), to: &bytes)
        bytes.append(contentsOf: value)
    }

    /// The code a positional value of `count` bytes is written with: its length plus one, since
    /// 0 stands for the row shown (``shownPositionalValue``).
    @inline(__always)
    static func positionalCode(ofCount count: Int) -> Int { count + 1 }

    /// The byte count of a positional value written with `code`, which must not be
    /// ``shownPositionalValue`` (see ``positionalCode(ofCount:)``).
    @inline(__always)
    static func positionalCount(ofCode code: Int) -> Int { code - 1 }

    /// Writes one value of a positional record at `bytes`, as ``appendPositionalValue(_:to:)``
    /// appends it, and returns how many bytes it took: at most its own count plus
    /// ``maximumLengthByteCount``.
    static func writePositionalValue(_ value: UnsafeBufferPointer<UInt8>, to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        let lengthCount = writeLength(positionalCode(ofCount: value.count), to: bytes)
        if let start = value.baseAddress, value.count > 0 { (bytes + lengthCount).update(from: start, count: value.count) }
        return lengthCount + value.count
    }

    /// Appends `record` in the named form.
    static func appendNamed(_ record: Record, to bytes: inout [UInt8]) {
        appendMembers(of: record, to: &bytes)
    }

    /// Appends `record` in the positional form, whose values must all be texts.
    static func appendPositional(_ record: Record, to bytes: inout [UInt8]) {
        for field in record.fields {
            guard case .text(var text) = field.value else { preconditionFailure("positional values are texts") }
            text.withUTF8 { appendPositionalValue($0, to: &bytes) }
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

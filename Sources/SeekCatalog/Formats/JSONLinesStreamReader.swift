/// Reads JSON Lines (one JSON object per line) as the bytes arrive: each complete line becomes a
/// record as soon as its newline is in, while a partial line waits for the rest.
///
/// The rules are ``JSONLinesReader``'s, which is built on this type: lines holding only whitespace
/// are skipped, a line ending may be LF or CRLF, a UTF-8 byte order mark at the very start is
/// skipped, and errors name the line of the whole input: `events.jsonl:80000:8: malformed JSON: …`.
public struct JSONLinesStreamReader: RecordStreamReader, Sendable {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The input's name (usually its path), which starts every error message.
    public let name: String
    /// The bytes of the line not yet ended.
    private var pending: [UInt8] = []
    /// How many bytes at the start of ``pending`` are known to hold no newline, so that a long
    /// line arriving in many pieces is searched once, not once per piece.
    private var searchedCount = 0
    /// The number of the line that ``pending`` starts.
    private var lineNumber = 1
    /// Whether the start of the input, which may hold a byte order mark, is still to be checked.
    private var isAtStart = true

    /// A reader for the input called `name`.
    public init(name: String) {
        self.name = name
    }

    /// Always nil: each object names its own fields.
    public var declaredFieldNames: [String]? { nil }

    /// Takes the next piece of the input and returns the records of the lines it completes.
    public mutating func read(_ bytes: [UInt8]) throws(LoadError) -> RecordStore {
        if pending.isEmpty {
            pending = bytes  // shares the caller's storage; only the unfinished tail is copied
        } else {
            pending.append(contentsOf: bytes)
        }
        return try takeLines(isFinal: false)
    }

    /// Ends the input and returns the record of a final line without a newline, if any.
    public mutating func finish() throws(LoadError) -> RecordStore {
        try takeLines(isFinal: true)
    }

    private mutating func takeLines(isFinal: Bool) throws(LoadError) -> RecordStore {
        if isAtStart {
            // Wait until it is clear whether the input starts with a byte order mark.
            if !isFinal && pending.count < 3 && Self.byteOrderMark.starts(with: pending) { return RecordStore() }
            if pending.starts(with: Self.byteOrderMark) { pending.removeFirst(3) }
            isAtStart = false
        }
        var records = RecordStore()
        var lineStart = 0
        var searchFrom = searchedCount
        while let lineEnd = pending[searchFrom...].firstIndex(of: 0x0A) {
            try appendRecord(of: pending[lineStart..<lineEnd], to: &records)
            lineStart = lineEnd + 1
            searchFrom = lineStart
            lineNumber += 1
        }
        if isFinal && lineStart < pending.count {
            try appendRecord(of: pending[lineStart...], to: &records)
            lineStart = pending.count
        }
        pending.removeFirst(lineStart)
        searchedCount = pending.count
        return records
    }

    /// Appends the record of `line` unless it is blank.
    private func appendRecord(of line: ArraySlice<UInt8>, to records: inout RecordStore) throws(LoadError) {
        guard line.contains(where: { !Self.isWhitespace($0) }) else { return }
        let value: FieldValue
        do {
            value = try JSONParser.parse(Array(line))
        } catch {
            throw LoadError("\(name):\(lineNumber):\(error.column): malformed JSON: \(error.reason)")
        }
        guard case .object(let record) = value else {
            throw LoadError("\(name):\(lineNumber): expected a JSON object on each line")
        }
        records.append(record)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }
}

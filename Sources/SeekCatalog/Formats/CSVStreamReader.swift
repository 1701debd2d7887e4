/// Reads comma- or tab-separated values as the bytes arrive: each record is returned as soon as
/// the line ending that closes it is in, while a partial record waits for the rest.
///
/// The rules are ``CSVReader``'s, which is built on this type. A record ends only at a line
/// ending outside quotes, so a quoted field may span lines and pieces. The header is the first
/// record; its names are ``declaredFieldNames`` from then on. Errors name the line counted from
/// the start of the whole input and, where it helps, the column in characters.
///
/// It is a state machine that sees each byte once, so a record arriving in many small pieces
/// costs no more than one arriving whole. Each row is encoded for the ``RecordStore`` as its
/// fields end, without a `String` per value.
public struct CSVStreamReader: RecordStreamReader, Sendable {
    private static let quote = UInt8(ascii: "\"")
    private static let newline: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// What ``lineEndLength(at:in:isFinal:)`` says when the byte that decides is yet to come.
    private static let undecided = 0

    /// Where the machine is in the current record.
    private enum State {
        /// Before a record: empty lines are skipped here.
        case recordStart
        /// At the start of a field, after a separator or at the start of a record.
        case fieldStart
        /// Inside a field that did not start with a quote.
        case unquoted
        /// Inside a quoted field.
        case quoted
        /// Just past a quoted field's closing quote: a separator or a line ending must follow.
        case afterQuote
    }

    /// The byte between fields.
    public let separator: UInt8
    /// The input's name (usually its path), which starts every error message.
    public let name: String
    /// The header's names made unique, once the header has been read.
    public private(set) var declaredFieldNames: [String]?

    /// The bytes from the start of the current line on; earlier ones are dropped, and kept this
    /// long only so that an error can give its column in characters.
    private var buffer: [UInt8] = []
    /// The next byte of ``buffer`` to look at.
    private var position = 0
    /// Where the current line starts in ``buffer``.
    private var lineStart = 0
    /// The number of the current line.
    private var line = 1
    private var state = State.recordStart
    private var isAtStart = true
    /// The header's cells so far, while the header is read.
    private var headerCells: [String] = []
    /// The record so far, encoded (``RecordEncoding``), how many fields it has, and the line it
    /// starts on.
    private var row: [UInt8] = []
    private var fieldCount = 0
    private var recordLine = 1
    /// The bytes of the field so far.
    private var field: [UInt8] = []
    /// Where the open quoted field's quote is, for an "unclosed quote" error: its line, its
    /// place in ``buffer`` and, once its line has ended, its column (worked out only then, since
    /// most quoted fields close on the line they open).
    private var quoteLine = 0
    private var quoteIndex = 0
    private var quoteColumn: Int?
    /// Whether the file's lines end in a lone CR; nil until the first line ending.
    private var linesEndInCarriageReturn: Bool?

    /// A reader of fields separated by `separator` from the input called `name`.
    public init(separator: UInt8, name: String) {
        self.separator = separator
        self.name = name
    }

    /// Takes the next piece of the input and returns the records it completes.
    public mutating func read(_ bytes: [UInt8]) throws(LoadError) -> RecordStore {
        if buffer.isEmpty {
            buffer = bytes  // shares the caller's storage; only the current line is copied later
        } else {
            buffer.append(contentsOf: bytes)
        }
        return try takeRecords(isFinal: false)
    }

    /// Ends the input and returns the last record when no line ending closed it.
    public mutating func finish() throws(LoadError) -> RecordStore {
        try takeRecords(isFinal: true)
    }

    private mutating func takeRecords(isFinal: Bool) throws(LoadError) -> RecordStore {
        if isAtStart {
            // Wait until it is clear whether the input starts with a byte order mark.
            if !isFinal && buffer.count < 3 && Self.byteOrderMark.starts(with: buffer) { return RecordStore() }
            if buffer.starts(with: Self.byteOrderMark) {
                position = 3
                lineStart = 3
            }
            isAtStart = false
        }
        var records = RecordStore(columnNames: declaredFieldNames ?? [])
        let bytes = buffer
        try bytes.withUnsafeBufferPointer { bytes throws(LoadError) in
            try run(over: bytes, isFinal: isFinal, into: &records)
        }
        if isFinal && position == buffer.count {
            try endInput(into: &records)
        }
        // Keep only the current line: a partial line at most, unless one line spans pieces.
        buffer.removeFirst(lineStart)
        position -= lineStart
        quoteIndex -= lineStart
        lineStart = 0
        return records
    }

    /// Moves through `bytes` from ``position`` until they run out or the byte that decides what
    /// comes next has not arrived.
    private mutating func run(
        over bytes: UnsafeBufferPointer<UInt8>,
        isFinal: Bool,
        into records: inout RecordStore
    ) throws(LoadError) {
        let count = bytes.count
        while position < count {
            switch state {
            case .recordStart:
                guard let length = lineEndLength(at: position, in: bytes, isFinal: isFinal) else {
                    recordLine = line
                    state = .fieldStart
                    continue
                }
                if length == Self.undecided { return }
                startLine(at: position + length)  // an empty line is no record

            case .fieldStart:
                switch bytes[position] {
                case Self.quote:
                    quoteLine = line
                    quoteIndex = position
                    quoteColumn = nil
                    position += 1
                    state = .quoted
                case separator:
                    endField()
                    position += 1
                default:
                    state = .unquoted  // which also ends an empty field at a line ending
                }

            case .unquoted:
                var end = position
                while end < count, bytes[end] != separator, bytes[end] != Self.newline,
                      bytes[end] != Self.carriageReturn {
                    end += 1
                }
                field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
                guard end < count else { return }
                if bytes[end] == separator {
                    endField()
                    position += 1
                    state = .fieldStart
                    continue
                }
                guard let length = lineEndLength(at: end, in: bytes, isFinal: isFinal) else {
                    field.append(Self.carriageReturn)  // a lone carriage return is data
                    position += 1
                    continue
                }
                if length == Self.undecided { return }
                endField()
                try endRecord(into: &records)
                startLine(at: end + length)

            case .quoted:
                var end = position
                let lineBreak = linesEndInCarriageReturn == true ? Self.carriageReturn : Self.newline
                while end < count, bytes[end] != Self.quote {
                    if bytes[end] == lineBreak {
                        if quoteColumn == nil { quoteColumn = column(of: quoteIndex, in: bytes) }
                        line += 1
                        lineStart = end + 1
                    }
                    end += 1
                }
                field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
                guard end < count else { return }
                if end + 1 == count && !isFinal { return }  // a doubled quote, or the closing one?
                if end + 1 < count && bytes[end + 1] == Self.quote {
                    field.append(Self.quote)
                    position = end + 2
                } else {
                    position = end + 1
                    state = .afterQuote
                }

            case .afterQuote:
                let byte = bytes[position]
                if byte == separator {
                    endField()
                    position += 1
                    state = .fieldStart
                    continue
                }
                guard let length = lineEndLength(at: position, in: bytes, isFinal: isFinal) else {
                    throw LoadError(
                        "\(name):\(line):\(column(of: position, in: bytes)): "
                            + "unexpected \(Self.describe(byte)) after a closing quote"
                    )
                }
                if length == Self.undecided { return }
                endField()
                try endRecord(into: &records)
                startLine(at: position + length)
            }
        }
    }

    /// Ends the record that the end of the input cuts off, if any.
    private mutating func endInput(into records: inout RecordStore) throws(LoadError) {
        switch state {
        case .recordStart:
            return
        case .quoted:
            let quoteColumn = quoteColumn ?? buffer.withUnsafeBufferPointer { column(of: quoteIndex, in: $0) }
            throw LoadError("\(name):\(quoteLine):\(quoteColumn): unclosed quote")
        case .fieldStart, .unquoted, .afterQuote:
            endField()
            try endRecord(into: &records)
        }
    }

    /// The length of the line ending at `index` (1 for LF, 2 for CRLF, 1 for a CR that ends the
    /// input or a line of a file whose lines end in CR alone), nil when no line ends there, or
    /// ``undecided`` for a CR whose next byte is to come.
    ///
    /// The first line ending decides what a lone CR is: when it is a lone CR the file's lines end
    /// that way (as old Mac spreadsheets write them), otherwise a lone CR is data.
    private mutating func lineEndLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Int? {
        switch bytes[index] {
        case Self.newline:
            if linesEndInCarriageReturn == nil { linesEndInCarriageReturn = false }
            return 1
        case Self.carriageReturn:
            if index + 1 == bytes.count { return isFinal ? 1 : Self.undecided }
            if bytes[index + 1] == Self.newline {
                if linesEndInCarriageReturn == nil { linesEndInCarriageReturn = false }
                return 2
            }
            if linesEndInCarriageReturn == nil { linesEndInCarriageReturn = true }
            return linesEndInCarriageReturn == true ? 1 : nil
        default:
            return nil
        }
    }

    private mutating func startLine(at index: Int) {
        position = index
        line += 1
        lineStart = index
        state = .recordStart
    }

    private mutating func endField() {
        if declaredFieldNames == nil {
            headerCells.append(String(decoding: field, as: UTF8.self))
        } else {
            RecordEncoding.appendPositionalValue(field, to: &row)
        }
        fieldCount += 1
        field.removeAll(keepingCapacity: true)
    }

    /// Makes the finished fields the header or a record.
    private mutating func endRecord(into records: inout RecordStore) throws(LoadError) {
        defer {
            row.removeAll(keepingCapacity: true)
            fieldCount = 0
        }
        guard let fieldNames = declaredFieldNames else {
            let names = CSVReader.uniqueNames(headerCells)
            declaredFieldNames = names
            records = RecordStore(columnNames: names)
            headerCells = []
            return
        }
        guard fieldCount <= fieldNames.count else {
            throw LoadError("\(name):\(recordLine): row has \(fieldCount) fields, the header has \(fieldNames.count)")
        }
        for _ in fieldCount..<fieldNames.count {
            RecordEncoding.appendPositionalValue(EmptyCollection(), to: &row)  // a missing field is empty
        }
        records.append(encoded: row)
    }

    /// The 1-based column of `index` on the current line, counted in characters.
    private func column(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), as: UTF8.self).count + 1
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F
            ? "'\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}

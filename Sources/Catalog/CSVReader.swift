/// Reads comma- or tab-separated values with a header row into ``Record`` values (RFC 4180).
///
/// - A field may be quoted; inside quotes a doubled quote is one quote, and separators, newlines
///   and carriage returns are data. A quote inside an unquoted field is kept as it is.
/// - Rows end with LF or CRLF; a final row needs no line ending; a UTF-8 byte order mark is
///   skipped. Lines that are entirely empty are skipped (they are not rows of one empty field).
/// - The first row is the header and gives the field names. A header cell with no name is called
///   `column` and its 1-based position (`column3`: pandas writes an unnamed index column); a
///   repeated name gets `_2`, `_3`, … so that every field can be named by an option.
/// - A row with fewer fields than the header is filled with empty values (spreadsheets drop
///   trailing empty cells); a row with more is an error, since the extra values have no name.
/// - Every value becomes ``FieldValue/text(_:)``; invalid UTF-8 becomes U+FFFD.
///
/// An empty input has no fields and no records. Errors are one line naming the file, the line and,
/// where it helps, the column: `data.csv:3:14: unclosed quote`.
public struct CSVReader: Sendable {
    /// The field names and records of a table.
    public struct Table: Sendable, Equatable {
        /// The header's names, made unique, in column order.
        public var fieldNames: [String]
        /// One record per row, every record with every field in header order.
        public var records: [Record]

        public init(fieldNames: [String], records: [Record]) {
            self.fieldNames = fieldNames
            self.records = records
        }
    }

    /// The byte between fields: a comma for CSV, a tab for TSV.
    public var separator: UInt8

    /// A reader for fields separated by `separator`.
    public init(separator: UInt8 = UInt8(ascii: ",")) {
        self.separator = separator
    }

    /// A reader for comma-separated values.
    public static let csv = CSVReader()
    /// A reader for tab-separated values.
    public static let tsv = CSVReader(separator: 0x09)

    /// Parses `bytes`; `name` (usually the file's path) starts every error message.
    ///
    /// - Complexity: O(n) in the size of the input.
    public func read(_ bytes: [UInt8], name: String) throws(LoadError) -> Table {
        var scanner = Scanner(bytes: bytes, separator: separator, name: name)
        guard let header = try scanner.nextRow() else {
            return Table(fieldNames: [], records: [])
        }
        let fieldNames = Self.uniqueNames(header.fields)
        var records: [Record] = []
        while let row = try scanner.nextRow() {
            guard row.fields.count <= fieldNames.count else {
                throw LoadError(
                    "\(name):\(row.line): row has \(row.fields.count) fields, the header has \(fieldNames.count)"
                )
            }
            var fields: [(name: String, value: FieldValue)] = []
            fields.reserveCapacity(fieldNames.count)
            for (position, fieldName) in fieldNames.enumerated() {
                fields.append((fieldName, .text(position < row.fields.count ? row.fields[position] : "")))
            }
            records.append(Record(fields: fields))
        }
        return Table(fieldNames: fieldNames, records: records)
    }

    /// The header cells made into usable, distinct names.
    static func uniqueNames(_ cells: [String]) -> [String] {
        var names: [String] = []
        var taken = Set<String>()
        for (position, cell) in cells.enumerated() {
            let base = cell.isEmpty ? "column\(position + 1)" : cell
            var candidate = base
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }
}

extension CSVReader {
    /// Splits the input into rows of field texts, keeping track of lines for error messages.
    struct Scanner {
        private static let quote = UInt8(ascii: "\"")
        private static let newline: UInt8 = 0x0A
        private static let carriageReturn: UInt8 = 0x0D

        let bytes: [UInt8]
        let separator: UInt8
        let name: String
        private var offset: Int
        private var line = 1
        private var lineStart: Int

        init(bytes: [UInt8], separator: UInt8, name: String) {
            self.bytes = bytes
            self.separator = separator
            self.name = name
            offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            lineStart = offset
        }

        /// The next non-empty row and the line it starts on, or nil at the end of the input.
        mutating func nextRow() throws(LoadError) -> (fields: [String], line: Int)? {
            while offset < bytes.count, let length = lineEndLength(at: offset) {
                endLine(after: offset + length)
            }
            guard offset < bytes.count else { return nil }
            let rowLine = line
            var fields: [String] = []
            while true {
                let field = bytes[offset] == Self.quote ? try quotedField() : unquotedField()
                fields.append(field)
                guard offset < bytes.count else { break }
                if bytes[offset] == separator {
                    offset += 1
                    if offset == bytes.count {
                        fields.append("")
                        break
                    }
                    continue
                }
                if let length = lineEndLength(at: offset) {
                    endLine(after: offset + length)
                    break
                }
                throw LoadError(
                    "\(name):\(line):\(column(of: offset)): unexpected \(describe(bytes[offset])) after a closing quote"
                )
            }
            return (fields, rowLine)
        }

        /// A field that does not start with a quote: everything up to the separator or line end.
        private mutating func unquotedField() -> String {
            let start = offset
            while offset < bytes.count, bytes[offset] != separator, lineEndLength(at: offset) == nil {
                offset += 1
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        /// A quoted field; the offset is left just past its closing quote.
        private mutating func quotedField() throws(LoadError) -> String {
            let openingLine = line
            let openingColumn = column(of: offset)
            offset += 1
            var value: [UInt8] = []
            var runStart = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == Self.quote {
                    value.append(contentsOf: bytes[runStart..<offset])
                    if offset + 1 < bytes.count, bytes[offset + 1] == Self.quote {
                        value.append(Self.quote)
                        offset += 2
                        runStart = offset
                        continue
                    }
                    offset += 1
                    return String(decoding: value, as: UTF8.self)
                }
                offset += 1
                if byte == Self.newline {
                    line += 1
                    lineStart = offset
                }
            }
            throw LoadError("\(name):\(openingLine):\(openingColumn): unclosed quote")
        }

        /// The length of the line ending at `index` (1 for LF, 2 for CRLF, 1 for a CR that ends
        /// the input), or nil when no line ends there.
        private func lineEndLength(at index: Int) -> Int? {
            switch bytes[index] {
            case Self.newline:
                return 1
            case Self.carriageReturn:
                if index + 1 == bytes.count { return 1 }
                return bytes[index + 1] == Self.newline ? 2 : nil
            default:
                return nil
            }
        }

        private mutating func endLine(after index: Int) {
            offset = index
            line += 1
            lineStart = index
        }

        /// The 1-based column of `index` on the current line, counted in characters.
        private func column(of index: Int) -> Int {
            String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
        }

        private func describe(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F
                ? "'\(Character(Unicode.Scalar(byte)))'"
                : "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

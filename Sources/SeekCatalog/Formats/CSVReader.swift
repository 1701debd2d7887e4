/// Reads comma- or tab-separated values with a header row into records (RFC 4180).
///
/// - A field may be quoted; inside quotes a doubled quote is one quote, and separators, newlines
///   and carriage returns are data. A quote inside an unquoted field is kept as it is.
/// - Rows end with LF or CRLF, or with CR alone when that is how the header ends; a final row
///   needs no line ending; a UTF-8 byte order mark is skipped. Lines that are entirely empty are
///   skipped (they are not rows of one empty field).
/// - The first row is the header and gives the field names. A header cell with no name is called
///   `column` and its 1-based position (`column3`: pandas writes an unnamed index column); a
///   repeated name gets `_2`, `_3`, … so that every field can be named by an option.
/// - A row with fewer fields than the header is filled with empty values (spreadsheets drop
///   trailing empty cells); a row with more is an error, since the extra values have no name.
/// - Every value becomes ``FieldValue/text(_:)``; invalid UTF-8 is kept in the store and becomes
///   U+FFFD when a value is read as text.
///
/// An empty input has no fields and no records. Errors are one line naming the file, the line and,
/// where it helps, the column: `data.csv:3:14: unclosed quote`.
public struct CSVReader: Sendable {
    /// The field names and records of a table.
    public struct Table: Sendable, Equatable {
        /// The header's names, made unique, in column order.
        public var fieldNames: [String]
        /// One record per row, every record with every field in header order.
        public var records: RecordStore

        /// A table with these names and rows.
        public init(fieldNames: [String], records: RecordStore) {
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
    /// It reads the whole input with a ``CSVStreamReader``, so that an input read at once and one
    /// read as it arrives follow the same rules.
    ///
    /// - Complexity: O(n) in the size of the input.
    public func read(_ bytes: [UInt8], name: String) throws(LoadError) -> Table {
        var reader = CSVStreamReader(separator: separator, name: name)
        var records = try reader.read(bytes)
        records.append(contentsOf: try reader.finish())
        return Table(fieldNames: reader.declaredFieldNames ?? [], records: records)
    }

    /// The header cells made into usable, distinct names.
    ///
    /// - Complexity: O(n) in the number of cells: each repeated name goes on from the suffix its
    ///   last repetition took, so a suffix is tried at most once per name, and at most once more
    ///   for each cell that took it literally.
    static func uniqueNames(_ cells: [String]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(cells.count)
        var taken = Set<String>()
        var nextSuffix: [String: Int] = [:]
        for (position, cell) in cells.enumerated() {
            let base = cell.isEmpty ? "column\(position + 1)" : cell
            var candidate = base
            if taken.contains(base) {
                var suffix = nextSuffix[base, default: 2]
                repeat {
                    candidate = "\(base)_\(suffix)"
                    suffix += 1
                } while taken.contains(candidate)
                nextSuffix[base] = suffix
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }
}

import SeekCatalog
import SeekMatching
import SeekToolkit

/// The data set as the screen and commands see it: row text, highlights, details, colour
/// swatches, and each item's bytes and fields for commands.
///
/// While input is still arriving the store grows; the run loop hands the newest one over with
/// ``update(_:)``. It is used on the run loop's thread only.
public final class DataSetContent: BrowserContent {
    /// The data set as far as it has been read.
    public private(set) var dataSet: DataSet
    private var highlightCache: (query: String, matcher: QueryMatcher)?
    /// The field that names a colour, for swatches (`hex` in the colours sample).
    private let colorField: String?
    /// How plain lines are shown by fields (`--with-nth`); identity for the whole line.
    public var lineFields = LineFields()
    /// How the query's terms are read, for highlighting what the engine matched.
    public var queryOptions = QueryOptions()

    /// Content for the rows of `dataSet`.
    public init(dataSet: DataSet) {
        self.dataSet = dataSet
        colorField = dataSet.fieldNames.first { ["hex", "color", "colour"].contains($0.lowercased()) }
    }

    /// Takes the longer data set that streaming input has produced since.
    public func update(_ dataSet: DataSet) {
        self.dataSet = dataSet
    }

    /// Appends `records` to the data set in place: a provider that reads rows page by page
    /// (a database table) would otherwise copy every row read so far for each page.
    public func append(records: [Record]) {
        dataSet.append(records: records)
    }

    /// Appends stored records to the data set in place, as ``append(records:)-([Record])`` does
    /// (records stored without their names, such as a table's rows, are appended as they are).
    public func append(records: RecordStore) {
        dataSet.append(records: records)
    }

    /// Appends the items of `other`, a data set with the same roles made on another thread (a
    /// table's page): its storage is linked, its rows are not rendered again.
    public func append(contentsOf other: DataSet) {
        dataSet.append(contentsOf: other)
    }

    /// Whether a row is not the line as read: fields of it (`--with-nth`), or the line without
    /// its escape sequences (`--ansi`).
    private var rowsAreDerived: Bool {
        (lineFields.shown != nil || lineFields.stripsEscapeSequences) && dataSet.records.isEmpty
    }

    /// The row text of item `index`.
    public func text(ofItem index: Int) -> String {
        guard index < dataSet.items.count else { return "" }
        let text = dataSet.items.text(at: index)
        return rowsAreDerived ? lineFields.shownText(of: text) : text
    }

    /// Decodes only the first bytes of the item: every drawn character takes at least one column
    /// and at most four bytes, so four bytes per column fill the row.
    public func text(ofItem index: Int, fittingColumns columns: Int) -> String {
        guard index < dataSet.items.count else { return "" }
        // Fields may come from anywhere in the line, and escape sequences take bytes but no
        // columns: the whole line is read to show them.
        if rowsAreDerived { return text(ofItem: index) }
        return dataSet.items.text(at: index, maximumByteCount: max(16, columns * 4))
    }

    /// With `--ansi`, the row in the colours its escape sequences give (their text is the row's
    /// text); nil for rows without colours and when fields are shown.
    public func coloredRuns(ofItem index: Int, fittingColumns columns: Int) -> [ColoredText.Run]? {
        guard lineFields.stripsEscapeSequences, lineFields.shown == nil, dataSet.records.isEmpty,
              index < dataSet.items.count else { return nil }
        let bytes = dataSet.items.bytes(at: index)
        guard EscapeSequences.occur(in: bytes) else { return nil }
        let runs = (ColoredText(parsing: Array(bytes)).lines.first ?? []).map { run in
            ColoredText.Run(EscapeSequences.stripped(run.text), style: run.style)
        }
        // Colours only when they cover exactly the text that is matched and highlighted.
        return runs.map(\.text).joined() == text(ofItem: index) ? runs : nil
    }

    /// Where `query` matched `text`, as character indexes.
    public func highlightedCharacters(in text: String, query: String) -> Set<Int> {
        guard !query.isEmpty else { return [] }
        if highlightCache?.query != query {
            highlightCache = (query, QueryMatcher(Query(query, options: queryOptions)))
        }
        let positions = highlightCache!.matcher.matchedPositions(in: text)
        return Highlights.characters(in: text, scalarPositions: positions)
    }

    /// The row as the detail pane's title, and the record's detail fields.
    public func detail(ofItem index: Int) -> (title: String, fields: [DetailField])? {
        let fields = dataSet.detail(of: index).map { field in
            DetailField(name: field.name, value: field.value)
        }
        // The title is wrapped into the pane, which holds a few thousand cells at most.
        return (text(ofItem: index, fittingColumns: 16_384), fields)
    }

    /// The item's bytes as read (not the text shown: a placeholder passes on a name that is not
    /// UTF-8) and a record's fields.
    public func commandItem(at index: Int) -> CommandItem {
        let bytes = index < dataSet.items.count ? Array(dataSet.items.bytes(at: index)) : []
        guard index < dataSet.records.count else {
            // With --ansi a command sees the line without its escape sequences, as fzf's {} is.
            return CommandItem(bytes: lineFields.stripsEscapeSequences ? EscapeSequences.stripped(bytes) : bytes, index: index)
        }
        let record = dataSet.records[index]
        return CommandItem(bytes: bytes, index: index) { record[$0]?.displayText }
    }

    /// Split by `--delimiter`, as the row's fields are.
    public func frozenBounds(of text: String, left: Int, right: Int) -> (left: Int, right: Int) {
        lineFields.splitter.frozenBounds(of: text, left: left, right: right)
    }

    /// The colour a record names in its `hex`, `color` or `colour` field.
    public func swatch(ofItem index: Int) -> TerminalColor? {
        guard let colorField, index < dataSet.records.count,
              case .text(let hex)? = dataSet.records.value(at: index, field: colorField) else { return nil }
        return Self.color(fromHex: hex)
    }

    /// The palette colour nearest to `#rrggbb`.
    public static func color(fromHex hex: String) -> TerminalColor? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return .nearest(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF)
    }
}

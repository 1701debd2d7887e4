import SeekCatalog
import SeekMatching

/// Writes what the user chose (or what `--filter` matched) in the form the options ask for: the
/// row's original bytes (a CRLF line with its carriage return), one field of the record
/// (`--print FIELD`, a list or an object as JSON), or the record as JSON as it was read, a
/// table's values typed by their columns (`--json`), optionally after the query (`--print-query`); each ends with a newline, or with
/// NUL for `--print0`.
struct ChosenOutput {
    var dataSet: DataSet
    let options: OutputOptions
    /// With `--accept-nth`: the fields printed of each chosen plain line, and how lines split.
    var acceptedFields: (selection: FieldSelection, splitter: FieldSplitter)?
    /// With `--ansi`: plain lines are printed without their escape sequences, as fzf prints them.
    var stripsEscapeSequences = false
    /// The options that shape each line, read once: reading an option through its property
    /// wrapper looks up generic metadata each time, which for `--filter` printing a hundred
    /// thousand lines was a tenth of the run's instructions.
    private let format: Format

    /// What each output line needs of the options.
    private struct Format {
        var json: Bool
        var printedField: String?
        var lineEnd: UInt8
        var printsQuery: Bool
    }

    init(dataSet: DataSet, options: OutputOptions, acceptedFields: (selection: FieldSelection, splitter: FieldSplitter)? = nil,
         stripsEscapeSequences: Bool = false) {
        self.dataSet = dataSet
        self.options = options
        self.acceptedFields = acceptedFields
        self.stripsEscapeSequences = stripsEscapeSequences
        format = Format(json: options.json, printedField: options.print, lineEnd: options.print0 ? 0 : 0x0A,
                        printsQuery: options.printQuery)
    }

    /// Checks the options against the data before anything is shown (for a data set still being
    /// read, ``check(printedField:in:)`` is repeated once its first records are in).
    func validate() throws(LoadError) {
        if options.json && options.print != nil {
            throw LoadError("give either --json or --print, not both")
        }
        if let field = options.print {
            try Self.check(printedField: field, in: dataSet)
        }
    }

    /// Checks that `--print FIELD` names a field of the data set's records.
    static func check(printedField field: String, in dataSet: DataSet) throws(LoadError) {
        guard !dataSet.records.isEmpty || dataSet.items.isEmpty else {
            throw LoadError("--print \(field) needs records (JSON, JSONL, CSV or TSV input); these are plain lines")
        }
        guard dataSet.records.isEmpty || dataSet.fieldNames.contains(field) else {
            throw LoadError("no field '\(field)' in \(dataSet.name) (fields: \(dataSet.fieldNames.joined(separator: ", ")))")
        }
    }

    /// The byte that ends each line of output.
    private var lineEnd: UInt8 { format.lineEnd }

    /// Appends the output line for item `index` to `buffer`.
    func append(item index: Int, to buffer: inout [UInt8]) {
        if format.json {
            let line = index < dataSet.records.count
                ? JSONWriter.line(for: dataSet.jsonRecord(at: index))
                : JSONWriter.quoted(dataSet.items.text(at: index))
            buffer.append(contentsOf: line.utf8)
        } else if let field = format.printedField, index < dataSet.records.count {
            buffer.append(contentsOf: Self.printed(dataSet.records.value(at: index, field: field)).utf8)
        } else if let accepted = acceptedFields, dataSet.records.isEmpty {
            let line = dataSet.items.text(at: index)
            let plain = stripsEscapeSequences ? EscapeSequences.stripped(line) : line
            buffer.append(contentsOf: accepted.selection.acceptedText(of: plain, splitter: accepted.splitter).utf8)
        } else if stripsEscapeSequences, dataSet.records.isEmpty {
            buffer.append(contentsOf: EscapeSequences.stripped(Array(dataSet.originalBytes(of: index))))
        } else {
            buffer.append(contentsOf: dataSet.originalBytes(of: index))
        }
        buffer.append(lineEnd)
    }

    /// Appends the query line, for `--print-query`.
    func append(query: String, to buffer: inout [UInt8]) {
        guard format.printsQuery else { return }
        buffer.append(contentsOf: query.utf8)
        buffer.append(lineEnd)
    }

    /// Writes the query line (with `--print-query`), the key that chose (with `--expect`: empty
    /// for Enter) and the chosen items to standard output, in fzf's order.
    func write(query: String, key: String? = nil, items: [Int]) throws(OutputFailure) {
        var buffer: [UInt8] = []
        append(query: query, to: &buffer)
        if let key {
            buffer.append(contentsOf: key.utf8)
            buffer.append(lineEnd)
        }
        for index in items {
            append(item: index, to: &buffer)
        }
        try StandardStreams.write(buffer)
    }

    /// How `--print` shows a value: a text as it is, a number as it was written, a list or an
    /// object as JSON (so that it can be parsed again), true or false, and nothing for null or a
    /// missing field.
    static func printed(_ value: FieldValue?) -> String {
        switch value {
        case nil, .null?: ""
        case .text(let text)?: text
        case .number(let number)?: number
        case let other?: JSONWriter.value(other)
        }
    }
}

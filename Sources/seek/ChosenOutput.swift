import Catalog
import Matching

/// Writes what the user chose (or what `--filter` matched) in the form the options ask for: the
/// row's original bytes, one field of the record (`--print FIELD`), or the record as JSON
/// (`--json`), optionally after the query (`--print-query`).
struct ChosenOutput {
    var dataSet: DataSet
    var options: OutputOptions

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

    /// Appends the output line for item `index` to `buffer`.
    func append(item index: Int, to buffer: inout [UInt8]) {
        if options.json {
            let line = index < dataSet.records.count
                ? JSONWriter.line(for: dataSet.records[index])
                : JSONWriter.quoted(dataSet.items.text(at: index))
            buffer.append(contentsOf: line.utf8)
        } else if let field = options.print, index < dataSet.records.count {
            buffer.append(contentsOf: (dataSet.records[index][field]?.displayText ?? "").utf8)
        } else {
            dataSet.items.withBytes(at: index) { buffer.append(contentsOf: $0) }
        }
        buffer.append(0x0A)
    }

    /// Writes the query line (with `--print-query`), the key that chose (with `--expect`: empty
    /// for Enter) and the chosen items to standard output, in fzf's order.
    func write(query: String, key: String? = nil, items: [Int]) {
        var buffer: [UInt8] = []
        if options.printQuery {
            buffer.append(contentsOf: query.utf8)
            buffer.append(0x0A)
        }
        if let key {
            buffer.append(contentsOf: key.utf8)
            buffer.append(0x0A)
        }
        for index in items {
            append(item: index, to: &buffer)
        }
        StandardStreams.write(buffer)
    }
}

import Glibc
import SeekMatching

/// Loads a ``DataSet`` from a file, a file descriptor or bytes in memory, in a given or inferred
/// ``InputFormat``, with field roles resolved from the user's ``FieldRoleChoices``.
///
/// ```swift
/// let loader = DataSetLoader(roles: FieldRoleChoices(display: "{name} ({cuisine})", scopeField: "course"))
/// let dataSet = try loader.load(path: "recipes.csv")
/// ```
///
/// The format is `format` when given; otherwise the one the input's extension names; otherwise,
/// when roles were chosen, a guess from the content (``InputFormat/guessed(from:)``), so that
/// `cat data.csv | seek --scope-field kind` works; otherwise lines. Choosing roles for an input
/// read as lines is an error, as is any field the choices name that the data lacks.
public struct DataSetLoader: Sendable {
    /// The format to read, or nil to infer it.
    public var format: InputFormat?
    /// What the user chose for the fields, checked against the data when it is loaded.
    public var roles: FieldRoleChoices

    public init(format: InputFormat? = nil, roles: FieldRoleChoices = FieldRoleChoices()) {
        self.format = format
        self.roles = roles
    }

    /// Loads the file at `path`; the data set and its errors are named by `path`.
    public func load(path: String) throws(LoadError) -> DataSet {
        if readsLines(name: path) {
            try requireNoRoles(name: path)
            return DataSet(name: path, items: try LineReader().read(path: path))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LoadError("cannot open \(path): \(LineReader.systemMessage(errno))")
        }
        defer { close(descriptor) }
        return try load(descriptor: descriptor, name: path)
    }

    /// Reads `descriptor` (standard input, say) to its end and loads what it held.
    ///
    /// JSON Lines, CSV and TSV are read in blocks, each block's records stored as it is read, so
    /// the input's bytes are never all in memory beside its records; a JSON document is read
    /// whole, and its elements stored one by one.
    public func load(descriptor: Int32, name: String) throws(LoadError) -> DataSet {
        if readsLines(name: name) {
            try requireNoRoles(name: name)
            return DataSet(name: name, items: try LineReader().read(descriptor: descriptor, name: name))
        }
        var input = DescriptorInput(descriptor: descriptor, name: name)
        let format = try self.format(of: &input, name: name)
        switch format {
        case .lines, .json:
            return try DataSetLoader(format: format, roles: roles).load(bytes: try input.remainingBytes(), name: name)
        case .jsonl:
            return try load(from: &input, reader: JSONLinesStreamReader(name: name))
        case .csv, .tsv:
            let separator = format == .csv ? UInt8(ascii: ",") : 0x09
            return try load(from: &input, reader: CSVStreamReader(separator: separator, name: name))
        }
    }

    /// The format of an input read from a descriptor: given, named by the extension, or guessed
    /// from its first bytes (which stay in `input` to be read).
    func format(of input: inout DescriptorInput, name: String) throws(LoadError) -> InputFormat {
        if let known = format ?? InputFormat(extensionOf: name) { return known }
        return format(of: try input.firstBytes(), name: name)
    }

    /// Reads every block of `input` through `reader`.
    ///
    /// The rows of a table join the data set block by block, so that the reader's form of the
    /// whole table never sits beside the data set's: their roles depend only on the header and
    /// the first row (every value is text). Records that name their own fields are all read
    /// before the roles are resolved, since any of them may add a field or decide a default.
    private func load(from input: inout DescriptorInput, reader: some RecordStreamReader) throws(LoadError) -> DataSet {
        var reader = reader
        var records = RecordStore()
        var dataSet: DataSet?
        while let block = try input.nextBlock() {
            records.append(contentsOf: try reader.read(block))
            if reader.declaredFieldNames != nil && !records.isEmpty {
                try append(taking: &records, to: &dataSet, declaredFieldNames: reader.declaredFieldNames, name: input.name)
            }
        }
        records.append(contentsOf: try reader.finish())
        if dataSet == nil || !records.isEmpty {
            try append(taking: &records, to: &dataSet, declaredFieldNames: reader.declaredFieldNames, name: input.name)
        }
        return dataSet!
    }

    /// Moves `records` into `dataSet`, leaving `records` empty; when there is no data set yet, it
    /// is made with roles resolved against these records and `declaredFieldNames` (a header), or
    /// else the records' own field names.
    func append(
        taking records: inout RecordStore,
        to dataSet: inout DataSet?,
        declaredFieldNames: [String]?,
        name: String
    ) throws(LoadError) {
        // Held once, by `batch`, so that the data set lets go of each chunk as it takes it in.
        var batch = RecordStore()
        swap(&batch, &records)
        if dataSet != nil {
            dataSet!.append(records: consume batch)
            return
        }
        let fieldNames = declaredFieldNames ?? DataSet.fieldNames(of: batch)
        let resolved = try resolvedRoles(fieldNames: fieldNames, records: batch, name: name)
        dataSet = DataSet(name: name, fieldNames: fieldNames, records: consume batch, roles: resolved)
    }

    /// Loads `bytes`; `name` names the data set and starts every error message.
    public func load(bytes: [UInt8], name: String) throws(LoadError) -> DataSet {
        let format = format(of: bytes, name: name)
        let fieldNames: [String]
        let records: RecordStore
        switch format {
        case .lines:
            try requireNoRoles(name: name)
            return DataSet(name: name, items: Self.lines(of: bytes))
        case .json:
            records = try JSONRecordReader.records(from: bytes, name: name)
            fieldNames = DataSet.fieldNames(of: records)
        case .jsonl:
            records = try JSONLinesReader.records(from: bytes, name: name)
            fieldNames = DataSet.fieldNames(of: records)
        case .csv, .tsv:
            let table = try (format == .csv ? CSVReader.csv : CSVReader.tsv).read(bytes, name: name)
            records = table.records
            fieldNames = table.fieldNames
        }
        let resolved = try resolvedRoles(fieldNames: fieldNames, records: records, name: name)
        return DataSet(name: name, fieldNames: fieldNames, records: consume records, roles: resolved)
    }

    /// The chosen roles resolved against the fields of an input called `name`, from `records`
    /// (all of them, or the first batch of a stream).
    func resolvedRoles(fieldNames: [String], records: RecordStore, name: String) throws(LoadError) -> FieldRoles {
        if fieldNames.isEmpty, roles.isEmpty {
            // Nothing to resolve: an empty input, or objects without fields.
            return FieldRoles(display: DisplayTemplate(""), detailFields: [])
        }
        return try FieldRoles(resolving: roles, fieldNames: fieldNames, records: records, source: name)
    }

    /// The format `bytes` called `name` are read in.
    public func format(of bytes: [UInt8], name: String) -> InputFormat {
        if let format { return format }
        if let named = InputFormat(extensionOf: name) { return named }
        return roles.isEmpty ? .lines : InputFormat.guessed(from: bytes)
    }

    /// Whether an input called `name` is known to be plain lines before its content is seen:
    /// when it is not, it will be read as records (JSON, JSON Lines, CSV or TSV).
    public func readsLines(name: String) -> Bool {
        guard let known = format ?? InputFormat(extensionOf: name) else { return roles.isEmpty }
        return known == .lines
    }

    /// Throws when field roles were chosen for an input that is plain lines (named `name`).
    public func requireNoRoles(name: String) throws(LoadError) {
        guard roles.isEmpty else {
            throw LoadError(
                "\(name) is read as plain lines, which have no fields; "
                    + "give its format (json, jsonl, csv or tsv) to use fields"
            )
        }
    }

    /// One item per line, as ``LineReader`` splits them: a CR before LF is kept apart from the
    /// item (see ``DataSet/originalBytes(of:)``) and a final line needs no newline.
    static func lines(of bytes: [UInt8]) -> ItemStore {
        var terminated = bytes
        if let last = bytes.last, last != 0x0A { terminated.append(0x0A) }
        var starts = [0]
        for (index, byte) in terminated.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
        var store = ItemStore()
        // Chunks hold at most 1 MiB of lines, as LineReader's blocks do, so offsets fit.
        var first = 0
        while first < starts.count - 1 {
            var last = first + 1
            while last < starts.count - 1 && starts[last + 1] - starts[first] <= LineReader.blockSize { last += 1 }
            let base = starts[first]
            let piece = Array(terminated[base..<starts[last]])
            for chunk in LineReader().chunks(ofTerminatedLines: piece, starts: starts[first...last].map { UInt32($0 - base) }) {
                store.append(chunk)
            }
            first = last
        }
        return store
    }
}

/// How the bytes of an input become items: one item per line, or records from JSON, JSON Lines,
/// CSV or TSV.
///
/// The format is named explicitly (`--format`) or follows the file's extension; an input whose
/// name says nothing (standard input, `notes.txt`) is read as lines unless the caller asks for a
/// guess from its content with ``guessed(from:)``.
public enum InputFormat: String, CaseIterable, Sendable {
    /// One item per line; no fields.
    case lines
    /// A JSON array of objects.
    case json
    /// One JSON object per line (JSON Lines, also called NDJSON); blank lines are skipped.
    case jsonl
    /// Comma-separated values with a header row (RFC 4180).
    case csv
    /// Tab-separated values with a header row, quoted like CSV.
    case tsv

    /// Whether the format has fields, so that field roles apply.
    public var isStructured: Bool { self != .lines }

    /// The format named `name` (case-insensitive; `ndjson` is accepted for `jsonl`).
    ///
    /// - Throws: a ``LoadError`` listing the valid names.
    public init(named name: String) throws(LoadError) {
        let lowered = name.lowercased()
        if let format = InputFormat(rawValue: lowered) {
            self = format
        } else if lowered == "ndjson" {
            self = .jsonl
        } else {
            let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw LoadError("unknown format '\(name)' (formats: \(names))")
        }
    }

    /// The format that `path`'s extension names, or nil when the extension names none.
    ///
    /// `.json`; `.jsonl` and `.ndjson`; `.csv`; `.tsv` and `.tab` (case-insensitive).
    public init?(extensionOf path: String) {
        let file = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        switch file[file.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonl
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        default: return nil
        }
    }

    /// The format for a file called `path`: the one its extension names, else ``lines``.
    public static func forPath(_ path: String) -> InputFormat {
        InputFormat(extensionOf: path) ?? .lines
    }

    /// A guess from the first bytes of an input whose name says nothing, used when the user asked
    /// for fields without naming a format (`cat data.csv | seek --scope-field kind`).
    ///
    /// `[` first means JSON, `{` JSON Lines; otherwise a first line with a tab means TSV, one with
    /// a comma CSV, and anything else lines.
    public static func guessed(from bytes: some Collection<UInt8>) -> InputFormat {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        content = content.drop(while: isSpace)
        switch content.first {
        case UInt8(ascii: "["): return .json
        case UInt8(ascii: "{"): return .jsonl
        default: break
        }
        let firstLine = content.prefix { $0 != 0x0A }
        if firstLine.contains(0x09) { return .tsv }
        if firstLine.contains(UInt8(ascii: ",")) { return .csv }
        return .lines
    }
}

/// Turns JSON Lines (one JSON object per line, also called NDJSON) into records.
///
/// Lines holding only whitespace are skipped; a line ending may be LF or CRLF; a UTF-8 byte order
/// mark at the start is skipped. Errors name the line of the file, not of the object:
/// `events.jsonl:12:8: malformed JSON: expected ':' after the key`.
///
/// It reads the whole input with a ``JSONLinesStreamReader``, so that an input read at once and
/// one read as it arrives follow the same rules.
public enum JSONLinesReader {
    /// Parses `bytes`; `name` (usually the file's path) starts every error message.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func records(from bytes: [UInt8], name: String) throws(LoadError) -> RecordStore {
        var reader = JSONLinesStreamReader(name: name)
        var records = try reader.read(bytes)
        records.append(contentsOf: try reader.finish())
        return records
    }
}

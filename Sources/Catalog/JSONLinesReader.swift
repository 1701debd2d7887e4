/// Turns JSON Lines (one JSON object per line, also called NDJSON) into ``Record`` values.
///
/// Lines holding only whitespace are skipped; a line ending may be LF or CRLF; a UTF-8 byte order
/// mark at the start is skipped. Errors name the line of the file, not of the object:
/// `events.jsonl:12:8: malformed JSON: expected ':' after the key`.
public enum JSONLinesReader {
    /// Parses `bytes`; `name` (usually the file's path) starts every error message.
    ///
    /// - Complexity: O(n) in the size of the input.
    public static func records(from bytes: [UInt8], name: String) throws(LoadError) -> [Record] {
        var records: [Record] = []
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineNumber = 1
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = Array(bytes[lineStart..<lineEnd])
            if line.contains(where: { !isWhitespace($0) }) {
                records.append(try record(from: line, lineNumber: lineNumber, name: name))
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return records
    }

    private static func record(from line: [UInt8], lineNumber: Int, name: String) throws(LoadError) -> Record {
        let value: JSONParser.Value
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw LoadError("\(name):\(lineNumber):\(error.column): malformed JSON: \(error.reason)")
        }
        guard case .object(let members) = value else {
            throw LoadError("\(name):\(lineNumber): expected a JSON object on each line")
        }
        return Record(fields: members.map { ($0.0, JSONRecordReader.fieldValue($0.1)) })
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }
}

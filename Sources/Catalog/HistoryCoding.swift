/// The history file's format: one query per line, each a JSON string.
enum HistoryCoding {
    struct Failure: Error {
        var reason: String
    }

    /// The file's bytes for `entries`.
    static func encode(_ entries: [String]) -> [UInt8] {
        entries.flatMap(encodedLine)
    }

    /// One entry as a JSON string and a newline.
    static func encodedLine(_ entry: String) -> [UInt8] {
        var line: [UInt8] = [UInt8(ascii: "\"")]
        for byte in entry.utf8 {
            switch byte {
            case UInt8(ascii: "\""): line += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): line += Array(#"\\"#.utf8)
            case 0x0A: line += Array(#"\n"#.utf8)
            case 0x0D: line += Array(#"\r"#.utf8)
            case 0x09: line += Array(#"\t"#.utf8)
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16, uppercase: true)
                line += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: line.append(byte)
            }
        }
        line += [UInt8(ascii: "\""), 0x0A]
        return line
    }

    /// The entries in `bytes`, without duplicates; empty lines are skipped.
    ///
    /// - Throws: a ``Failure`` naming the first line that is not a JSON string.
    static func decode(_ bytes: [UInt8]) throws(Failure) -> [String] {
        var entries: [String] = []
        var seen = Set<String>()
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty else { continue }
            guard case .text(let entry)? = try? JSONParser.parse(Array(line)) else {
                throw Failure(reason: "line \(index + 1) is not a JSON string")
            }
            if seen.insert(entry).inserted {
                entries.append(entry)
            }
        }
        return entries
    }
}

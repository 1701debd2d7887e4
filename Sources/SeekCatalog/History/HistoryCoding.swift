/// The two layouts a history file may have, and the queries in one, in file order.
///
/// - ``HistoryFormat/jsonStrings``, seek's own: one query per line written as a JSON string, most
///   recent first, without duplicates, so that any text (tabs, newlines, quotes) round-trips.
/// - ``HistoryFormat/plainLines``, fzf's `--history`: one query per line as typed, oldest first,
///   duplicates kept. A file is read this way when its first line is not a JSON string, and it
///   stays this way, so one file can serve both programs.
enum HistoryCoding {
    struct Failure: Error {
        var reason: String
    }

    /// What a history file holds.
    struct Contents: Equatable {
        var format: HistoryFormat
        /// The queries in the order of the file's lines.
        var queries: [String]
    }

    /// The file's bytes for `contents`.
    static func encode(_ contents: Contents) -> [UInt8] {
        contents.queries.flatMap { line(for: $0, in: contents.format) ?? [] }
    }

    /// One query as a line of `format`, newline included, or nil when `format` cannot hold it
    /// (a plain line cannot hold a line break or another control character).
    static func line(for query: String, in format: HistoryFormat) -> [UInt8]? {
        switch format {
        case .jsonStrings:
            return jsonLine(query)
        case .plainLines:
            let bytes = Array(query.utf8)
            guard isPlainText(bytes[...]) else { return nil }
            return bytes + [0x0A]
        }
    }

    /// The queries in `bytes`, and the layout they are in; empty lines are skipped.
    ///
    /// - Throws: a ``Failure`` naming the first line that does not fit the layout (the first
    ///   line decides it).
    static func decode(_ bytes: [UInt8]) throws(Failure) -> Contents {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().filter { !$0.element.isEmpty }
        guard let first = lines.first, case .text = try? JSONParser.parse(Array(first.element)) else {
            return try decodePlain(lines)
        }
        var queries: [String] = []
        var seen = Set<String>()
        for (index, line) in lines {
            guard case .text(let query)? = try? JSONParser.parse(Array(line)) else {
                throw Failure(reason: "line \(index + 1) is not a JSON string, as line \(first.offset + 1) is")
            }
            if seen.insert(query).inserted {
                queries.append(query)
            }
        }
        return Contents(format: .jsonStrings, queries: queries)
    }

    private static func decodePlain(_ lines: [(offset: Int, element: ArraySlice<UInt8>)]) throws(Failure) -> Contents {
        var queries: [String] = []
        queries.reserveCapacity(lines.count)
        for (index, line) in lines {
            guard isPlainText(line), let query = String(validating: line, as: UTF8.self) else {
                throw Failure(reason: "line \(index + 1) is neither a JSON string nor plain text")
            }
            queries.append(query)
        }
        return Contents(format: .plainLines, queries: queries)
    }

    /// Whether `bytes` can be a plain line: no control character but tab (UTF-8 is checked
    /// apart). Binary files fail this, so they are left alone rather than read as queries.
    private static func isPlainText(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
    }

    /// One query as a JSON string and a newline.
    private static func jsonLine(_ query: String) -> [UInt8] {
        var line: [UInt8] = [UInt8(ascii: "\"")]
        for byte in query.utf8 {
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
}


import Glibc

/// Generated structured inputs for the record memory benchmark: the same people as CSV, as JSON
/// Lines with a nested object and a list, and as an indented JSON array; plus a CSV of
/// one-character rows, where fixed costs per row dominate, and the same letters as plain lines,
/// which have no records: the floor for such rows. The content depends only on the row counts,
/// so runs compare.
struct RecordCorpus {
    /// One input: its format's name and its path.
    struct Input {
        var label: String
        var path: String
    }

    static let cities = ["Oslo", "Lima", "Kyoto", "Accra", "Quito", "Perth", "Turku", "Cork"]

    /// Writes the inputs into `/tmp` unless they are there already, and returns them.
    static func ensure() -> [Input] {
        let inputs = [
            Input(label: "CSV, 1.6 M rows", path: "/tmp/seek-bench-people.csv"),
            Input(label: "JSON Lines, 0.8 M nested records", path: "/tmp/seek-bench-people.jsonl"),
            Input(label: "JSON array (indented), 0.5 M nested records", path: "/tmp/seek-bench-people.json"),
            Input(label: "CSV of one-character rows, 4.75 M rows", path: "/tmp/seek-bench-narrow.csv"),
            Input(label: "plain lines of one character, 4.75 M (no records)", path: "/tmp/seek-bench-narrow.txt"),
        ]
        write(inputs[0].path) { emit in
            emit("id,name,email,city,joined\n")
            for number in 0..<1_600_000 {
                emit("\(number),Person \(number),person\(number)@example.com,\(cities[number % 8]),2021-03-\(10 + number % 18)\n")
            }
        }
        write(inputs[1].path) { emit in
            for number in 0..<800_000 {
                emit(jsonRecord(number, indent: nil) + "\n")
            }
        }
        write(inputs[2].path) { emit in
            emit("[\n")
            for number in 0..<500_000 {
                emit((number == 0 ? "" : ",\n") + jsonRecord(number, indent: "  "))
            }
            emit("\n]\n")
        }
        write(inputs[3].path) { emit in
            emit("c\n")
            let letters = Array("abcdefghij")
            for number in 0..<4_750_000 {
                emit("\(letters[number % 10])\n")
            }
        }
        write(inputs[4].path) { emit in
            let letters = Array("abcdefghij")
            for number in 0..<4_750_000 {
                emit("\(letters[number % 10])\n")
            }
        }
        return inputs
    }

    /// One person as a JSON object: on one line, or indented by `indent` per level.
    static func jsonRecord(_ number: Int, indent: String?) -> String {
        let tags = ["\"a\"", "\"b\""].prefix(number % 3).joined(separator: ", ")
        let members = [
            "\"id\": \(number)",
            "\"name\": \"Person \(number)\"",
            "\"email\": \"person\(number)@example.com\"",
            "\"address\": {\"city\": \"\(cities[number % 8])\", \"zip\": \"\(10_000 + number % 89_999)\"}",
            "\"tags\": [\(tags)]",
            "\"active\": \(number % 2 == 0)",
            "\"note\": null",
        ]
        guard let indent else { return "{" + members.joined(separator: ", ") + "}" }
        return indent + "{\n" + members.map { indent + indent + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// Writes the file at `path` through `body`'s calls to its `emit`, unless it exists.
    private static func write(_ path: String, _ body: ((String) -> Void) -> Void) {
        guard access(path, F_OK) != 0 else { return }
        let temporary = path + ".partial"
        guard let file = fopen(temporary, "w") else { fatalError("cannot write \(temporary)") }
        body { text in fputs(text, file) }
        fclose(file)
        rename(temporary, path)
    }
}

import Testing
@testable import SeekCatalog

@Suite struct RecordStreamReaderTests {
    static let jsonLines = "\u{FEFF}{\"name\": \"Pad Thai\", \"tags\": [\"spicy\", \"麺\"]}\r\n"
        + "\n   \r\n"
        + "{\"name\": \"Tom Yum 🍲\", \"n\": 3.5, \"ok\": true, \"none\": null}\n"
        + "{\"name\": \"e\u{301}clair\", \"nested\": {\"a\": 1}}\n"
        + "{\"name\": \"last, without newline\"}"

    static let csv = "\u{FEFF}name,\"note\",course\r\n"
        + "\n"
        + "Pad Thai,\"a \"\"quoted\"\" word, and\nthree\r\nlines\",Main\r\n"
        + "寿司,🍣,\"\"\n"
        + "x\ry,5\" pipe\n"
        + "short\n"
        + "trailing,separator,\n"
        + "\"\",\"\n\",\"é\"\r\n"
        + "\r\n"
        + "end,of,input\r"

    static let tsv = "name\t\"note\"\tcourse\r\n"
        + "Pad Thai\t\"a \"\"quoted\"\" word, and\nthree\r\nlines\"\tMain\r\n"
        + "寿司\t🍣\t\"\"\n"
        + "x\ry\t5\" pipe\n"
        + "\n"
        + "short\n"
        + "trailing\tseparator\t\n"
        + "\"\"\t\"\n\"\t\"é\"\r\n"
        + "end\tof\tinput\r"

    /// Feeds `pieces` one by one and then finishes, collecting every record.
    func streamed<Reader: RecordStreamReader>(_ reader: Reader, _ pieces: [[UInt8]]) throws(LoadError) -> (records: [Record], reader: Reader) {
        var reader = reader
        var records: [Record] = []
        for piece in pieces {
            records += Array(try reader.read(piece))
        }
        records += Array(try reader.finish())
        return (records, reader)
    }

    /// The error `body` throws, or nil when it succeeds.
    func error(_ body: () throws -> Void) -> LoadError? {
        do {
            try body()
            return nil
        } catch {
            return error as? LoadError
        }
    }

    @Test func jsonLinesInRandomPiecesGiveTheRecordsOfTheWholeInput() throws {
        let bytes = Array(Self.jsonLines.utf8)
        let whole = try JSONLinesReader.records(from: bytes, name: "x.jsonl")
        #expect(whole.count == 4)
        for seed in UInt64(0)..<300 {
            let (records, _) = try streamed(JSONLinesStreamReader(name: "x.jsonl"), randomPieces(of: bytes, seed: seed))
            #expect(records == Array(whole), "seed \(seed)")
        }
        let (byByte, _) = try streamed(JSONLinesStreamReader(name: "x.jsonl"), bytes.map { [$0] })
        #expect(byByte == Array(whole))
    }

    @Test func csvAndTSVInRandomPiecesGiveTheRecordsOfTheWholeInput() throws {
        for (separator, text) in [(UInt8(ascii: ","), Self.csv), (0x09, Self.tsv)] {
            let bytes = Array(text.utf8)
            let whole = try CSVReader(separator: separator).read(bytes, name: "x")
            #expect(whole.fieldNames == ["name", "note", "course"])
            #expect(whole.records.count == 7)
            #expect(whole.records[0]["note"] == .text("a \"quoted\" word, and\nthree\r\nlines"))
            for seed in UInt64(0)..<300 {
                let (records, reader) = try streamed(
                    CSVStreamReader(separator: separator, name: "x"), randomPieces(of: bytes, seed: seed)
                )
                #expect(records == Array(whole.records), "seed \(seed)")
                #expect(reader.declaredFieldNames == whole.fieldNames)
            }
            let (byByte, _) = try streamed(CSVStreamReader(separator: separator, name: "x"), bytes.map { [$0] })
            #expect(byByte == Array(whole.records))
        }
    }

    @Test func csvRecordsArriveAsSoonAsTheLineEndingOutsideQuotesIsIn() throws {
        var reader = CSVStreamReader(separator: UInt8(ascii: ","), name: "x")
        #expect(try reader.read(Array("a,b\n1,\"two\n".utf8)).isEmpty)
        #expect(reader.declaredFieldNames == ["a", "b"])
        #expect(try reader.read(Array("lines\"\n3,".utf8)) == [Record(fields: [("a", .text("1")), ("b", .text("two\nlines"))])])
        #expect(try reader.finish() == [Record(fields: [("a", .text("3")), ("b", .text(""))])])
    }

    @Test func aMalformedJSONLineLateInTheStreamNamesItsAbsoluteLineAndColumn() {
        let bytes = Array(String(repeating: "{\"a\": 1}\n", count: 79_999).utf8) + Array("{\"a\" 1}\n{\"a\": 2}\n".utf8)
        let pieces = stride(from: 0, to: bytes.count, by: 4_093).map { Array(bytes[$0..<min($0 + 4_093, bytes.count)]) }
        let failure = error { _ = try streamed(JSONLinesStreamReader(name: "big.jsonl"), pieces) }
        #expect(failure == LoadError("big.jsonl:80000:6: malformed JSON: expected ':' after the key"))
    }

    @Test func aMalformedCSVRecordLateInTheStreamNamesItsAbsoluteLineAndColumn() {
        let rows = "a,b\n" + String(repeating: "1,\"two\nlines\"\n", count: 39_999)  // 79,999 lines
        let cases = [
            ("x,\"é\"z\n", "data.csv:80000:6: unexpected 'z' after a closing quote"),
            ("1,2,3\n", "data.csv:80000: row has 3 fields, the header has 2"),
            ("éé,\"open\nand on\n", "data.csv:80000:4: unclosed quote"),
        ]
        for (lastRow, message) in cases {
            let bytes = Array((rows + lastRow).utf8)
            let pieces = stride(from: 0, to: bytes.count, by: 4_093).map { Array(bytes[$0..<min($0 + 4_093, bytes.count)]) }
            let failure = error { _ = try streamed(CSVStreamReader(separator: UInt8(ascii: ","), name: "data.csv"), pieces) }
            #expect(failure == LoadError(message))
        }
    }

    @Test func errorsInRandomPiecesAreTheErrorsOfTheWholeInput() {
        let inputs = ["a,b\n\"x\ny\",2\n1,2,3\n", "a,b\n1,2\nxyz,\"open\n4,5\n", "a,b\néé,\"x", "a,b\n\"ab\"x,2\n", "a\n\"x\"\r\r\n"]
        for text in inputs {
            let bytes = Array(text.utf8)
            let whole = error { _ = try CSVReader.csv.read(bytes, name: "d.csv") }
            #expect(whole != nil, "\(text)")
            for seed in UInt64(0)..<50 {
                let failure = error {
                    _ = try streamed(CSVStreamReader(separator: UInt8(ascii: ","), name: "d.csv"), randomPieces(of: bytes, seed: seed))
                }
                #expect(failure == whole, "\(text) seed \(seed)")
            }
        }
    }
}

import Testing
@testable import SeekCatalog

@Suite struct JSONLinesReaderTests {
    func records(_ text: String) throws -> [Record] {
        Array(try JSONLinesReader.records(from: Array(text.utf8), name: "events.jsonl"))
    }

    @Test func everyLineIsOneObjectWithItsFieldsInOrder() throws {
        let parsed = try records("{\"b\": 1, \"a\": \"x\"}\n{\"a\": [true]}")
        #expect(parsed.count == 2)
        #expect(parsed[0].fields.map(\.name) == ["b", "a"])
        #expect(parsed[1]["a"] == .list([.bool(true)]))
    }

    @Test func blankLinesAndCRLFAreAccepted() throws {
        #expect(try records("\n{\"a\": 1}\r\n   \r\n\t\n{\"a\": 2}\r\n").count == 2)
    }

    @Test func anEmptyInputHasNoRecords() throws {
        #expect(try records("") == [])
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStillCountFromTheLineStart() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": }".utf8)
        #expect(throws: LoadError("x:1:7: malformed JSON: unexpected character '}'")) {
            try JSONLinesReader.records(from: bytes, name: "x")
        }
    }

    @Test func errorsNameTheLineOfTheFile() {
        #expect(throws: LoadError("events.jsonl:4:6: malformed JSON: expected ':' after the key")) {
            try records("{\"a\": 1}\n\n{\"a\": 2}\n{\"a\" 1}\n")
        }
    }

    @Test func aLineThatIsNotAnObjectIsAnError() {
        #expect(throws: LoadError("events.jsonl:2: expected a JSON object on each line")) {
            try records("{\"a\": 1}\n[1, 2]\n")
        }
    }

    @Test func anObjectMayNotSpanLines() {
        #expect(throws: LoadError("events.jsonl:1:2: malformed JSON: expected a quoted key")) {
            try records("{\n\"a\": 1}\n")
        }
    }

    @Test func oneHugeLineIsReadWhole() throws {
        let huge = String(repeating: "é", count: 1_500_000)
        #expect(try records("{\"text\": \"\(huge)\"}\n{\"text\": \"x\"}")[0]["text"] == .text(huge))
    }
}

import Testing
@testable import SeekCatalog

@Suite struct JSONRecordReaderTests {
    func records(_ text: String) throws -> [Record] {
        Array(try JSONRecordReader.records(from: Array(text.utf8), name: "data.json"))
    }

    @Test func fieldsKeepTheOrderOfTheFile() throws {
        let parsed = try records(#"[{"zeta": 1, "alpha": "a", "mid": true}]"#)
        #expect(parsed[0].fields.map(\.name) == ["zeta", "alpha", "mid"])
        #expect(parsed[0]["zeta"] == .number("1"))
        #expect(parsed[0]["alpha"] == .text("a"))
        #expect(parsed[0]["mid"] == .bool(true))
    }

    @Test func stringEscapesAndSurrogatePairsDecode() throws {
        let parsed = try records(#"[{"s": "a\"b\\c\n\u00e9\ud83d\ude00"}]"#)
        #expect(parsed[0]["s"] == .text("a\"b\\c\né😀"))
    }

    @Test func aLoneSurrogateBecomesAReplacementAndWhatFollowsIsKept() throws {
        #expect(try records(#"[{"s": "x\ud800\u0041y"}]"#)[0]["s"] == .text("x\u{FFFD}Ay"))
        #expect(try records(#"[{"s": "\udc00\ud800\ud83d\ude00\ud800"}]"#)[0]["s"] == .text("\u{FFFD}\u{FFFD}😀\u{FFFD}"))
    }

    @Test func theErrorColumnAfterAByteOrderMarkCountsFromTheFirstCharacter() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[{\"a\": 1,}]".utf8)
        #expect(throws: LoadError("data.json:1:10: malformed JSON: expected a quoted key")) {
            try JSONRecordReader.records(from: bytes, name: "data.json")
        }
        #expect(throws: LoadError("data.json:1:1: malformed JSON: unexpected end of input")) {
            try JSONRecordReader.records(from: [0xEF, 0xBB, 0xBF], name: "data.json")
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"[{"a": "b"}]"#.utf8)
        #expect(try JSONRecordReader.records(from: bytes, name: "x")[0]["a"] == .text("b"))
    }

    @Test func listsAreKeptAsLists() throws {
        let parsed = try records(#"[{"tags": ["x", 2, null]}]"#)
        #expect(parsed[0]["tags"] == .list([.text("x"), .number("2"), .null]))
        #expect(parsed[0]["tags"]?.displayText == "x, 2, ")
    }

    @Test(arguments: [
        ("[{\"a\": 1,}]", "data.json:1:10: malformed JSON: expected a quoted key"),
        ("[\n  {\"a\": tru}\n]", "data.json:2:9: malformed JSON: unexpected character 't'"),
        ("[{\"a\": \"open}]", "data.json:1:8: malformed JSON: unterminated string"),
        ("[1, 2", "data.json:1:6: malformed JSON: expected ',' or ']' in an array"),
        ("[] x", "data.json:1:4: malformed JSON: unexpected text after the JSON value"),
        ("{\"a\": 1}", "data.json: expected a JSON array of objects"),
        ("[1]", "data.json: element 1 of the array is not an object"),
    ])
    func malformedInputIsReportedWithLineAndColumn(text: String, message: String) {
        #expect(throws: LoadError(message)) { try records(text) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: LoadError.self) { try records(deep) }
    }
}

@Suite struct DisplayTemplateTests {
    let record = Record(fields: [("name", .text("Pad Thai")), ("cuisine", .text("Thai")), ("minutes", .number("30"))])

    @Test func aPlainNameShowsThatField() {
        #expect(DisplayTemplate("name").render(record) == "Pad Thai")
        #expect(DisplayTemplate("name").fieldNames == ["name"])
    }

    @Test func bracesAreReplacedByFieldValues() {
        let template = DisplayTemplate("{name} ({cuisine}, {minutes} min)")
        #expect(template.render(record) == "Pad Thai (Thai, 30 min)")
        #expect(template.fieldNames == ["name", "cuisine", "minutes"])
    }

    @Test func aMissingFieldAndAnUnclosedBraceAreHarmless() {
        #expect(DisplayTemplate("{nope}-{name").render(record) == "-{name")
    }
}

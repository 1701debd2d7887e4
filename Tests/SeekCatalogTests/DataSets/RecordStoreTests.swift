import Testing
@testable import SeekCatalog

@Suite struct RecordStoreTests {
    static let nested = Record(fields: [
        ("name", .text("web")),
        ("meta", .object(Record(fields: [("labels", .object(Record(fields: [("app", .text("nginx"))]))), ("empty", .object(Record(fields: [])))]))),
        ("ports", .list([.object(Record(fields: [("port", .number("80"))])), .list([]), .null])),
        ("ratio", .number("1.50")),
        ("on", .bool(true)),
        ("off", .bool(false)),
        ("none", .null),
        ("long", .text(String(repeating: "é", count: 300))),
    ])

    @Test func recordsReadBackAsTheyWereStoredWithTheirNestingAndOrder() {
        let plain = Record(fields: [("a", .text("1"))])
        let store: RecordStore = [Self.nested, plain, Record(fields: [])]
        #expect(store.count == 3)
        #expect(store[0] == Self.nested)
        #expect(store[1] == plain)
        #expect(store[2].fields.isEmpty)
        #expect(store[0].fields.map(\.name) == ["name", "meta", "ports", "ratio", "on", "off", "none", "long"])
    }

    @Test func oneFieldIsReadOnItsOwnAndAMissingOneIsNil() {
        let store: RecordStore = [Self.nested]
        #expect(store.value(at: 0, field: "ratio") == .number("1.50"))
        #expect(store.value(at: 0, field: "ports") == Self.nested["ports"])
        #expect(store.value(at: 0, field: "none") == .null)
        #expect(store.value(at: 0, field: "missing") == nil)
        #expect(store.fieldNames(at: 0) == Self.nested.fields.map(\.name))
    }

    @Test func rowsOfATableAreStoredWithoutTheirNamesAndOtherRecordsWithThem() {
        var store = RecordStore(columnNames: ["name", "city"])
        let row = Record(fields: [("name", .text("Ada")), ("city", .text("London"))])
        let other = Record(fields: [("name", .text("Bo")), ("age", .number("3"))])
        store.append(row)
        store.append(other)
        #expect(Array(store) == [row, other])
        #expect(store.value(at: 0, field: "city") == .text("London"))
        #expect(store.value(at: 1, field: "age") == .number("3"))
        #expect(store.fieldNames(at: 0) == ["name", "city"])
    }

    @Test func appendingAStoreWithOtherColumnsKeepsEveryRecord() {
        var table = RecordStore(columnNames: ["a"])
        table.append(Record(fields: [("a", .text("1"))]))
        var other = RecordStore(columnNames: ["b"])
        other.append(Record(fields: [("b", .text("2"))]))
        table.append(contentsOf: other)
        #expect(Array(table) == [Record(fields: [("a", .text("1"))]), Record(fields: [("b", .text("2"))])])
        var empty = RecordStore()
        empty.append(contentsOf: other)
        #expect(empty.columnNames == ["b"] && empty == other)
    }

    @Test func storedRecordsTakeNoMoreRoomThanTheirSourceText() throws {
        var csv = "id,name,email,city\n"
        var jsonLines = ""
        for number in 0..<2_000 {
            csv += "\(number),Person \(number),person\(number)@example.com,City \(number % 37)\n"
            jsonLines += #"{"id": \#(number), "name": "Person \#(number)", "tags": ["a", "b"], "address": {"city": "City \#(number % 37)"}}"# + "\n"
        }
        let table = try CSVReader.csv.read(Array(csv.utf8), name: "x.csv")
        // Each row costs its text plus its terminator: no kind byte, and the header is not repeated.
        #expect(table.records.encodedByteCount <= csv.utf8.count + table.records.count)
        let records = try JSONLinesReader.records(from: Array(jsonLines.utf8), name: "x.jsonl")
        #expect(records.encodedByteCount <= jsonLines.utf8.count * 4 / 5)
    }
}

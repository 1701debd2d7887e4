import Testing
@testable import SeekCatalog

/// A data set does not store the display field's value twice: where it is exactly the row shown,
/// the record refers to the row. These check that such records read back unchanged.
@Suite struct RecordElisionTests {
    /// Loads `text` as the format `name` names, with `display` as the row shown.
    func load(_ text: String, name: String, display: String? = nil) throws -> DataSet {
        try DataSetLoader(roles: FieldRoleChoices(display: display)).load(bytes: Array(text.utf8), name: name)
    }

    /// The records as the reader gives them, before a data set takes them in.
    func readerRecords(_ text: String, name: String) throws -> RecordStore {
        let bytes = Array(text.utf8)
        if name.hasSuffix(".csv") { return try CSVReader.csv.read(bytes, name: name).records }
        return try JSONLinesReader.records(from: bytes, name: name)
    }

    /// Every record, every single value and every field name of `dataSet` is what the reader read.
    func expectSameRecords(_ dataSet: DataSet, as read: RecordStore) {
        #expect(dataSet.records.count == read.count)
        #expect(Array(dataSet.records) == Array(read))
        for index in read.indices {
            for name in read.fieldNames(at: index) {
                #expect(dataSet.records.value(at: index, field: name) == read.value(at: index, field: name))
            }
            #expect(dataSet.records.fieldNames(at: index) == read.fieldNames(at: index))
        }
    }

    @Test func aCSVRowWhoseShownValueIsElidedDecodesToTheSameRecord() throws {
        let csv = "name,city\n"
            + "\"Ada \"\"the first\"\", of Lovelace\",London\n"
            + "Zoë 👩‍💻,Zürich\n"
            + "\"two\nlines\",Oslo\n"
            + ",empty name\n"
        let dataSet = try load(csv, name: "people.csv", display: "name")
        let read = try readerRecords(csv, name: "people.csv")
        expectSameRecords(dataSet, as: read)
        #expect(dataSet.items.text(at: 0) == "Ada \"the first\", of Lovelace")
        // Each name is kept once, in the rows shown: the records hold a byte in its place.
        let names = ["Ada \"the first\", of Lovelace", "Zoë 👩‍💻", "two\nlines", ""]
        #expect(dataSet.records.encodedByteCount == read.encodedByteCount - names.map(\.utf8.count).reduce(0, +))
    }

    @Test func aCSVValueThatIsNotValidUTF8IsKeptAsRead() throws {
        var bytes = Array("name,city\n".utf8)
        bytes += [0x61, 0xFF, 0x62] + Array(",Lima\n".utf8)
        let dataSet = try DataSetLoader(roles: FieldRoleChoices(display: "name")).load(bytes: bytes, name: "x.csv")
        let read = try CSVReader.csv.read(bytes, name: "x.csv").records
        // The row shown has U+FFFD where the record has the byte: the record keeps its own bytes.
        #expect(dataSet.items.text(at: 0) == "a\u{FFFD}b")
        #expect(dataSet.records.encodedByteCount == read.encodedByteCount)
        expectSameRecords(dataSet, as: read)
    }

    @Test func aJSONRecordWhoseShownValueIsElidedDecodesToTheSameRecord() throws {
        let jsonLines = #"{"name": "Caf\u00e9 \"Zoë\" \ud83d\ude00\n", "id": 1, "tags": ["a"]}"# + "\n"
            + #"{"id": 2.50, "name": "plain", "name": "second"}"# + "\n"
            + #"{"name": 7, "id": 3}"# + "\n"
            + #"{"name": ["a", "b"], "id": 4}"# + "\n"
            + #"{"id": 5}"# + "\n"
        let dataSet = try load(jsonLines, name: "x.jsonl", display: "name")
        let read = try readerRecords(jsonLines, name: "x.jsonl")
        expectSameRecords(dataSet, as: read)
        #expect(dataSet.records.value(at: 0, field: "name") == .text("Café \"Zoë\" 😀\n"))
        #expect(dataSet.records.value(at: 2, field: "name") == .number("7"))
        #expect(dataSet.records.value(at: 1, field: "name") == .text("plain"))  // the first of a repeated name
        // Elided: the text, "plain" and the number 7 (its bytes and their length, each once).
        let elided = [#"Café "Zoë" 😀"# + "\n", "plain", "7"].map { $0.utf8.count + 1 }.reduce(0, +)
        #expect(dataSet.records.encodedByteCount == read.encodedByteCount - elided)
    }

    @Test func aNumberShownAsItWasWrittenIsElidedAndStaysANumber() throws {
        let dataSet = try load("{\"id\": 1.50}\n{\"id\": -0}\n", name: "x.jsonl", display: "id")
        #expect(Array(dataSet.records) == [Record(fields: [("id", .number("1.50"))]), Record(fields: [("id", .number("-0"))])])
    }

    @Test func aTemplateDisplayElidesNothing() throws {
        let csv = "name,city\nAda,London\n"
        let dataSet = try load(csv, name: "x.csv", display: "{name} ({city})")
        let read = try readerRecords(csv, name: "x.csv")
        expectSameRecords(dataSet, as: read)
        #expect(dataSet.records.encodedByteCount == read.encodedByteCount)
    }

    @Test func aTableOfOneColumnShownAsItIsStoresNoRecordBytes() throws {
        let csv = "letter\n" + (0..<1_000).map { "\(["a", "é", "\"x,y\""][$0 % 3])\n" }.joined()
        let dataSet = try load(csv, name: "x.csv")
        let read = try readerRecords(csv, name: "x.csv")
        #expect(dataSet.records.encodedByteCount == 0)
        expectSameRecords(dataSet, as: read)
        #expect(dataSet.detail(of: 2).first?.value == "x,y")
    }

    @Test func aTableOfOneColumnKeepsTheRowsItCannotElide() throws {
        var bytes = Array("letter\na\nb\n".utf8)
        bytes += [0xFF, 0x0A] + Array("c\n".utf8)
        let dataSet = try DataSetLoader().load(bytes: bytes, name: "x.csv")
        let read = try CSVReader.csv.read(bytes, name: "x.csv").records
        expectSameRecords(dataSet, as: read)
        // The two leading rows cost nothing; the invalid byte is kept with its length; "c" is a marker.
        #expect(dataSet.records.encodedByteCount == (2 + 1) + (1 + 1))
    }

    @Test func aLargeTableOfOneColumnStoresOnlyTheRowsAfterOneItCannotElide() throws {
        var bytes = Array("letter\n".utf8)
        for number in 0..<100_000 {
            bytes += number == 60_000 ? [0xFF, 0x0A] : [UInt8(ascii: "a") + UInt8(number % 26), 0x0A]
        }
        let dataSet = try DataSetLoader().load(bytes: bytes, name: "x.csv")
        let read = try CSVReader.csv.read(bytes, name: "x.csv").records
        expectSameRecords(dataSet, as: read)
        // 60,000 rows cost nothing; from the invalid byte on, each row is stored: the byte with its
        // length (3 bytes with the terminator), then a marker and a terminator for each later row.
        #expect(dataSet.records.encodedByteCount == 3 + 2 * 39_999)
    }

    @Test func aDataSetBuiltInBatchesElidesAsOneBuiltWhole() throws {
        let csv = "name,n\n" + (0..<10_000).map { "Person \($0),\($0)\n" }.joined()
        let whole = try load(csv, name: "x.csv")
        let read = try readerRecords(csv, name: "x.csv")
        var batches = DataSet(name: "x.csv", fieldNames: ["name", "n"], records: RecordStore(), roles: whole.roles!)
        for start in stride(from: 0, to: read.count, by: 3_000) {
            var batch = RecordStore(columnNames: ["name", "n"])
            for index in start..<min(start + 3_000, read.count) { batch.append(read[index]) }
            batches.append(records: batch)
        }
        expectSameRecords(batches, as: read)
        #expect(batches.records.encodedByteCount == whole.records.encodedByteCount)
        #expect(whole.records.encodedByteCount < read.encodedByteCount - 10_000 * "Person 0".utf8.count)
    }
}

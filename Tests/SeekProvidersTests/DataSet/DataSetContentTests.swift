import SeekCatalog
import SeekMatching
import SeekProviders
import SeekToolkit
import Testing

/// What the data set's content says about an item: to the screen (details, swatches) and to
/// commands (the bytes as read, a record's fields).
@Suite struct DataSetContentTests {
    @Test func aCommandSeesALineThatIsNotUtf8WithItsOwnBytesAndNoFields() {
        let name = Array("caf".utf8) + [0xE9]
        var items = ItemStore()
        items.append(bytes: name)
        let item = DataSetContent(dataSet: DataSet(name: "lines", items: items)).commandItem(at: 0)
        #expect(item.bytes == name)
        #expect(item.index == 0)
        #expect(item.text == "caf\u{FFFD}")
        #expect(item.fieldValue("title") == nil)
    }

    @Test func aCommandSeesARecordsFieldsByName() throws {
        let dataSet = try DataSetLoader().load(bytes: Array(#"{"title":"Dune","year":1965}"#.utf8), name: "books.jsonl")
        let item = DataSetContent(dataSet: dataSet).commandItem(at: 0)
        #expect(item.fieldValue("title") == "Dune")
        #expect(item.fieldValue("year") == "1965")
        #expect(item.fieldValue("author") == nil)
    }

    @Test func aRecordsDetailsAreItsFieldsWithMultilineValuesSplitIntoLines() throws {
        let dataSet = try DataSetLoader().load(bytes: Array(#"{"name":"Ada","note":"one\ntwo"}"#.utf8), name: "people.jsonl")
        let detail = try #require(DataSetContent(dataSet: dataSet).detail(ofItem: 0))
        #expect(detail.fields.contains(DetailField(name: "note", lines: ["one", "two"])))
        #expect(detail.fields.contains(DetailField(name: "name", lines: ["Ada"])))
    }

    @Test func aHexColourFieldGivesTheRowASwatch() throws {
        let dataSet = try DataSetLoader().load(bytes: Array(##"{"name":"red","hex":"#ff0000"}"##.utf8), name: "colors.jsonl")
        let content = DataSetContent(dataSet: dataSet)
        #expect(content.swatch(ofItem: 0) == DataSetContent.color(fromHex: "#ff0000"))
        #expect(content.swatch(ofItem: 0) != nil)
        #expect(DataSetContent.color(fromHex: "#ff00") == nil, "not six digits")
    }
}

import Testing
@testable import SeekCatalog

/// How a column's type turns a value's text into JSON: a number only when a double reads it
/// back exactly, a boolean, a parsed document, or else the text.
@Suite struct ColumnTypeTests {
    @Test(arguments: [
        ("0", true), ("-42", true), ("9007199254740992", true), ("-9007199254740992", true), ("9007199254740993", false),
        ("12.5", true), ("0.000000000000000000001", true), ("123456789012345", true), ("1234567890123456", true), ("12345678901234567", false),
        ("1234567890123.456", false),
        ("1.50000000000000000000", true), ("1.0000000000000001", false), ("100000000000000000000", true),
        ("1e308", false), ("1e-300", false), ("1e+100", true),
    ])
    func aDecimalIsANumberWhenADoubleHoldsItExactly(text: String, isNumber: Bool) {
        #expect(ColumnType.decimal.value(ofText: text) == (isNumber ? .number(text) : .text(text)))
    }

    @Test func anIntegerBeyondTwoToTheFiftyThirdIsAString() {
        #expect(ColumnType.integer.value(ofText: "9223372036854775807") == .text("9223372036854775807"))
        #expect(ColumnType.integer.value(ofText: "-15") == .number("-15"))
    }

    @Test func whatJSONHasNoNumberForIsAString() {
        for text in ["NaN", "Infinity", "-Infinity", "$1.00", "", " 1", "1."] {
            #expect(ColumnType.float.value(ofText: text) == .text(text), "\(text)")
            #expect(ColumnType.decimal.value(ofText: text) == .text(text), "\(text)")
        }
        #expect(ColumnType.float.value(ofText: "1.2345678901234567e-300") == .number("1.2345678901234567e-300"),
                "a float's text is the shortest that reads back exactly")
    }

    @Test func booleansAndDocumentsBecomeTheirJSONValues() {
        #expect(ColumnType.boolean.value(ofText: "true") == .bool(true))
        #expect(ColumnType.boolean.value(ofText: "f") == .bool(false))
        #expect(ColumnType.json.value(ofText: #"{"a": [1, null]}"#) == .object(Record(fields: [("a", .list([.number("1"), .null]))])))
        #expect(ColumnType.json.value(ofText: "{broken") == .text("{broken"), "not JSON: kept as text")
        #expect(ColumnType.text.value(ofText: "42") == .text("42"))
    }

    @Test func aDataSetWithoutTypesWritesItsRecordsAsTheyWereRead() {
        let record = Record(fields: [("n", .text("42")), ("ok", .text("true"))])
        var dataSet = DataSet(name: "t", records: [record], display: DisplayTemplate("n"))
        #expect(dataSet.jsonRecord(at: 0) == record)
        dataSet.columnTypes = ["n": .integer, "ok": .boolean]
        #expect(dataSet.jsonRecord(at: 0) == Record(fields: [("n", .number("42")), ("ok", .bool(true))]))
    }
}

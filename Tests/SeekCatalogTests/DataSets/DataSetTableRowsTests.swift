import SeekMatching
import Testing
@testable import SeekCatalog

/// A table's rows given as bytes (a database's result) and pages of rows made into data sets of
/// their own and then joined: both must give the data set that the same records appended whole
/// give.
@Suite struct DataSetTableRowsTests {
    /// Rows of texts or nulls held in memory of their own, as a database client holds them.
    final class Rows: TextTableRows {
        private let values: [[UnsafeMutableBufferPointer<UInt8>?]]

        init(_ rows: [[String?]]) {
            values = rows.map { row in
                row.map { text in
                    text.map { text in
                        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
                        _ = buffer.initialize(from: text.utf8)
                        return buffer
                    }
                }
            }
        }

        deinit {
            for row in values { for value in row { value?.deallocate() } }
        }

        var rowCount: Int { values.count }

        func text(row: Int, column: Int) -> UnsafeBufferPointer<UInt8>? {
            values[row][column].map { UnsafeBufferPointer($0) }
        }
    }

    let columns = ["name", "brand", "colour", "category", "price"]
    let roles = FieldRoles(display: DisplayTemplate("name"), scopeField: "category", tokenFields: ["brand", "colour"],
                           detailFields: ["brand", "colour", "price"], searchFields: ["name", "brand"])

    /// Rows with a repeated and an empty display value, a null (the store names its fields from
    /// then on) and a name that is not valid as it would be shown twice.
    var table: [[String?]] {
        var rows: [[String?]] = (0..<50).map { number in
            ["Lamp \(number % 7)", "Brand \(number % 3)", number.isMultiple(of: 4) ? "" : "Red", "Kitchen \(number % 2)", "\(number).50"]
        }
        rows[10][0] = ""
        rows[30][3] = nil
        rows[31][1] = "Zoë \"quoted\", two\nlines"
        return rows
    }

    func records(of rows: [[String?]]) -> [Record] {
        rows.map { row in Record(fields: zip(columns, row).map { ($0, $1.map(FieldValue.text) ?? .null) }) }
    }

    func emptyDataSet() -> DataSet {
        DataSet(name: "t", fieldNames: columns, records: RecordStore(columnNames: columns), roles: roles)
    }

    /// The data set `rows` make when read as bytes, the one their records make when stored as a
    /// table's records are (the shown value elided), and those records.
    func madeBothWays(_ rows: [[String?]]) -> (fromRows: DataSet, fromRecords: DataSet, tableRecords: RecordStore) {
        var fromRows = emptyDataSet()
        fromRows.append(rowsOf: Rows(rows))
        var tableRecords = RecordStore(columnNames: columns)
        for record in records(of: rows) { tableRecords.append(record) }
        var fromRecords = emptyDataSet()
        fromRecords.append(records: tableRecords)
        return (fromRows, fromRecords, tableRecords)
    }

    /// Everything a session reads of a data set is the same in both.
    func expectSame(_ found: DataSet, _ expected: DataSet) {
        #expect(found.items.count == expected.items.count)
        #expect((0..<found.items.count).map { found.items.text(at: $0) } == (0..<expected.items.count).map { expected.items.text(at: $0) })
        #expect((0..<found.items.count).map { found.searchableText(at: $0) } == (0..<expected.items.count).map { expected.searchableText(at: $0) })
        #expect(Array(found.records) == Array(expected.records))
        #expect(found.fieldNames == expected.fieldNames)
        #expect(found.scopeValues == expected.scopeValues)
        #expect(found.tokenValues == expected.tokenValues)
        #expect((0..<found.items.count).map { found.scopeIndex(of: $0) } == (0..<expected.items.count).map { expected.scopeIndex(of: $0) })
        #expect((0..<found.items.count).map { found.detail(of: $0).map(\.value) } == (0..<expected.items.count).map { expected.detail(of: $0).map(\.value) })
        #expect(found.fields.count == expected.fields.count)
        for value in ["Brand 1", "Red", "Kitchen 0"] {
            for field in ["brand", "colour", "category"] {
                let condition = FieldCondition(field: field, value: value)
                #expect(found.fields.items(satisfying: condition) == expected.fields.items(satisfying: condition))
            }
        }
    }

    @Test func rowsGivenAsBytesMakeTheDataSetTheirRecordsMake() {
        var fromRows = emptyDataSet()
        fromRows.append(rowsOf: Rows(table))
        var fromRecords = emptyDataSet()
        fromRecords.append(records: records(of: table))
        expectSame(fromRows, fromRecords)
        // Before a null, rows are stored as a table's records are, the shown value elided.
        let beforeNull = madeBothWays(Array(table[..<30]))
        expectSame(beforeNull.fromRows, beforeNull.fromRecords)
        #expect(beforeNull.fromRows.records.encodedByteCount == beforeNull.fromRecords.records.encodedByteCount)
        #expect(beforeNull.fromRows.records.encodedByteCount < beforeNull.tableRecords.encodedByteCount)
    }

    @Test func longValuesAreStoredAsTheirRecordsStoreThem() {
        // Values of 127 bytes and more take a length of two bytes or three, and rows larger than
        // the room a page's rows start with make it grow while a row is written.
        let rows: [[String?]] = (0..<40).map { number in
            [String(repeating: "n", count: 120 + number * 3), String(repeating: "b", count: number * 400), "Red", "Kitchen", "\(number)"]
        }
        let long = madeBothWays(rows)
        expectSame(long.fromRows, long.fromRecords)
        #expect(long.fromRows.records.encodedByteCount == long.fromRecords.records.encodedByteCount)
    }

    @Test func pagesMadeApartAndJoinedMakeTheDataSetOfAllTheirRows() {
        var joined = emptyDataSet()
        for start in stride(from: 0, to: table.count, by: 20) {
            var page = emptyDataSet()
            page.append(rowsOf: Rows(Array(table[start..<min(start + 20, table.count)])))
            joined.append(contentsOf: page)
        }
        var whole = emptyDataSet()
        whole.append(records: records(of: table))
        expectSame(joined, whole)
        // The third page has a null: its store names its fields, and the one joined to it did not.
        #expect(joined.records.columnNames.isEmpty)
    }

    @Test func pagesOfATableOfOneColumnJoinedStoreNoMoreThanTheTableWhole() {
        // One name is not ASCII: its row is rendered rather than taken as the value's bytes.
        let names: [[String?]] = (0..<30).map { [$0 == 12 ? "Crème \($0)" : "Item \($0)"] }
        let oneColumn = FieldRoles(display: DisplayTemplate("name"), detailFields: ["name"])
        let empty = DataSet(name: "t", fieldNames: ["name"], records: RecordStore(columnNames: ["name"]), roles: oneColumn)
        var joined = empty
        for start in stride(from: 0, to: 30, by: 10) {
            var page = empty
            page.append(rowsOf: Rows(Array(names[start..<start + 10])))
            joined.append(contentsOf: page)
        }
        var whole = empty
        whole.append(rowsOf: Rows(names))
        #expect(Array(joined.records) == Array(whole.records))
        #expect(joined.records.encodedByteCount == 0)
        #expect((0..<30).map { joined.items.text(at: $0) } == names.map { $0[0]! })
        // A page joined after a row that had to be stored keeps each of its rows' places.
        var mixed = empty
        mixed.append(rowsOf: Rows([["Item 0"], ["Item 1"]]))
        var rest = empty
        rest.append(records: [Record(fields: [("name", .number("7"))])])
        mixed.append(contentsOf: rest)
        mixed.append(contentsOf: joined)
        #expect(mixed.items.count == 33)
        #expect(mixed.records.value(at: 2, field: "name") == .number("7"))
        #expect(Array(mixed.records.suffix(30)) == Array(whole.records))
    }
}

import Foundation
import Testing
@testable import SeekCatalog
@testable import SeekMatching

/// The chunks a data set's items are read into, from a file, a stream or a table's pages, keep a
/// white-space bit per item that says what searching the item's bytes says.
@Suite struct DataSetWhiteSpaceBitsTests {
    static func expectBitsMatchTheSearch(_ store: ItemStore, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(store.count > 0, sourceLocation: sourceLocation)
        for chunk in store.chunks {
            for offset in 0..<chunk.count {
                let searched = chunk.bytes[chunk.range(of: offset)].contains { $0 < 0x21 }
                #expect(chunk.holdsWhiteSpace(offset) == searched, "item \(offset)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Lines with spaces, tabs, control characters and non-ASCII text, CRLF endings among them
    /// (a chunk whose returns are dropped is rebuilt).
    static let lines: [String] = (0..<300).map { number in
        switch number % 6 {
        case 0: "/usr/share/doc/\(number)"
        case 1: "My Documents/\(number)"
        case 2: "tab\there \(number)\r"
        case 3: "bell\u{07}\(number)"
        case 4: "/tmp/café/\(number)"
        default: "/x/" + String(repeating: "y", count: number % 40) + "\r"
        }
    }

    @Test func linesReadFromAFileKeepBitsThatMatchTheSearch() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-white-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.lines.joined(separator: "\n").utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try LineReader().read(path: path)
        #expect(store.count == Self.lines.count)
        Self.expectBitsMatchTheSearch(store)
        // Streamed: each chunk handed over as soon as it is complete.
        let file = try #require(FileHandle(forReadingAtPath: path))
        defer { try? file.close() }
        var streamed = ItemStore()
        try LineReader().read(descriptor: file.fileDescriptor, name: "stream") { (chunk: ItemChunk) in streamed.append(chunk) }
        #expect(streamed.count == Self.lines.count)
        Self.expectBitsMatchTheSearch(streamed)
    }

    @Test func tableRowsAndJoinedPagesKeepBitsThatMatchTheSearch() {
        let rows = DataSetTableRowsTests()
        var whole = rows.emptyDataSet()
        whole.append(rowsOf: DataSetTableRowsTests.Rows(rows.table))
        Self.expectBitsMatchTheSearch(whole.items)
        var joined = rows.emptyDataSet()
        for start in stride(from: 0, to: rows.table.count, by: 20) {
            var page = rows.emptyDataSet()
            page.append(rowsOf: DataSetTableRowsTests.Rows(Array(rows.table[start..<min(start + 20, rows.table.count)])))
            joined.append(contentsOf: page)
        }
        Self.expectBitsMatchTheSearch(joined.items)
        if let searchText = joined.searchText { Self.expectBitsMatchTheSearch(searchText) }
        var fromRecords = rows.emptyDataSet()
        fromRecords.append(records: rows.records(of: rows.table))
        Self.expectBitsMatchTheSearch(fromRecords.items)
    }
}

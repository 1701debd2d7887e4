import Testing
import SeekTestSupport
@testable import SeekCatalog

@Suite struct CSVReaderTests {
    func table(_ text: String, reader: CSVReader = .csv) throws -> CSVReader.Table {
        try reader.read(Array(text.utf8), name: "data.csv")
    }

    func rows(_ text: String, reader: CSVReader = .csv) throws -> [[String]] {
        try table(text, reader: reader).records.map { $0.fields.map(\.value.displayText) }
    }

    @Test func theHeaderNamesTheFieldsAndValuesAreText() throws {
        let parsed = try table("name,age\nAda,36\n")
        #expect(parsed.fieldNames == ["name", "age"])
        #expect(parsed.records == [Record(fields: [("name", .text("Ada")), ("age", .text("36"))])])
    }

    @Test func quotedFieldsMayHoldSeparatorsNewlinesAndDoubledQuotes() throws {
        let text = "a,b,c\n\"x, y\",\"line one\nline two\",\"say \"\"hi\"\"\"\n"
        #expect(try rows(text) == [["x, y", "line one\nline two", "say \"hi\""]])
    }

    @Test func emptyFieldsQuotedOrNotAreEmptyStrings() throws {
        #expect(try rows("a,b,c\n,\"\",\n") == [["", "", ""]])
    }

    @Test func crlfLineEndsAndAFinalLineWithoutNewlineWork() throws {
        #expect(try rows("a,b\r\n1,2\r\n3,4") == [["1", "2"], ["3", "4"]])
        #expect(try rows("a,b\r\n1,\"2\"\r\n") == [["1", "2"]])
    }

    @Test func linesEndingInACarriageReturnAloneAreRows() throws {
        #expect(try rows("a,b\r1,2\r\"x\ry\",4\r\r5,6") == [["1", "2"], ["x\ry", "4"], ["5", "6"]])
        #expect(try rows("a\tb\r1\t2\r", reader: .tsv) == [["1", "2"]])
        #expect(throws: LoadError("data.csv:3:1: unclosed quote")) { try table("a\r1\r\"open\rstill") }
    }

    @Test func aCarriageReturnAloneInAFileOfNewlinesIsData() throws {
        #expect(try rows("a,b\n1\r2,3\n") == [["1\r2", "3"]])
    }

    @Test func carriageReturnRowsInRandomPiecesAreTheRowsOfTheWholeInput() throws {
        let bytes = Array("name,note\r\"a\rb\",c\r\rd,\"\"\"\"\re,f".utf8)
        let whole = try CSVReader.csv.read(bytes, name: "x")
        #expect(whole.records.count == 3)
        for seed in UInt64(0)..<200 {
            var reader = CSVStreamReader(separator: UInt8(ascii: ","), name: "x")
            var records = RecordStore()
            for piece in randomPieces(of: bytes, seed: seed) { records.append(contentsOf: try reader.read(piece)) }
            records.append(contentsOf: try reader.finish())
            #expect(records == whole.records, "seed \(seed)")
        }
    }

    @Test func repeatedHeaderNamesAreMadeUniqueInLinearTime() {
        #expect(CSVReader.uniqueNames(["a", "a", "a_3", "a", "", "a"]) == ["a", "a_2", "a_3", "a_4", "column5", "a_5"])
        // Sixteen times the names: about sixteen times the time when linear (up to 36 times measured
        // under load, the larger set outgrowing the caches); retrying suffixes from 2 grew with the
        // square (256 times). The bound sits between the two, far from both, so that a machine busy
        // with other tests cannot fail it (the runs alternate between the sizes).
        let growth = GrowthRatio.of(small: 4_000, large: 64_000, runs: 5) { count in
            let cells = (0..<count).map { $0 % 7 == 3 ? "a_\($0)" : "a" }
            let names = CSVReader.uniqueNames(cells)
            #expect(Set(names).count == count)
        }
        #expect(growth < 100, "64,000 names took \(growth) times as long as 4,000")
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstName() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name\nx\n".utf8)
        #expect(try CSVReader.csv.read(bytes, name: "x").fieldNames == ["name"])
    }

    @Test func utf8ValuesArePreserved() throws {
        #expect(try rows("名前,emoji\n寿司,🍣\n") == [["寿司", "🍣"]])
    }

    @Test func emptyLinesAreSkipped() throws {
        #expect(try rows("\na,b\n\n1,2\r\n\r\n3,4\n\n") == [["1", "2"], ["3", "4"]])
    }

    @Test func anEmptyInputHasNoFieldsAndNoRecords() throws {
        #expect(try table("") == CSVReader.Table(fieldNames: [], records: []))
        #expect(try table("\n\n") == CSVReader.Table(fieldNames: [], records: []))
    }

    @Test func aHeaderWithoutRowsGivesFieldsButNoRecords() throws {
        #expect(try table("a,b\n") == CSVReader.Table(fieldNames: ["a", "b"], records: []))
    }

    @Test func aTrailingSeparatorIsAFinalEmptyField() throws {
        #expect(try rows("a,b\n1,\n") == [["1", ""]])
        #expect(try rows("a,b\n1,") == [["1", ""]])
    }

    @Test func aRowWithFewerFieldsIsFilledWithEmptyValues() throws {
        #expect(try rows("a,b,c\n1\n1,2\n") == [["1", "", ""], ["1", "2", ""]])
    }

    @Test func aRowWithMoreFieldsThanTheHeaderIsAnErrorNamingItsLine() {
        #expect(throws: LoadError("data.csv:3: row has 3 fields, the header has 2")) {
            try rows("a,b\n1,2\n1,2,3\n")
        }
    }

    @Test func theLineOfARowCountsNewlinesInsideQuotes() {
        #expect(throws: LoadError("data.csv:4: row has 3 fields, the header has 2")) {
            try rows("a,b\n\"x\ny\",2\n1,2,3\n")
        }
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        #expect(throws: LoadError("data.csv:3:5: unclosed quote")) {
            try rows("a,b\n1,2\nxyz,\"open\n4,5\n")
        }
    }

    @Test func theColumnCountsCharactersNotBytes() {
        #expect(throws: LoadError("data.csv:2:4: unclosed quote")) {
            try rows("a,b\néé,\"x")
        }
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        #expect(throws: LoadError("data.csv:2:5: unexpected 'x' after a closing quote")) {
            try rows("a,b\n\"ab\"x,2\n")
        }
    }

    @Test func aQuoteInsideAnUnquotedFieldIsKept() throws {
        #expect(try rows("a,b\n5\" pipe,2\n") == [["5\" pipe", "2"]])
    }

    @Test func aLoneCarriageReturnInsideAFieldIsData() throws {
        #expect(try rows("a\nx\ry\n") == [["x\ry"]])
    }

    @Test func emptyHeaderNamesAreNamedByTheirColumn() throws {
        #expect(try table(",name,\n0,x,y\n").fieldNames == ["column1", "name", "column3"])
    }

    @Test func repeatedHeaderNamesAreMadeUnique() throws {
        #expect(try table("name,name,name_2,name\n").fieldNames == ["name", "name_2", "name_2_2", "name_3"])
    }

    @Test func tabSeparatedValuesUseTheSameRules() throws {
        let parsed = try table("name\tnote\nAda\t\"tab\there\"\nBob\ta,b\n", reader: .tsv)
        #expect(parsed.fieldNames == ["name", "note"])
        #expect(parsed.records.map { $0["note"] } == [.text("tab\there"), .text("a,b")])
    }

    @Test func oneHugeFieldIsReadWhole() throws {
        let huge = String(repeating: "x", count: 3_000_000)
        #expect(try rows("a,b\n\(huge),\"\(huge)\"\n") == [[huge, huge]])
    }
}

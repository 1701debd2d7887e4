import SeekCatalog
import Testing

/// `--with-nth` shows its fields as fzf 0.74 joins them: each range with what follows it in the
/// line and nothing added between ranges (each expected value is what `/tmp/fzf/bin/fzf` shows).
@Suite struct ShownFieldsTests {
    func shown(_ line: String, _ fields: String, delimiter: String? = nil) throws -> String {
        let splitter = try FieldSplitter(parsing: delimiter)
        let selection = try FieldSelection(parsing: fields, option: "--with-nth")
        return LineFields(splitter: splitter, shown: selection).shownText(of: line)
    }

    @Test func aRepeatedLastFieldRunsTogetherWithNoSeparatorAdded() throws {
        #expect(try shown("7", "1,1,1,1,1") == "77777")
        #expect(try shown("a:b", "2,2", delimiter: ":") == "bb")
    }

    @Test func eachRangeKeepsTheDelimiterOrBlanksAfterIt() throws {
        #expect(try shown("  1st 2nd 3rd/", "2,-1,1") == "2nd 3rd/1st ")
        #expect(try shown("a:b:c", "3,1", delimiter: ":") == "ca:")
        #expect(try shown("a b  c", "1..2") == "a b  ")
    }
}

import SeekCatalog
import Testing

/// `--accept-nth` joins the chosen fields as fzf 0.74 prints them: each field keeps the delimiter
/// after it and the one delimiter ending the whole is dropped, so fields out of their order run
/// together (every expected value below is what `/tmp/fzf/bin/fzf -f a` printed).
@Suite struct AcceptedFieldsTests {
    func accepted(_ line: String, _ fields: String, delimiter: String? = nil) throws -> String {
        let splitter = try FieldSplitter(parsing: delimiter)
        return try FieldSelection(parsing: fields, option: "--accept-nth").acceptedText(of: line, splitter: splitter)
    }

    @Test func blanksAfterAFieldStayAndTheLastRunIsDropped() throws {
        #expect(try accepted("a b c", "1,3") == "a c")
        #expect(try accepted("a  b\tc", "1,3") == "a  c")
        #expect(try accepted("a  b\tc", "2,1") == "b\ta")
        #expect(try accepted("  a b c", "2,1") == "b a")
        #expect(try accepted("a b c", "1,5") == "a")
    }

    @Test func aLiteralDelimiterFollowsItsFieldSoFieldsOutOfOrderRunTogether() throws {
        #expect(try accepted("a:b:c", "1,3", delimiter: ":") == "a:c")
        #expect(try accepted("a:b:c", "3,1", delimiter: ":") == "ca")
        #expect(try accepted("a:b:c", "1..2", delimiter: ":") == "a:b")
        #expect(try accepted("a:b:c:", "3,4", delimiter: ":") == "c")
    }

    @Test func aRegularExpressionDelimiterKeepsTheTextItMatched() throws {
        #expect(try accepted("a1b22c", "1,3", delimiter: "[0-9]+") == "a1c")
        #expect(try accepted("a1b22c3", "3,2", delimiter: "[0-9]+") == "c3b")
    }
}

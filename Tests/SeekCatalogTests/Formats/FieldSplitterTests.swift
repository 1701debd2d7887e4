import SeekCatalog
import Testing

/// `--delimiter` as fzf reads it: a literal string, or a regular expression when it holds one of
/// the expression's special characters.
@Suite struct FieldSplitterTests {
    func fields(_ line: String, _ delimiter: String?) throws -> [String] {
        let splitter = try FieldSplitter(parsing: delimiter)
        return splitter.fieldRanges(of: line).map { String(line[$0]) }
    }

    @Test func plainTextIsALiteralDelimiter() throws {
        let splitter = try FieldSplitter(parsing: ":")
        #expect(splitter.delimiter == ":" && splitter.pattern == nil, "the fast path")
        #expect(try fields("a:b::c:", ":") == ["a", "b", "", "c", ""])
    }

    @Test func aCharacterClassSplitsOnEveryCharacterInIt() throws {
        let splitter = try FieldSplitter(parsing: "[:/]")
        #expect(splitter.delimiter == nil && splitter.pattern == "[:/]")
        #expect(try fields("usr/share:doc/x", "[:/]") == ["usr", "share", "doc", "x"])
    }

    @Test func aRepeatedWhiteSpaceExpressionKeepsALeadingEmptyFieldAndNoTrailingOne() throws {
        // fzf's tokens end at each match; nothing follows the last one.
        #expect(try fields("  a \t b  ", "\\s+") == ["", "a", "b"])
    }

    @Test func backslashTIsATab() throws {
        #expect(try FieldSplitter(parsing: "\\t").delimiter == "\t")
        #expect(try fields("a\tb c", "\\t") == ["a", "b c"])
    }

    @Test func anExpressionThatMatchesNothingWideStillEnds() throws {
        // An empty match separates nothing: the search steps past it rather than looping.
        #expect(try fields("abc", "x*") == ["abc"])
        #expect(try fields("axxbc", "x*") == ["a", "bc"])
    }

    @Test func anInvalidExpressionIsAnErrorQuotingIt() {
        // The library quotes the text; the option it came in (seek's `--delimiter`) is the
        // caller's to name.
        #expect(throws: LoadError("'[a-' is not a valid regular expression")) { try FieldSplitter(parsing: "[a-") }
        #expect(throws: LoadError("'(' is not a valid regular expression")) { try FieldSplitter(parsing: "(") }
    }

    @Test func selectedFieldsAreJoinedByTheTextTheExpressionMatched() throws {
        let splitter = try FieldSplitter(parsing: "[:/]")
        let selection = try FieldSelection(parsing: "1,3", option: "--nth")
        #expect(selection.text(of: "a/b:c/d", splitter: splitter) == "a/c")
        let literal = try FieldSelection(parsing: "2..", option: "--nth")
        #expect(literal.text(of: "a::b::c", splitter: try FieldSplitter(parsing: "::")) == "b::c")
    }
}

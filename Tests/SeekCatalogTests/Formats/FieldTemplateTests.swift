import SeekCatalog
import Testing

/// fzf's field templates for `--with-nth` and `--accept-nth` (`'{2} {1}.'`): each placeholder
/// gives its fields as `--accept-nth` does and the text around it stays (expected values are
/// what `/tmp/fzf/bin/fzf -f '' --accept-nth TEMPLATE` printed).
@Suite struct FieldTemplateTests {
    func filled(_ line: String, _ template: String, delimiter: String? = nil) throws -> String {
        let splitter = try FieldSplitter(parsing: delimiter)
        return try FieldSelection(parsing: template, option: "--with-nth", allowsTemplate: true).text(of: line, splitter: splitter)
    }

    @Test func placeholdersAreFilledAndTheTextAroundThemKept() throws {
        #expect(try filled("hello world ", "{2} {1}. {1}.") == "world hello. hello.")
        #expect(try filled("a:b:c", "{3}-{1..2}", delimiter: ":") == "c-a:b")
        #expect(try filled("a b c", "[{-1}]") == "[c]")
        #expect(try filled("a b", "{1}{5}!") == "a!", "a placeholder past the last field gives nothing")
    }

    @Test func bracesThatAreNoFieldExpressionAreText() throws {
        #expect(try filled("a b", "{x} {2}") == "{x} b")
        #expect(try filled("a b", "{{1}}") == "{a}")
    }

    @Test func aPlainExpressionIsNoTemplateAndATemplateNeedsAPlaceholder() throws {
        #expect(try FieldSelection(parsing: "2,1", option: "--with-nth", allowsTemplate: true).template == nil)
        #expect(throws: LoadError.self) { try FieldSelection(parsing: "{x}", option: "--with-nth", allowsTemplate: true) }
        #expect(throws: LoadError.self) { try FieldSelection(parsing: "{n}", option: "--with-nth", allowsTemplate: true) }
        #expect(throws: LoadError.self) { try FieldSelection(parsing: "{2}", option: "--nth") }
    }
}

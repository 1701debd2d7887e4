import SeekCatalog
import SeekProviders
import SeekCommands
import Testing

/// fzf's placeholder flags: `*` (every match), `s` (keep blanks) and the query's fields. The
/// expected lines are what fzf 0.74.5 printed for the same items, query and template.
@Suite struct FzfPlaceholderTests {
    static var spaced: CommandItem { CommandTemplateTests.item("  a  b  c  ", 0) }
    static var plain: CommandItem { CommandTemplateTests.item("ab yy", 1) }

    @Test func anAsteriskNamesEveryMatchBestFirst() {
        let context = CommandContext(query: "a", current: Self.plain, matched: { [Self.plain, Self.spaced] })
        #expect(CommandTemplateTests.line("printf '[%s]' {*}", context) == "printf '[%s]' 'ab yy' '  a  b  c  '")
        #expect(CommandTemplateTests.line("echo {*n}", context) == "echo 1 0")
        #expect(CommandTemplateTests.line("echo {*2}", context) == "echo 'yy' 'b'")
    }

    @Test func anAsteriskIsAskedForTheMatchesOnlyWhenACommandNamesThem() {
        let context = CommandContext(query: "a", current: Self.plain, matched: {
            Issue.record("the matches were listed for a command that does not name them")
            return []
        })
        #expect(CommandTemplateTests.line("echo {} {+} {q}", context) == "echo 'ab yy' 'ab yy' 'a'")
    }

    @Test func theSFlagKeepsTheBlanksAroundFields() {
        let context = CommandContext(query: "c", current: Self.spaced)
        #expect(CommandTemplateTests.line("{s2}", context) == "'b  '")
        #expect(CommandTemplateTests.line("{s1}", context) == "'a  '")
        #expect(CommandTemplateTests.line("{s-1}", context) == "'c  '")
        #expect(CommandTemplateTests.line("{s..2}", context) == "'a  b  '")
        #expect(CommandTemplateTests.line("{s}", context) == "'  a  b  c  '")
        #expect(CommandTemplateTests.line("{2}", context) == "'b'")
        let colons = CommandContext(query: "", current: CommandTemplateTests.item("x:  a : b"), splitter: FieldSplitter(delimiter: ":"))
        #expect(CommandTemplateTests.line("{s2} {2} {s..2}", colons) == "'  a ' 'a' 'x:  a '")
    }

    @Test func queryFieldsSplitTheQueryAtBlanks() {
        let context = CommandContext(query: "a  foo   bar ", current: Self.plain, splitter: FieldSplitter(delimiter: ":"))
        #expect(CommandTemplateTests.line("{q:1}", context) == "'a'")
        #expect(CommandTemplateTests.line("{q:2..}", context) == "'foo   bar'")
        #expect(CommandTemplateTests.line("{q:s2..}", context) == "'foo   bar '")
        #expect(CommandTemplate("rg {q:1}").usesQuery)
        #expect(!CommandTemplate("rg {q:1}").usesItems, "a command naming only the query runs without an item")
    }
}

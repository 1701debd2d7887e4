import SeekCatalog
import SeekMatching
import SeekProviders
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing
@testable import SeekCommands

/// `click-header` and `click-footer`: the `FZF_CLICK_*` variables as fzf 0.74.5 sets them, and
/// a click on the header of a whole program running the bound command.
@Suite struct ClickVariablesTests {
    func headerClick(_ text: String, column: Int, number: Int = 1, before: [String] = [], isLast: Bool = false) -> SectionClick {
        SectionClick(line: SectionLine(section: .header, number: number, text: text, textsBefore: before, isLast: isLast), column: column)
    }

    @Test func beforeAnyClickTheLinesAndColumnsAreZeroAndNoWordIsSet() {
        let environment = ClickVariables(header: nil, footer: nil).added(to: ["FZF_CLICK_HEADER_WORD": "stale"])
        #expect(environment["FZF_CLICK_HEADER_LINE"] == "0")
        #expect(environment["FZF_CLICK_HEADER_COLUMN"] == "0")
        #expect(environment["FZF_CLICK_FOOTER_LINE"] == "0")
        #expect(environment["SEEK_CLICK_FOOTER_COLUMN"] == "0")
        #expect(environment["FZF_CLICK_HEADER_WORD"] == nil)
        #expect(environment["FZF_CLICK_HEADER_NTH"] == nil)
    }

    @Test func theWordUnderTheClickAndItsFieldNumberCountTheLinesBefore() {
        let click = headerClick("USER   PID COMMAND", column: 9, number: 2, before: ["a b"])
        let environment = ClickVariables(header: click, footer: nil).added(to: [:])
        #expect(environment["FZF_CLICK_HEADER_LINE"] == "2")
        #expect(environment["FZF_CLICK_HEADER_COLUMN"] == "9")
        #expect(environment["FZF_CLICK_HEADER_WORD"] == "PID")
        // Two fields on the line before, then the second on this one.
        #expect(environment["FZF_CLICK_HEADER_NTH"] == "4")
    }

    @Test func theLastWordOfTheLastLineIsNumberedToTheEnd() {
        let click = headerClick("USER PID COMMAND", column: 12, isLast: true)
        #expect(ClickVariables(header: click, footer: nil).added(to: [:])["FZF_CLICK_HEADER_NTH"] == "3..")
    }

    @Test func aClickOnTheBlanksBetweenWordsSetsNoWord() {
        let environment = ClickVariables(header: headerClick("USER   PID", column: 6), footer: nil).added(to: [:])
        #expect(environment["FZF_CLICK_HEADER_COLUMN"] == "6")
        #expect(environment["FZF_CLICK_HEADER_WORD"] == nil)
    }

    @Test func aHeaderWordIsAFieldByTheDelimiterWithTheDelimiterAfterItAsFzfsTokensHaveIt() throws {
        let splitter = try FieldSplitter(parsing: ":")
        let environment = ClickVariables(header: headerClick("root:x:0", column: 2), footer: nil, splitter: splitter).added(to: [:])
        #expect(environment["FZF_CLICK_HEADER_WORD"] == "root:")
        #expect(environment["FZF_CLICK_HEADER_NTH"] == "1")
    }

    @Test func aFooterWordIsSplitOnBlanksWithNoFieldNumber() throws {
        let footer = SectionClick(line: SectionLine(section: .footer, number: 3, text: "Foo:bar Baz"), column: 9)
        let environment = ClickVariables(header: nil, footer: footer, splitter: try FieldSplitter(parsing: ":")).added(to: [:])
        #expect(environment["FZF_CLICK_FOOTER_LINE"] == "3")
        #expect(environment["FZF_CLICK_FOOTER_WORD"] == "Baz")
        #expect(environment["FZF_CLICK_FOOTER_NTH"] == nil)
    }

    /// As fzf's suite does it: a binding echoes the variables into the prompt, and a click on a
    /// header word fires it.
    @Test func aClickOnAHeaderWordRunsTheBoundCommandWithTheVariables() throws {
        var options = BrowserOptions(title: "not drawn")
        options.face = .fzf
        options.listGrowsUpward = true
        options.header = ["Aaa", "Bbb Ccc"]
        let program = RuntimeHarness(width: 40, height: 10, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(#"click-header:transform-prompt:echo "L=$FZF_CLICK_HEADER_LINE W=$FZF_CLICK_HEADER_WORD N=$FZF_CLICK_HEADER_NTH> ""#,
                                     into: &commands.bindings)
            runtime.commandHandler = commands
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(["one", "two"])))
        }
        #expect(program.terminal.waitForText("2/2"))
        let screen = program.terminal.screen
        let row = try #require(screen.firstIndex { $0.contains("Bbb Ccc") })
        let word = try #require(screen[row].range(of: "Ccc"))
        program.terminal.send(.mouse(MouseEvent(.press, row: row, column: screen[row].distance(from: screen[row].startIndex, to: word.lowerBound))))
        #expect(program.terminal.waitForText("L=2 W=Ccc N=3..>"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

import SeekCatalog
import SeekCommands
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekMatching
import Testing

/// fzf's `jump` and `jump-accept` with `--jump-labels`, and the `jump` and `jump-cancel` events,
/// in whole programs on the in-memory terminal.
@Suite struct JumpActionTests {
    static let lines = ["alpha one", "beta two", "gamma three", "delta four"]

    /// A program in fzf's face over ``lines`` with `bind`, labelling rows with `labels`.
    static func program(bind: String, labels: String = "123") -> RuntimeHarness {
        var options = BrowserOptions(title: "test")
        options.face = .fzf
        options.jumpLabels = Array(labels)
        return RuntimeHarness(width: 60, height: 10, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            runtime.commandHandler = commands
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(Self.lines)))
        }
    }

    @Test func jumpLabelsTheRowsShownAndTheLabelsKeyMovesTheCursorToItsRow() {
        let program = Self.program(bind: "ctrl-j:jump")
        #expect(program.terminal.waitForText("4/4"))
        program.terminal.send(.control("j"))
        #expect(program.terminal.waitForText("1 alpha one"))
        #expect(program.terminal.waitForText("3 gamma three"))
        #expect(program.terminal.waitForText("  delta four"), "a row past the labels has none")
        program.terminal.send(.character("3"))
        #expect(program.terminal.waitForText("> gamma three"))
        #expect(program.terminal.waitForText("4/4"), "the label was not typed into the query")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery(text: "")))
    }

    @Test func jumpAcceptAcceptsTheRowOfTheLabel() {
        let program = Self.program(bind: "ctrl-j:jump-accept")
        #expect(program.terminal.waitForText("4/4"))
        program.terminal.send(.control("j"))
        #expect(program.terminal.waitForText("2 beta two"))
        program.terminal.send(.character("2"))
        #expect(program.outcome() == .chosen([1], query: SearchQuery(text: "")))
    }

    @Test func aKeyThatIsNoLabelCancelsTheJumpAndFiresJumpCancel() {
        let program = Self.program(bind: "ctrl-j:jump,jump:change-prompt(jumped> ),jump-cancel:change-prompt(cancelled> )")
        #expect(program.terminal.waitForText("4/4"))
        program.terminal.send(.control("j"))
        #expect(program.terminal.waitForText("1 alpha one"))
        program.terminal.send(.character("x"))
        #expect(program.terminal.waitForText("cancelled>"))
        #expect(program.terminal.waitForText("4/4"), "the key was used up, not typed")
        #expect(program.terminal.waitForText("> alpha one"), "the pointer is back")
        program.terminal.send(.control("j"))
        #expect(program.terminal.waitForText("2 beta two"))
        program.terminal.send(.character("2"))
        #expect(program.terminal.waitForText("jumped>"))
        #expect(program.terminal.waitForText("> beta two"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

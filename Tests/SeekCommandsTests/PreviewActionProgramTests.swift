import SeekCatalog
import SeekCommands
import SeekMatching
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Testing

/// fzf's preview actions in a whole program on the in-memory terminal, with real commands:
/// `preview(…)` with no `--preview`, its pane kept while the selection moves, `close`, and a
/// `change-preview-window` turn moving the pane with the one-off output run for its new size.
@Suite struct PreviewActionProgramTests {
    static func program(window: String, bind: String) throws -> RuntimeHarness {
        let options = BrowserOptions(title: "test", previewWindow: try PreviewWindow(parsing: window))
        return RuntimeHarness(width: 60, height: 12, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            runtime.commandHandler = commands
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(PreviewAndBindingTests.lines)))
        }
    }

    @Test func aOneOffPreviewOpensWithoutAPreviewCommandStaysAndCloseHidesItThenQuits() throws {
        let program = try Self.program(window: "right", bind: "a:preview(echo [{}]),c:close")
        #expect(program.terminal.waitForText("alpha one"))
        #expect(!program.terminal.screen.contains { $0.contains("[") }, "no pane without a command")
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("[alpha one]"))
        program.terminal.send(.down)
        #expect(!program.terminal.waitForText("[beta two]", seconds: 0.3), "no preview command runs for the next row")
        #expect(program.terminal.waitForText("[alpha one]"), "the one-off output stays")
        program.terminal.send(.character("c"))
        #expect(program.terminal.waitForScreen(seconds: 10) { !$0.contains { $0.contains("[alpha one]") } })
        program.terminal.send(.character("c"))
        #expect(program.outcome() == .cancelled, "close with no pane quits")
    }

    @Test func theLayoutChangesBeforeTheOneOffRunsSoItSeesThePanesNewWidth() throws {
        let program = try Self.program(window: "right,50%,border-none", bind: "e:preview(echo cols=$FZF_PREVIEW_COLUMNS)+change-preview-window(up)")
        #expect(program.terminal.waitForText("alpha one"))
        program.terminal.send(.character("e"))
        #expect(program.terminal.waitForText("cols=60"), "run for the pane above the list, the screen's width")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }
}

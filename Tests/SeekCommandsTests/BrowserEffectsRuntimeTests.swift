import SeekCatalog
import SeekCommands
import SeekMatching
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekModel
import SeekTestSupport
import SeekToolkit
import Testing
import Glibc

/// The runtime performs the effects the browser returns, in whole programs on the in-memory
/// terminal: a bound event the browser fires, a preview it asks for again.
@Suite(.waitsOnPrograms) struct BrowserEffectsRuntimeTests {
    @Test func changePreviewShowsTheNewCommandsOutputForTheSelectedItem() {
        let program = PreviewAndBindingTests.program(preview: "echo first {}", bind: "ctrl-p:change-preview(echo second {})")
        #expect(program.terminal.waitForText("first alpha one"))
        program.terminal.send(.control("p"))
        #expect(program.terminal.waitForText("second alpha one"))
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func oneFiresWhenTheResultsOfAQueryListExactlyOneItem() {
        let program = PreviewAndBindingTests.program(bind: "one:accept")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.press("gam")
        #expect(program.outcome() == .chosen([2], query: SearchQuery(text: "gam")))
    }


    @Test func changeFiresOnceForAllTheTypingOfOneTurn() {
        let log = PreviewAndBindingTests.temporaryPath("change")
        defer { unlink(log) }
        let options = BrowserOptions(title: "test")
        let program = RuntimeHarness(width: 80, height: 12, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse("change:execute-silent(echo {q} >> \(log))", into: &commands.bindings)
            runtime.commandHandler = commands
            // Posted before the run: the first turn takes all three.
            for text in ["a", "l", "p"] { runtime.mailbox.post(.user(.type(text))) }
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(PreviewAndBindingTests.lines)))
        }
        #expect(program.terminal.waitForText("1/3"), "alp matches alpha one only")
        program.terminal.press("h")
        #expect(program.terminal.waitForText("alph"))
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
        let lines = ((try? String(contentsOfPath: log)) ?? "").split(separator: "\n")
        #expect(lines == ["alp", "alph"], "one change for the burst, with the query after it; one for the next key")
    }

}

import SeekRuntime
import SeekScreen
import SeekModel
import SeekTestSupport
import Testing

/// The runtime performs the effects the browser returns, in whole programs on the in-memory
/// terminal: a bound event the browser fires, a preview it asks for again.
@Suite struct BrowserEffectsRuntimeTests {
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

}

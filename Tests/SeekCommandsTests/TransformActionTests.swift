import SeekCommands
import SeekModel
import SeekTestSupport
import Testing

/// `transform-prompt` and `transform-query`: a command's first line becomes the prompt or the
/// query, as in fzf (`--bind 'focus:transform-prompt(echo "[$FZF_KEY]> ")'`).
@Suite(.waitsOnPrograms) struct TransformActionTests {
    @Test func transformPromptSetsThePromptToTheFirstLineTheCommandPrints() {
        let program = PreviewAndBindingTests.program(bind: "ctrl-p:transform-prompt(echo \"[$FZF_KEY]> \"; echo second-line)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("p"))
        #expect(program.terminal.waitForText("[ctrl-p]> "), "the command saw the key that ran it")
        #expect(!program.terminal.screen.contains { $0.contains("second-line") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// fzf 0.74.5 fires `focus` when a query matches nothing, and a transform's `{}` is then
    /// empty (`test_focus_event`); seek used to skip the command.
    @Test func focusOnAListThatBecameEmptyRunsTheTransformWithAnEmptyItem() {
        let program = PreviewAndBindingTests.program(bind: "focus:transform-prompt(echo \"[[{}]]> \")")
        #expect(program.terminal.waitForText("[[alpha one]]> "))
        program.terminal.send(.character("z"))
        #expect(program.terminal.waitForText("0/3"))
        #expect(program.terminal.waitForText("[[]]> "), "the empty list fired focus, {} empty")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// `result` fires for the empty query's first list, as fzf's does at start (`test_result_event`).
    @Test func resultFiresForTheFirstListOfTheEmptyQuery() {
        let program = PreviewAndBindingTests.program(bind: "result:transform-prompt(echo \"R$FZF_MATCH_COUNT> \")")
        #expect(program.terminal.waitForText("R3> "))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// What the provider has at start is listed before `start` fires (with `--sync`, the whole
    /// input): `start:select-all+accept` chooses every item, as fzf's `test_accept_nth` expects.
    @Test func startActsOnTheItemsAlreadyRead() {
        let program = PreviewAndBindingTests.program(bind: "start:select-all+accept", multi: true)
        #expect(program.outcome() == .chosen([0, 1, 2], query: SearchQuery(text: "")))
    }

    @Test func transformQuerySetsTheQueryAndTheListFollows() {
        let program = PreviewAndBindingTests.program(bind: "ctrl-q:transform-query(echo \"gam$FZF_MATCH_COUNT\" | tr -d 0-9)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("q"))
        #expect(program.terminal.waitForText("1/3"), "only gamma three matches the new query")
        #expect(program.terminal.screen.contains { $0.contains("gam") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

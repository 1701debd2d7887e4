@testable import SeekCommands
import SeekScreen
import SeekTestSupport
import Testing

/// `change-header(…)` and `transform-header(…)`: the header's lines are replaced, as fzf's
/// `--header` is (`--bind 'ctrl-h:transform-header(git status --short)'`).
@Suite(.waitsOnPrograms) struct HeaderActionTests {
    @Test func changeHeaderReadsItsTextAsLinesAndEmptyTextAsNoHeader() throws {
        #expect(try BindingParser.actions("change-header(Pick one)") == [.browser(.host(.setHeader(["Pick one"])))])
        #expect(try BindingParser.actions("change-header()") == [.browser(.host(.setHeader([])))])
        #expect(try BindingParser.actions("transform-header(date)").map(\.name) == ["transform-header"])
    }

    @Test func changeHeaderShowsTheNewHeaderAndAnEmptyOneTakesItAway() {
        let program = PreviewAndBindingTests.program(bind: "ctrl-e:change-header(Pick a line),ctrl-r:change-header()")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("e"))
        #expect(program.terminal.waitForText("Pick a line"))
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForScreen { screen in !screen.contains { $0.contains("Pick a line") } })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func transformHeaderShowsEveryLineTheCommandPrints() {
        let program = PreviewAndBindingTests.program(bind: "ctrl-e:transform-header(printf 'first head\\nsecond head\\n')")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("e"))
        #expect(program.terminal.waitForText("first head"))
        #expect(program.terminal.screen.contains { $0.contains("second head") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

import Glibc
import SeekCommands
import SeekTestSupport
import Testing

/// The run's state in the environment of the commands it starts, under fzf's names and seek's,
/// in whole programs on the in-memory terminal.
@Suite(.waitsOnPrograms) struct ExportedVariablesTests {
    /// The `FZF_` and `SEEK_` variables a command wrote to `path` with `env`, once it has.
    func variables(writtenTo path: String) -> [String: String] {
        var text = ""
        for _ in 0..<300 where text.isEmpty {
            text = (try? String(contentsOfPath: path)) ?? ""
            usleepMilliseconds(10)
        }
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            variables[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return variables
    }

    /// As fzf's `FZF_POS / FZF_MATCH_COUNT` preview: the position follows the selection and the
    /// query, and is 0 when nothing matches.
    @Test func aPreviewReadsThePositionTheCountsAndTheQuery() {
        let program = PreviewAndBindingTests.program(preview: "echo \"at $FZF_POS of $FZF_MATCH_COUNT/$FZF_TOTAL_COUNT for [$SEEK_QUERY]\"")
        #expect(program.terminal.waitForText("at 1 of 3/3 for []"))
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("at 2 of 3/3 for []"))
        program.terminal.press("gamma")
        #expect(program.terminal.waitForText("at 1 of 1/3 for [gamma]"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// The key is the one that started the command; the action the last one performed before it,
    /// whether a key was bound to it (`down`) or not (typing is fzf's `char`).
    @Test func aCommandReadsTheLastKeyAndActionTheMarksAndTheScreensSize() {
        let typed = PreviewAndBindingTests.temporaryPath("typed")
        let moved = PreviewAndBindingTests.temporaryPath("moved")
        defer { unlink(typed); unlink(moved) }
        let dump = "env | grep -E '^(FZF|SEEK)_' >"
        let program = PreviewAndBindingTests.program(
            bind: "ctrl-a:execute-silent(\(dump) \(typed)),ctrl-b:down+execute-silent(\(dump) \(moved)),ctrl-x:toggle", multi: true)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("x"))
        program.terminal.press("a")
        program.terminal.send(.control("a"))
        let first = variables(writtenTo: typed)
        #expect(first["FZF_KEY"] == "ctrl-a")
        #expect(first["FZF_ACTION"] == "char")
        #expect(first["FZF_QUERY"] == "a")
        #expect(first["SEEK_QUERY"] == "a")
        #expect(first["FZF_SELECT_COUNT"] == "1")
        #expect(first["FZF_LINES"] == "12")
        #expect(first["FZF_COLUMNS"] == "80")
        #expect(first["FZF_PROMPT"] == "/ ", "the prompt seek's face draws")
        program.terminal.send(.control("b"))
        let second = variables(writtenTo: moved)
        #expect(second["FZF_KEY"] == "ctrl-b")
        #expect(second["FZF_ACTION"] == "down")
        #expect(second["FZF_POS"] == "2")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

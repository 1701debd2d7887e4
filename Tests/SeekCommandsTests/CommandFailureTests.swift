import SeekModel
import SeekRuntime
import SeekTestSupport
import Testing
import Glibc

/// A command that cannot start is a note in the status line, and the run goes on with its items
/// and marks as they were; a terminal that goes away ends the run as SIGHUP would.
@Suite(.waitsOnPrograms)
struct CommandFailureTests {
    /// More than Linux lets one argument be (128 KiB): `sh -c` cannot be started with it (E2BIG).
    static let tooLong = String(repeating: "x", count: 200_000)

    @Test(arguments: ["reload", "execute", "execute-silent"])
    func aCommandThatCannotStartIsAStatusNoteAndTheRunKeepsItsItemsAndMarks(action: String) {
        let program = PreviewAndBindingTests.program(bind: "ctrl-a:select-all,ctrl-r:\(action)(echo \(Self.tooLong))", multi: true)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("a"))
        #expect(program.terminal.waitForText("(3 marked)"))
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForText("\(action): cannot run /bin/sh: argument list too long", seconds: 10))
        #expect(program.terminal.screen.contains { $0.contains("3/3 (3 marked)") }, "the items and the marks stay")
        // The next key takes the note away.
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("3/3 (3 marked)"))
        #expect(program.terminal.waitForScreen(seconds: 10) { !$0.contains { $0.contains("argument list too long") } })
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([0, 1, 2], query: SearchQuery(text: "")))
    }

    @Test func aTerminalThatGoesAwayEndsTheRunAsSIGHUPWould() {
        let program = PreviewAndBindingTests.program()
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.terminalClosed)
        #expect(program.outcome() == .signal(SIGHUP))
    }
}

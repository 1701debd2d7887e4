import Glibc
import SeekCatalog
@testable import SeekCommands
import SeekMatching
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Synchronization
import Testing

/// fzf's actions that do not hold the screen: `bg-transform…` and `bg-cancel` (the command runs
/// while keys are answered), `every(N)` with `FZF_IDLE_TIME` (on a clock the test moves), and
/// `wait`. Commands block on a FIFO the test writes, so nothing here sleeps.
@Suite struct BackgroundActionTests {
    /// A clock the test moves; the run's loop reads it.
    final class MovedClock: Sendable {
        let now = Mutex(0)
        func advance(to milliseconds: Int) { now.withLock { $0 = milliseconds } }
    }

    /// A named pipe a bound command reads with `cat`, blocking until the test writes it.
    struct Fifo {
        let path = PreviewAndBindingTests.temporaryPath("fifo")
        init() { mkfifo(path, 0o600) }
        /// Writes `text` and closes, which ends the `cat` reading it.
        func write(_ text: String) {
            let descriptor = open(path, O_WRONLY)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        func remove() { unlink(path) }
    }

    static func program(bind: String, clock: MovedClock? = nil,
                        provider: @escaping @Sendable () -> any SearchProvider = {
                            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(PreviewAndBindingTests.lines)))
                        }) -> RuntimeHarness {
        RuntimeHarness(width: 80, height: 12, options: BrowserOptions(title: "test"), configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            runtime.commandHandler = commands
            if let clock { runtime.clock = { clock.now.withLock { $0 } } }
        }, makeProvider: provider)
    }

    static func end(_ program: RuntimeHarness) {
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func keysAreAnsweredWhileABackgroundTransformRunsAndItsOutputAppliesWhenItEnds() {
        let fifo = Fifo()
        defer { fifo.remove() }
        let program = Self.program(bind: "ctrl-p:bg-transform-prompt(cat \(fifo.path))")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("p"))
        program.terminal.press("gam")
        #expect(program.terminal.waitForText("1/3"), "the query was typed and matched while the command ran")
        fifo.write("done> \n")
        #expect(program.terminal.waitForText("done> gam"))
        Self.end(program)
    }

    @Test func putInABackgroundTransformsOutputTypesTheKeyThatStartedIt() {
        let fifo = Fifo()
        defer { fifo.remove() }
        let program = Self.program(bind: "a:bg-transform(cat \(fifo.path))")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.press("a")
        program.terminal.press("b")
        #expect(program.terminal.waitForText("1/3"), "b was typed first: beta two matches")
        fifo.write("put\n")
        #expect(program.terminal.waitForScreen { $0.contains { $0.contains("ba") } }, "as fzf's '> ba'")
        Self.end(program)
    }

    @Test func bgCancelKillsTheRunningTransformsAndDropsTheirOutput() {
        let fifo = Fifo()
        defer { fifo.remove() }
        let program = Self.program(bind: "ctrl-p:bg-transform-header(cat \(fifo.path); echo late),"
                                       + "ctrl-x:bg-cancel+bg-transform-header(echo fresh)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("p"))
        program.terminal.send(.control("x"))
        #expect(program.terminal.waitForText("fresh"))
        // The cancelled command is gone: nobody reads the FIFO any more.
        let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
        #expect(descriptor < 0 && errno == ENXIO)
        if descriptor >= 0 { close(descriptor) }
        #expect(!program.terminal.screen.contains { $0.contains("late") })
        Self.end(program)
    }

    @Test func everyTicksByTheLoopsClockWithTheIdleTimeAndKeepsTheLastKey() {
        let clock = MovedClock()
        let program = Self.program(bind: "every(0.5):transform-prompt(echo \"[$FZF_KEY] $FZF_IDLE_TIME_MS $FZF_IDLE_TIME> \")",
                                   clock: clock)
        #expect(program.terminal.waitForText("3/3"))
        clock.advance(to: 499)
        program.mailbox.wakeup.wake()
        clock.advance(to: 1_200)
        program.mailbox.wakeup.wake()
        #expect(program.terminal.waitForText("[] 1200 1> "), "one tick for the two it missed; idle since the start")
        program.terminal.press("x")
        #expect(program.terminal.waitForText("[] 1200 1> x"))
        clock.advance(to: 1_700)
        program.mailbox.wakeup.wake()
        #expect(program.terminal.waitForText("[x] 500 0> x"), "the next tick, counted from the late one: no key; idle since x")
        Self.end(program)
    }

    @Test func waitHoldsTheActionsAfterItUntilTheNewQuerysResultsAreIn() {
        let program = Self.program(bind: "ctrl-w:change-query(beta)+wait+transform-prompt(echo \"$FZF_MATCH_COUNT> \")")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("w"))
        #expect(program.terminal.waitForText("1> beta"))
        Self.end(program)
    }

    @Test func whileInputIsReadWaitDropsKeysAndCtrlCEndsTheWaitNotTheRun() {
        var ends: [Int32] = [-1, -1]
        _ = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = Array("alpha\nbeta\n".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        let program = Self.program(bind: "start:wait+change-prompt(loaded> )") {
            DataSetSearch(reading: readEnd, name: "standard input")
        }
        #expect(program.terminal.waitForText("2/2"))
        program.terminal.press("z")
        program.terminal.send(.control("c"))
        program.terminal.press("b")
        #expect(program.terminal.waitForText("1/2"), "z was dropped, Ctrl-C ended the wait, b was typed")
        close(writeEnd)
        #expect(program.terminal.waitForText("1/2"))
        #expect(!program.terminal.screen.contains { $0.contains("loaded>") }, "the held action was dropped")
        Self.end(program)
    }
}

/// `unbind`, `rebind` and `trigger`: bindings turned off and on, and performed by name.
@Suite struct BindingSwitchTests {
    @Test func unbindTurnsAKeyOffRebindOnAgainAndTriggerPerformsAnothersActions() {
        let program = BackgroundActionTests.program(bind: "ctrl-u:unbind(ctrl-p),ctrl-p:change-prompt(p> ),"
                                                        + "ctrl-t:trigger(ctrl-b),ctrl-b:change-prompt(b> ),ctrl-r:rebind(ctrl-p)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("t"))
        #expect(program.terminal.waitForText("b> "))
        program.terminal.send(.control("u"), .control("p"))
        program.terminal.press("x")
        #expect(program.terminal.waitForText("b> x"), "ctrl-p was off")
        program.terminal.send(.control("r"), .control("p"))
        #expect(program.terminal.waitForText("p> x"))
        BackgroundActionTests.end(program)
    }

    @Test func theTargetsOfUnbindAreKeysEventsAndTimers() throws {
        var bindings = Bindings()
        try BindingParser.parse("space:unbind(every(0.1),focus,ctrl-a)", into: &bindings)
        #expect(bindings.keys[.character(" ")] == [.unbind([.timer(100), .event(.focus), .key(.control("a"))])])
    }
}

import SeekTestSupport
import SeekRuntime
import Testing
import Glibc

/// What the loop does with each signal number its handlers write to the wake-up pipe.
@Suite(.waitsOnPrograms) struct SignalHandlingTests {
    @Test func everySignalThatWouldEndOrStopTheProcessIsHandled() {
        let handled = Set(SignalWakeup.endingSignals + SignalWakeup.stoppingSignals)
        for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPWR,
                       SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] {
            #expect(handled.contains(signal), "signal \(signal)")
        }
        let realtime = SignalWakeup.realtimeSignals
        #expect(realtime.count >= 8 && realtime.allSatisfy(handled.contains))
        #expect(Set(SignalWakeup.endingSignals).isDisjoint(with: SignalWakeup.stoppingSignals))
    }

    @Test(arguments: [SIGUSR1, SIGALRM, SIGPIPE, SIGXFSZ])
    func anEndingSignalEndsTheRunInOrder(signal: Int32) {
        let program = WholeProgramTests.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.mailbox.deliver(signal: signal)
        #expect(program.outcome() == .signal(signal))
        #expect(program.terminal.isClosed)
    }

    @Test(arguments: [SIGTSTP, SIGTTIN, SIGTTOU])
    func aStoppingSignalSuspendsAsCtrlZDoesAndTheScreenIsRedrawn(signal: Int32) {
        let program = WholeProgramTests.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        let frames = program.terminal.frameCount
        program.mailbox.deliver(signal: signal)
        #expect(program.terminal.waitForScreen { _ in program.terminal.frameCount > frames })
        #expect(program.terminal.suspendCount == 1)
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }
}

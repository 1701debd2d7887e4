import SeekProviders
import SeekScreen
import SeekToolkit

/// The run as its ``CommandHandler`` sees it during one turn of the loop: the runtime and the
/// turn's state, lent to the handler and taken back when it returns.
struct CommandTurn<Terminal: TerminalBackend>: CommandHost {
    let runtime: SearchRuntime<Terminal>
    var state: SearchRuntime<Terminal>.LoopState

    var browser: SearchBrowser { runtime.browser }
    var provider: any SearchProvider { runtime.provider }
    var isEnding: Bool { state.outcome != nil }
    var signalWakeup: Wakeup? { runtime.handlesSignals ? runtime.mailbox.wakeup : nil }
    var millisecondsSinceInput: Int { max(0, runtime.clock() - state.lastInputAt) }

    mutating func handle(_ action: BrowserAction) {
        runtime.handle(action, in: &state)
    }

    mutating func end(with outcome: SearchRunOutcome) {
        state.outcome = outcome
    }

    mutating func runOutsideScreen(_ body: () -> Void) {
        runtime.terminal.runOutsideScreen(body)
        runtime.terminal.invalidate()
        handle(.arrived(.resize(runtime.terminal.size)))
    }

    func wakeLoop() {
        runtime.mailbox.wakeup.wake()
    }
}

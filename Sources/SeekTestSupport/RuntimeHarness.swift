import SeekCatalog
import Dispatch
import SeekModel
import SeekTestSupport
import SeekRuntime
import SeekScreen
import Synchronization

/// Runs a ``SearchRuntime`` on its own thread over a ``TestBackend``, as a program's main thread
/// would, and hands the outcome back to the test.
final class RuntimeHarness: Sendable {
    let terminal: TestBackend
    private let finished = Mutex<SearchRunOutcome?>(nil)
    private let mailboxBox = Mutex<RuntimeMailbox?>(nil)
    private let submitted = Mutex<[SearchQuery]>([])
    private let done = DispatchSemaphore(value: 0)
    private let endingKeyBox = Mutex<String?>(nil)

    /// The key that ended the run, for `--expect` (read after ``outcome(seconds:)``).
    var endingKey: String? { endingKeyBox.withLock { $0 } }

    /// Starts the run; `makeProvider` is called on the runtime's thread.
    init(width: Int = 60, height: Int = 14, session: SearchSession = SearchSession(),
         options: BrowserOptions = BrowserOptions(title: "test"),
         configure: @escaping @Sendable (SearchRuntime<TestBackend>) -> Void = { _ in },
         makeProvider: @escaping @Sendable () -> any SearchProvider) {
        terminal = TestBackend(width: width, height: height)
        let terminal = self.terminal
        Thread.detach { [self] in
            let runtime = SearchRuntime(terminal: terminal, session: session, provider: makeProvider(), options: options)
            runtime.handlesSignals = false
            // The tests' commands are written for sh, whatever shell the person running them uses.
            runtime.environment["SHELL"] = "/bin/sh"
            configure(runtime)
            runtime.onSubmit = { query in self.submitted.withLock { $0.append(query) } }
            mailboxBox.withLock { $0 = runtime.mailbox }
            let outcome = runtime.run()
            terminal.close()
            endingKeyBox.withLock { $0 = runtime.endingKey }
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// The runtime's mailbox, once it is running.
    var mailbox: RuntimeMailbox {
        while true {
            if let mailbox = mailboxBox.withLock({ $0 }) { return mailbox }
            usleepMilliseconds(1)
        }
    }

    /// The queries submitted so far.
    var submittedQueries: [SearchQuery] { submitted.withLock { $0 } }

    /// Waits for the run to end; nil after `seconds`.
    func outcome(seconds: Double = 10) -> SearchRunOutcome? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return finished.withLock { $0 }
    }
}

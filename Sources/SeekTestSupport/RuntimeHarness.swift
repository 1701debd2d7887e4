import Dispatch
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import Synchronization

/// Runs a `SearchRuntime` on its own thread over a ``TestBackend``, as a program's main thread
/// would, and hands the outcome back to the test (the runtime's tests and the commands' tests).
public final class RuntimeHarness: Sendable {
    /// The in-memory terminal the run draws on and reads keys from.
    public let terminal: TestBackend
    private let finished = Mutex<SearchRunOutcome?>(nil)
    private let mailboxBox = Mutex<RuntimeMailbox?>(nil)
    private let submitted = Mutex<[SearchQuery]>([])
    private let done = DispatchSemaphore(value: 0)

    /// Starts the run; `configure`, `makeProvider` and `whenFinished` (given the runtime once the
    /// run has ended, before ``outcome(seconds:)`` returns) are called on the runtime's thread.
    public init(width: Int = 60, height: Int = 14, session: SearchSession = SearchSession(),
                options: BrowserOptions = BrowserOptions(title: "test"),
                configure: @escaping @Sendable (SearchRuntime<TestBackend>) -> Void = { _ in },
                whenFinished: @escaping @Sendable (SearchRuntime<TestBackend>) -> Void = { _ in },
                makeProvider: @escaping @Sendable () -> any SearchProvider) {
        terminal = TestBackend(width: width, height: height)
        let terminal = self.terminal
        Thread.detach { [self] in
            let runtime = SearchRuntime(terminal: terminal, session: session, provider: makeProvider(), options: options)
            runtime.handlesSignals = false
            configure(runtime)
            runtime.onSubmit = { query in self.submitted.withLock { $0.append(query) } }
            mailboxBox.withLock { $0 = runtime.mailbox }
            let outcome = runtime.run()
            terminal.close()
            whenFinished(runtime)
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// The runtime's mailbox, once it is running.
    public var mailbox: RuntimeMailbox {
        while true {
            if let mailbox = mailboxBox.withLock({ $0 }) { return mailbox }
            usleepMilliseconds(1)
        }
    }

    /// The queries submitted so far.
    public var submittedQueries: [SearchQuery] { submitted.withLock { $0 } }

    /// Waits for the run to end; nil after `seconds`.
    public func outcome(seconds: Double = 10) -> SearchRunOutcome? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return finished.withLock { $0 }
    }
}

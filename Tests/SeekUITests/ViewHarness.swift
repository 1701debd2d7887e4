import Dispatch
import SeekTestSupport
import SeekToolkit
import SeekUI
import Synchronization

/// Runs a view (or an app's window) with a ``ViewRunner`` on its own thread over a
/// ``TestBackend``, as an app's main thread would, so that a test can type and read the screen.
final class ViewHarness: Sendable {
    let terminal: TestBackend
    private let outcome = Mutex<Result<Void, SearchableListError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts `view` on a terminal of `width` × `height`.
    convenience init<Content: View>(_ view: Content, width: Int = 60, height: Int = 14) {
        self.init(width: width, height: height) { terminal throws(SearchableListError) in
            try ViewRunner(view).run(on: terminal, handlesSignals: false)
        }
    }

    /// Starts `app`'s window.
    convenience init<Application: App>(app: Application, width: Int = 60, height: Int = 14) {
        self.init(width: width, height: height) { terminal throws(SearchableListError) in
            try app.run(on: terminal, handlesSignals: false)
        }
    }

    private init(width: Int, height: Int, run: @escaping (TestBackend) throws(SearchableListError) -> Void) {
        terminal = TestBackend(width: width, height: height)
        let terminal = self.terminal
        let work = UncheckedBox({ [self] in
            let result = Result { () throws(SearchableListError) in try run(terminal) }
            outcome.withLock { $0 = result }
            done.signal()
        })
        Thread.detach { work.value() }
    }

    /// Whether the run ended (Esc with search not presented) within `seconds`, without an error.
    func ended(seconds: Double = 10) -> Bool {
        guard done.wait(timeout: .now() + seconds) == .success else { return false }
        return (try? outcome.withLock { $0 }?.get()) != nil
    }

    /// Ends the run: each Esc closes what is open (the suggestions, then search); with nothing
    /// open, Esc leaves.
    func stop() {
        for _ in 0..<4 {
            terminal.send(.escape)
            if ended(seconds: 2) { return }
        }
    }

    /// The same, waiting without holding a thread of the concurrency pool: for a test whose app
    /// runs a `Task` (the pool may have as few threads as the machine has cores).
    func waitForAsync(showing shown: [String], hiding hidden: [String] = [], seconds: Double = 20) async -> Bool {
        for _ in 0..<Int(seconds * 50) {
            let lines = terminal.screen
            if shown.allSatisfy({ text in lines.contains { $0.contains(text) } })
                && !hidden.contains(where: { text in lines.contains { $0.contains(text) } }) {
                return true
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        print("screen:\n" + terminal.screen.joined(separator: "\n"))
        return false
    }

    /// Whether some screen shows every text of `shown` and none of `hidden`, within a minute.
    func waitFor(showing shown: [String], hiding hidden: [String] = [], seconds: Double = 60) -> Bool {
        let seen = terminal.waitForScreen(seconds: seconds) { lines in
            shown.allSatisfy { text in lines.contains { $0.contains(text) } }
                && !hidden.contains { text in lines.contains { $0.contains(text) } }
        }
        // What the screen showed instead, for the test's log.
        if !seen { print("screen:\n" + terminal.screen.joined(separator: "\n")) }
        return seen
    }
}

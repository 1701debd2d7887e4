import Dispatch
import SeekModel
import SeekTestSupport
@testable import SeekDatabase
import SeekRuntime
import SeekScreen
import Synchronization

/// Runs a ``SearchRuntime`` over a table search on a thread of its own, on a ``TestBackend``, as
/// seek's main thread would; the test keeps the search to count its statements.
final class TableRuntime: Sendable {
    /// Hands the search to the runtime's thread: the runtime alone uses it while it runs, the
    /// test only reads its statement counter (which is locked).
    private struct Handed: @unchecked Sendable {
        let search: PostgresSearch
    }

    let terminal: TestBackend
    private let handed: Handed
    private let done = DispatchSemaphore(value: 0)
    private let finished = Mutex<SearchRunOutcome?>(nil)

    /// The search the runtime shows.
    var search: PostgresSearch { handed.search }

    /// Starts the run of `session` over `search` on a terminal of `width` × `height`: with the
    /// table's scopes and suggested tokens read first (so that a test's statement counts start
    /// after them), or, with `waitsForVocabulary` false, as seek runs, the scopes arriving on
    /// the screen when the background read finishes.
    init(search: PostgresSearch, session: SearchSession = SearchSession(), width: Int = 100, height: Int = 16,
         waitsForVocabulary: Bool = true) {
        terminal = TestBackend(width: width, height: height)
        handed = Handed(search: search)
        let terminal = self.terminal
        let handed = self.handed
        var session = session
        let vocabulary = waitsForVocabulary ? search.waitForVocabulary() : search.currentVocabulary
        session = session.searchScopes(vocabulary.scopes)
        session.tokenFields = vocabulary.tokenFields
        let started = session
        SeekTestSupport.Thread.detach { [self] in
            let runtime = SearchRuntime(terminal: terminal, session: started, provider: handed.search,
                                        options: BrowserOptions(title: "table"))
            runtime.handlesSignals = false
            let outcome = runtime.run()
            terminal.close()
            finished.withLock { $0 = outcome }
            done.signal()
        }
    }

    /// How the run ended; nil while it goes on.
    var outcome: SearchRunOutcome? { finished.withLock { $0 } }

    /// Ends the run as Escape would and waits for it.
    func end() {
        terminal.send(.control("c"))
        _ = done.wait(timeout: .now() + 10)
    }
}

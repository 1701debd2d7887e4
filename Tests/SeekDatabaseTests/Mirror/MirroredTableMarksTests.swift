import Dispatch
import Foundation
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
@testable import SeekDatabase
import Testing

/// Marks made while the server answers still mean the rows marked once the mirror answers,
/// though the mirror holds the rows at other indexes.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct MirroredTableMarksTests: PostgresSearchTesting {
    /// Hands the search to the runtime's thread, which alone uses it while it runs.
    private struct Handed: @unchecked Sendable {
        let search: MirroredTableSearch
    }

    /// The advisory lock that holds the mirror back until the test lets it read.
    private static let gate = 4_242

    /// Makes schema `mirror_gate` (once per server) with a view `recipes` over the table that
    /// waits for ``gate``: a connection whose search path starts there (the mirror's) reads the
    /// same rows, but only once the test releases the lock.
    private func gatedURL(holding connection: PostgresConnection) throws -> String {
        if try connection.execute("SELECT to_regclass('mirror_gate.recipes') IS NULL").rows.first?.first == "t" {
            _ = try connection.execute("CREATE SCHEMA mirror_gate")
            _ = try connection.execute("""
                CREATE VIEW mirror_gate.recipes AS SELECT r.* FROM public.recipes r,
                  (SELECT pg_advisory_lock_shared(\(Self.gate))) AS gate
                """)
        }
        _ = try connection.execute("SELECT pg_advisory_lock(\(Self.gate))")
        return server.url() + "&options=-csearch_path%3Dmirror_gate,public"
    }

    @Test func rowsMarkedBeforeTheMirrorLoadedAreTheRowsChosenAfter() throws {
        let lock = try writableConnection()
        let mirrorURL = try gatedURL(holding: lock)
        let file = try TestTables.recipesFile()
        // `^pa`: the mirror's count differs from the server's (see MirroredTableScreenTests),
        // so the screen shows when the mirror answers.
        let query = SearchQuery(text: "^pa")
        let fileCount = DataSetSearch.match(query, in: file).matches.count
        let search = MirroredTableSearch(
            server: try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles), url: mirrorURL)
        let handed = Handed(search: search)
        let terminal = TestBackend(width: 100, height: 16)
        let outcome = LockedOutcome()
        SeekTestSupport.Thread.detach {
            let runtime = SearchRuntime(terminal: terminal, session: SearchSession(text: "^pa"), provider: handed.search,
                                        options: BrowserOptions(title: "table", allowsMultipleSelection: true))
            runtime.handlesSignals = false
            outcome.set(runtime.run())
            terminal.close()
        }
        defer {
            _ = try? lock.execute("SELECT pg_advisory_unlock_all()")
            terminal.send(.control("c"))
            _ = outcome.wait()
        }
        // The server's answer: two rows marked (Ctrl-T, Tab under --multi: it marks the selected row and moves down).
        let listed = try #require(waitForListedNames(on: terminal, count: 2), "\(terminal.screen.joined(separator: "\n"))")
        terminal.send(.control("t"))
        terminal.send(.control("t"))
        #expect(terminal.waitForText("(2 marked)"), "two rows marked")
        #expect(!terminal.screen.contains { $0.contains("\(fileCount)/\(file.items.count)") }, "still the server's answer")
        // The mirror reads, loads and answers.
        _ = try lock.execute("SELECT pg_advisory_unlock(\(Self.gate))")
        #expect(terminal.waitForText("\(fileCount)/\(file.items.count) (2 marked)", seconds: 20), "the mirror's count, the marks kept")
        terminal.send(.enter)
        guard case .chosen(let items, _)? = outcome.wait() else {
            Issue.record("nothing chosen")
            return
        }
        let chosen = items.map { handed.search.content.text(ofItem: $0) }
        #expect(chosen == listed, "the rows marked, not the rows now at their indexes")
    }

    /// The first `count` rows of the list on the screen, once they are drawn: the rows' text
    /// after the pointer column.
    private func waitForListedNames(on terminal: TestBackend, count: Int) -> [String]? {
        var names: [String] = []
        let found = terminal.waitForScreen(seconds: 20) { screen in
            let rows = screen.filter { $0.hasPrefix("> ") || $0.hasPrefix("  P") }
            names = rows.prefix(count).map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            return names.count == count
        }
        return found ? names : nil
    }
}

/// The run's outcome, handed from the runtime's thread to the test's.
private final class LockedOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var outcome: SearchRunOutcome?

    func set(_ value: SearchRunOutcome) {
        lock.withLock { outcome = value }
        done.signal()
    }

    /// Waits (at most ten seconds) for the run to end.
    func wait() -> SearchRunOutcome? {
        if done.wait(timeout: .now() + 10) == .success { done.signal() }
        return lock.withLock { outcome }
    }
}

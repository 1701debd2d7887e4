import Dispatch
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
@testable import SeekDatabase
import Testing

/// The mirror under the screen's own loop: the list switches to the mirror's answer by itself,
/// with the rows it draws being the mirror's.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct MirroredTableScreenTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    /// Hands the search to the runtime's thread, which alone uses it while it runs.
    private struct Handed: @unchecked Sendable {
        let search: MirroredTableSearch
    }

    @Test func theListTakesTheMirrorsAnswerToTheQueryTypedBeforeItLoaded() throws {
        // `^pa` is where the two paths differ: the file's matcher (and so the mirror) reads `a` as
        // `ã` too, the server's ILIKE does not (docs/Database.md), so only the mirror's answer
        // counts Pão de Queijo.
        let file = try TestTables.recipesFile()
        let query = SearchQuery(text: "^pa")
        let fileCount = DataSetSearch.match(query, in: file).matches.count
        let serverSearch = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
        let serverCount = try serverSearch.matchingDataSet(for: query).items.count
        #expect(fileCount == serverCount + 1)
        let handed = Handed(search: MirroredTableSearch(
            server: try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles), url: server.url()))
        let terminal = TestBackend(width: 100, height: 16)
        let done = DispatchSemaphore(value: 0)
        SeekTestSupport.Thread.detach {
            let runtime = SearchRuntime(terminal: terminal, session: SearchSession(text: "^pa"), provider: handed.search,
                                        options: BrowserOptions(title: "table"))
            runtime.handlesSignals = false
            _ = runtime.run()
            terminal.close()
            done.signal()
        }
        defer {
            terminal.send(.control("c"))
            _ = done.wait(timeout: .now() + 10)
        }
        #expect(terminal.waitForText("\(fileCount)/\(file.items.count)", seconds: 20), "the mirror's count, without another key")
        terminal.press("o")
        #expect(terminal.waitForText("Pão de Queijo"), "a row of the mirror's, drawn from its rows")
    }
}

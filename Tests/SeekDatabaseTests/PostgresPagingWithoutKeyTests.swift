import Foundation
import SeekCatalog
import SeekModel
import SeekTestSupport
@testable import SeekDatabase
import Testing

/// Scrolling a table without a primary key (paged by offset) on the screen, as seek runs it:
/// the scopes arrive while the first page is shown and ask the query again.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct PostgresPagingWithoutKeyTests {
    var server: PrivatePostgresServer { PrivatePostgresServer.current! }

    @Test func scrollingATableWithoutAKeyToTheEndReadsEachRowOnce() throws {
        let file = try TestTables.recipesFile()
        let search = try PostgresSearch(url: server.url(), table: "recipes", roles: TestTables.recipesRoles)
        #expect(search.keyColumns.isEmpty, "recipes has no primary key: it is paged by offset")
        let runtime = TableRuntime(search: search, waitsForVocabulary: false)
        #expect(runtime.terminal.waitForText("/\(file.items.count)", seconds: 20))
        // Scroll to the end, long enough for every page to arrive.
        for _ in 0..<40 {
            runtime.terminal.send(Array(repeating: .pageDown, count: 5))
            usleep(50_000)
        }
        usleep(500_000)
        runtime.end()
        let rows = search.dataSet
        let texts = (0..<rows.items.count).map { String(describing: rows.records[$0]) }
        #expect(rows.items.count == file.items.count, "every row read once: \(rows.items.count) rows for \(file.items.count)")
        #expect(Set(texts).count == rows.items.count, "no row read twice")
    }
}

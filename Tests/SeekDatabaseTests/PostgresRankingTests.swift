import Foundation
import SeekCatalog
@testable import SeekDatabase
import SeekMatching
import SeekModel
import SeekProviders
import Synchronization
import Testing

/// Best first on a table larger than the count limit: the ranked page that follows the counts,
/// and the table's order when it runs out of time.
extension PostgresPagingTests {
    /// A database with pg_trgm holding `products` (590 rows, not a whole number of pages: the
    /// 20 that hold "leather" as a word have the highest keys, the others hold its letters apart)
    /// and `crowd` (100,000 rows that all match "item"), made once per server.
    func rankedDatabaseURL() throws -> String {
        try Self.rankedDatabase.withLock { made in
            if !made {
                let connection = try writableDatabaseWithTrigrams(named: "ranked")
                _ = try connection.execute("CREATE TABLE products (id integer PRIMARY KEY, name text)")
                _ = try connection.execute("INSERT INTO products SELECT n, 'lxexaxtxhxexr box ' || n FROM generate_series(1, 570) AS n")
                _ = try connection.execute("INSERT INTO products SELECT n, 'leather bag ' || n FROM generate_series(571, 590) AS n")
                _ = try connection.execute("CREATE TABLE crowd (id integer PRIMARY KEY, name text)")
                _ = try connection.execute("INSERT INTO crowd SELECT n, 'item ' || n FROM generate_series(1, 100000) AS n")
                made = true
            }
            return server.url(database: "ranked")
        }
    }

    private static let rankedDatabase = Mutex(false)

    @Test func aTableLargerThanTheCountLimitListsTheBestMatchesFirstWhenTheServerRanksThemInTime() throws {
        let url = try rankedDatabaseURL()
        let search = try PostgresSearch(url: url, table: "products", roles: FieldRoleChoices(display: "name"), countLimit: 100)
        #expect(!search.ranksOnServer)
        let query = SearchQuery(text: "leather")
        let every = try search.matchingDataSet(for: query)
        #expect(every.items.count == 590)
        let file = DataSetSearch.match(query, in: every)
        // The file's best: the 20 rows that hold the word, which key order puts last.
        let fileBest = Set(file.matches.prefix(20).map { every.items.text(at: $0.index) })
        #expect(fileBest.allSatisfy { $0.hasPrefix("leather bag") })
        #expect(!search.pageStatement(for: query).text.contains("similarity"), "the first page is read in key order")
        let snapshot = try answer(search, query, generation: 1)
        #expect(search.showsServerRankOrder)
        #expect(snapshot.matches.count == PostgresSearch.pageSize)
        // The same best rows, first, with the same scores as the file's.
        #expect(Set(snapshot.matches.prefix(20).map { search.dataSet.items.text(at: $0.index) }) == fileBest)
        #expect(snapshot.matches.prefix(20).map(\.score) == file.matches.prefix(20).map(\.score))
        #expect(search.takeUpdate().statusMessage?.contains("table's order") != true)
        // Scrolling reads the next pages in the same order: every match once.
        let scrolled = try everyPage(of: query, in: search)
        let texts = scrolled.matches.map { search.dataSet.items.text(at: $0.index) }
        #expect(texts.count == 590 && Set(texts).count == 590)
    }

    @Test func aRankedPageThatRunsOutOfItsTimeLeavesTheTableOrderAndSaysSo() throws {
        let url = try rankedDatabaseURL()
        // Ranking 100,000 matches takes far longer than 1 ms.
        let search = try PostgresSearch(url: url, table: "crowd", roles: FieldRoleChoices(display: "name"), countLimit: 100,
                                        rankTimeoutMilliseconds: 1)
        search.request(SearchQuery(text: "item"), scopes: [], generation: 1)
        var latest: MatchSnapshot?
        let message = try waitForUpdate(search) { update -> String? in
            if let snapshot = update.results.last { latest = snapshot }
            return update.isBusy ? nil : update.statusMessage ?? ""
        }
        #expect(message.contains("in the table's order: ranking took longer than 1 ms"))
        #expect(!search.showsServerRankOrder)
        let snapshot = try #require(latest)
        #expect(snapshot.matches.count == PostgresSearch.pageSize)
        // The first page in key order: ids 1 to 200.
        #expect(Set(snapshot.matches.map { search.dataSet.items.text(at: $0.index) }) == Set((1...200).map { "item \($0)" }))
    }
}

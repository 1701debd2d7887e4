import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders

/// The search over a PostgreSQL table that the seek command runs: the server's
/// (``PostgresSearch``) until a local mirror of the rows is loaded, then SeekMatching's
/// in-memory engine over that mirror, exactly as for a file of the same rows — the same match
/// sets, ranking, exact counts and scope counts, at a file's speed whatever the query form.
///
/// The mirror (`TableMirror`) is read in the background once the search starts, on a
/// connection of its own, when the rows' columns fit `budgetBytes`; until it is loaded, and
/// for a table over the budget, the server answers as before. The switch happens in the update
/// that hands over the mirror's answer to the latest query, and the rows then live in the same
/// content object the screen has drawn from all along, so an index never reads the other
/// provider's rows; the update that switches says where each row read from the server is in
/// the mirror (`SearchProviderUpdate.movedItems`), so that marks keep meaning the rows marked.
/// The reload action (`--bind …:reload(…)`) reads the table again: on a table the command's
/// output is not read, the table is the input.
///
/// Memory: the mirror holds the columns a page reads, about twice their text and a hundred
/// bytes a row (`TableMirror.estimatedBytes`). A snapshot read once
/// does not see rows written later until a reload.
public final class MirroredTableSearch: PagedSearchProvider, DescriptorWatchingSearchProvider, EagerlyRankingSearchProvider,
    ReloadableSearchProvider {
    /// The memory budget of a mirror by default, in MiB (`--mirror-budget`).
    public static let defaultBudgetMebibytes = 512

    /// The server's search: every query's answer until the mirror is loaded, and `--filter`'s.
    public let server: PostgresSearch
    /// How much memory the mirror's rows may take (bytes); nil for no mirror.
    public let budgetBytes: Int?
    private let relay = ChangeRelay()
    /// Opens a connection like the server search's own, for the mirror.
    private let connect: @Sendable () throws(DatabaseError) -> PostgresConnection
    /// The mirror being read, until its outcome is taken.
    private var mirror: TableMirror?
    /// The local search whose results are on screen, once the mirror was switched to.
    private var local: DataSetSearch?
    /// A loaded mirror's search, answering the latest query before its results replace those on
    /// screen.
    private var incoming: DataSetSearch?
    private var lastRequest: (query: SearchQuery, scopes: [SearchScope], generation: Int)?
    private var rowsShown = 0
    private var hasStarted = false

    /// Where the mirror stands.
    public private(set) var mirrorState: MirrorState

    /// A search of `server`'s table, mirrored in memory when its rows fit `budgetBytes` (nil:
    /// never), the mirror read on a connection to `url` made as the server search's are.
    public init(server: PostgresSearch, url: String, statementTimeoutMilliseconds: Int = PostgresConnection.statementTimeoutMilliseconds,
                budgetBytes: Int? = MirroredTableSearch.defaultBudgetMebibytes << 20) {
        self.server = server
        self.budgetBytes = budgetBytes
        mirrorState = budgetBytes == nil ? .off : .loading
        // A password the user typed for the server search is not asked for again.
        let password = try? server.worker.withConnection { connection throws(DatabaseError) in connection.promptedPassword }
        let notices = server.notices
        connect = { () throws(DatabaseError) in
            try PostgresConnection(url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds, notices: notices,
                                   password: password ?? nil)
        }
    }

    /// The rows the screen's indexes refer to: the server's pages, then the mirror's rows.
    public var dataSet: DataSet { server.dataSet }

    /// The server's notices and warnings, for the status line and `--filter`'s standard error.
    public var notices: ServerNotices { server.notices }

    /// The indexes the server path's statements can use (see ``PostgresSearch/indexStatements``).
    public var indexStatements: [String] { server.indexStatements }

    /// The columns the query is matched against.
    public var searchedColumns: [String] { server.searchedColumns }

    /// Whether the server suggests as the user types (see ``PostgresSearch/suggestsFromServer``).
    public var suggestsFromServer: Bool {
        get { server.suggestsFromServer }
        set { server.suggestsFromServer = newValue }
    }

    /// Every row that `query` matches, read from the server (`--filter`).
    public func matchingDataSet(for query: SearchQuery) throws(DatabaseError) -> DataSet {
        try server.matchingDataSet(for: query)
    }

    public var content: any BrowserContent { server.content }

    public func start(whenChanged: @escaping @Sendable () -> Void) {
        relay.listen(whenChanged)
        let relay = self.relay
        server.start { relay.signal() }
        if !hasStarted {
            hasStarted = true
            readMirror()
        }
    }

    /// Starts reading the table into a new mirror, if there is a budget.
    private func readMirror() {
        mirror?.stop()
        guard let budgetBytes else { return }
        let relay = self.relay
        let reading = TableMirror(statements: server.statements, name: server.dataSet.name, budgetBytes: budgetBytes,
                                  connect: connect, whenDone: { relay.signal() })
        mirror = reading
        reading.start()
    }

    /// Waits until the mirror's outcome is known (for a benchmark or a test; the screen never
    /// waits): the next ``takeUpdate()`` then answers from the mirror when it loaded.
    public func waitForMirror() {
        mirror?.waitUntilDone()
    }

    public func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        lastRequest = (query, scopes, generation)
        if let search = incoming ?? local {
            search.request(query, scopes: scopes, generation: generation)
        } else {
            server.request(query, scopes: scopes, generation: generation)
        }
    }

    public func takeUpdate() -> SearchProviderUpdate {
        takeMirrorOutcome()
        var incomingIsBusy = false
        if let incoming {
            var arrived = incoming.takeUpdate()
            if let snapshot = arrived.results.last, snapshot.generation == (lastRequest?.generation ?? 0) {
                return switchToIncoming(incoming, update: &arrived)
            }
            incomingIsBusy = true
        }
        var update = local?.takeUpdate() ?? server.takeUpdate()
        update.isBusy = update.isBusy || incomingIsBusy
        if local != nil, let note = server.notices.note {
            update.statusMessage = PostgresSearch.joined([update.statusMessage, note])
        }
        return update
    }

    /// Takes a loaded mirror as the incoming search, asked the latest query at once.
    private func takeMirrorOutcome() {
        guard let outcome = mirror?.takeOutcome() else { return }
        mirror = nil
        switch outcome {
        case .reading:
            return
        case .loaded(let rows):
            // The query read as the server path reads it (`-e`, `-i`, `+i`, `--literal`,
            // `--tiebreak`, `--no-sort`), as for a file.
            let search = DataSetSearch(dataSet: rows, queryOptions: server.statements.queryOptions)
            if rowsShown > 0 { search.prepareToShow(rows: rowsShown) }
            let relay = self.relay
            search.start { relay.signal() }
            let latest = lastRequest ?? (SearchQuery(), server.currentVocabulary.scopes, 0)
            search.request(latest.query, scopes: latest.scopes, generation: latest.generation)
            incoming?.stop()
            incoming = search
        case .overBudget(let estimated, let budget):
            if local == nil { mirrorState = .overBudget(estimatedBytes: estimated, budgetBytes: budget) }
        case .failed(let reason):
            if local == nil { mirrorState = .failed(reason) }
        }
    }

    /// Shows the incoming search's answer to the latest query: its rows become the content's,
    /// its scopes and tokens the session's, and the marks on the server's rows move to the same
    /// rows in the mirror (see `MovedRows`).
    private func switchToIncoming(_ search: DataSetSearch, update: inout SearchProviderUpdate) -> SearchProviderUpdate {
        guard let shared = server.content as? DataSetContent else { return update }
        update.movedItems = MovedRows.newIndexes(of: shared.dataSet, in: search.dataSet)
        shared.update(search.dataSet)
        local?.stop()
        local = search
        incoming = nil
        mirrorState = .local(rows: search.dataSet.items.count)
        update.vocabulary = search.currentVocabulary
        return update
    }

    public func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        local?.suggestions(for: query, results: results) ?? server.suggestions(for: query, results: results)
    }

    public func loadMoreResults(generation: Int) {
        // A local search's snapshot holds every match.
        if local == nil { server.loadMoreResults(generation: generation) }
    }

    public func loopWatchesDescriptors() {
        server.loopWatchesDescriptors()
    }

    public var descriptorToWatch: Int32? { local == nil ? server.descriptorToWatch : nil }

    public func descriptorTurnedReadable() {
        server.descriptorTurnedReadable()
    }

    public func prepareToShow(rows: Int) {
        rowsShown = rows
        local?.prepareToShow(rows: rows)
        incoming?.prepareToShow(rows: rows)
    }

    /// Reads the table again into a new mirror (the rows on screen answer until it is loaded);
    /// without a mirror the server is asked again anyway. `descriptor`, the reload command's
    /// output, is not read: a table's input is the table.
    public func reload(reading descriptor: Int32) {
        _ = close(descriptor)
        incoming?.stop()
        incoming = nil
        readMirror()
    }

    public func stop() {
        relay.listen {}
        mirror?.stop()
        incoming?.stop()
        local?.stop()
        server.stop()
    }
}

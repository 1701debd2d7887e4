import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekSystem

/// The search provider over a data set in memory: the matching engine on a background worker,
/// with the data set's tokens and scopes as conditions of the scan, and, while the input is
/// still being read, the items growing under it.
///
/// Growth is an event like any other: the reader signals the ``ChangeRelay``, the runtime wakes,
/// and ``takeUpdate()`` hands the longer store to the worker, which runs the latest query again
/// over it, so no result misses items that arrived during a scan.
public final class DataSetSearch: EagerlyRankingSearchProvider, ReloadableSearchProvider, ReshapableSearchProvider {
    private var growing: (any GrowingDataSet)?
    private let relay: ChangeRelay
    private let dataSetContent: DataSetContent
    private var worker: MatchWorker
    private var isFinished: Bool
    private var failure: LoadError?
    private var vocabulary: SearchVocabulary
    private var vocabularyChanged = false
    /// When items last arrived (monotonic milliseconds), to tell reading from waiting.
    private var lastGrowth = 0
    /// How plain lines are shown and searched by fields.
    public private(set) var lineFields: LineFields
    /// The items left out of every match (`exclude`), until a reload.
    private var excludedItems: Set<Int> = []
    /// How the query's terms are read (`-e`, `-i`, `+i`).
    private let queryOptions: QueryOptions
    /// The searched fields of the lines read so far, when ``lineFields`` selects some.
    private var derivedSearch = ItemStore()
    /// The latest request, asked again of a new engine when `--tail` drops lines.
    private var lastRequest: (MatchRequest, Int)?
    /// How many rows the list shows (``prepareToShow(rows:)``), 0 until told.
    private var rowsShown = 0
    /// Whether ``requirement`` has seen the first items.
    private var requirementChecked = false
    /// How a reload's output is read: the format and roles the input was streamed with.
    private var reloadReading = ReloadReading()
    /// The descriptor of the reload being read, which this provider closes.
    private var reloadDescriptor: Int32?
    /// Earlier reloads still being read to their end, to be closed once they are.
    private var retiredReloads: [(input: any GrowingDataSet, descriptor: Int32)] = []

    /// A check of the data that can only be made once some has arrived — that a field an output
    /// option names exists, say. It is called once, with the first data set that has items (or
    /// with the empty one when the input ends empty); the error it throws ends the run, reported
    /// as the provider's failure.
    public var requirement: (@Sendable (DataSet) throws(LoadError) -> Void)?

    /// How long after the last items arrived an unfinished input still counts as busy: a pipe
    /// that stays open without writing is waiting, not working, and must not keep the spinner
    /// (and so the event loop) going. A quarter of a second spans the short pauses of a producer
    /// that is still working (a directory walk between folders) without ticking on when it stops.
    public static let readingGraceMilliseconds = 250

    /// Searches a data set that is fully loaded.
    public convenience init(dataSet: DataSet, lineFields: LineFields = LineFields(), queryOptions: QueryOptions = QueryOptions()) {
        self.init(dataSet: dataSet, growing: nil, relay: ChangeRelay(), lineFields: lineFields, queryOptions: queryOptions)
    }

    /// Searches a data set while it is read from `descriptor` (a file or a pipe) in the
    /// background: lines, JSON Lines, CSV and TSV are searchable as they arrive, a JSON document
    /// once it is complete. The descriptor stays open until reading is finished; the caller
    /// owns it.
    ///
    /// - Parameters:
    ///   - name: names the data set and starts error messages; its extension may give the format.
    ///   - format: the format, or nil to infer it as SeekCatalog's `DataSetLoader` does.
    ///   - roles: the user's field roles, resolved against the first records.
    ///   - descriptor: the open file or pipe to read.
    ///   - separator: the byte that ends a plain line (NUL for NUL-separated input).
    ///   - reloadSeparator: the byte that ends a plain line of a reload's output, when it is not
    ///     `separator` (the file walker's paths end in NUL whatever a reload's lines end in).
    ///   - lineFields: the fields of plain lines that are shown and searched (`--nth`, `--with-nth`).
    ///   - queryOptions: how every query is read (exact, case), fixed for the search's life.
    ///   - tail: keep only this many of the last lines read (`--tail`); nil keeps them all.
    public convenience init(
        reading descriptor: Int32,
        name: String,
        format: InputFormat? = nil,
        roles: FieldRoleChoices = FieldRoleChoices(),
        separator: UInt8 = 0x0A,
        reloadSeparator: UInt8? = nil,
        lineFields: LineFields = LineFields(),
        queryOptions: QueryOptions = QueryOptions(),
        tail: Int? = nil
    ) {
        let relay = ChangeRelay()
        let stream = DataSetStream(descriptor: descriptor, name: name, format: format, roles: roles,
                                   separator: separator, tail: tail, whenChanged: { relay.signal() })
        self.init(growing: stream, relay: relay, lineFields: lineFields, queryOptions: queryOptions)
        reloadReading = ReloadReading(format: format, roles: roles, separator: reloadSeparator ?? separator, tail: tail)
    }

    /// Searches a data set while it is read: `relay` must be the one the reader signals.
    public convenience init(growing: any GrowingDataSet, relay: ChangeRelay, lineFields: LineFields = LineFields(),
                            queryOptions: QueryOptions = QueryOptions()) {
        let first = growing.progress()
        self.init(dataSet: first.dataSet, growing: growing, relay: relay, lineFields: lineFields, queryOptions: queryOptions)
        isFinished = first.isFinished
        failure = first.failure
    }

    private init(dataSet: DataSet, growing: (any GrowingDataSet)?, relay: ChangeRelay, lineFields: LineFields = LineFields(),
                 queryOptions: QueryOptions = QueryOptions()) {
        self.lineFields = lineFields
        self.queryOptions = queryOptions
        self.growing = growing
        self.relay = relay
        dataSetContent = DataSetContent(dataSet: dataSet)
        dataSetContent.lineFields = lineFields
        dataSetContent.queryOptions = queryOptions
        worker = MatchWorker(engine: MatchEngine(store: Self.searchedStore(of: dataSet, lineFields: lineFields, derived: &derivedSearch),
                                                 fields: dataSet.fields, queryOptions: queryOptions),
                             whenFinished: { relay.signal() })
        isFinished = growing == nil
        lastGrowth = MonotonicClock.milliseconds()
        vocabulary = SearchVocabulary(dataSet: dataSet)
    }

    /// The data set as read so far.
    public var dataSet: DataSet { dataSetContent.dataSet }

    /// The words the data set gives the session: its scopes, suggested tokens and token fields.
    public var currentVocabulary: SearchVocabulary { vocabulary }

    public var content: any BrowserContent { dataSetContent }

    public func start(whenChanged: @escaping @Sendable () -> Void) {
        relay.listen(whenChanged)
        // Whatever arrived before the listener was set is picked up by the first update.
        whenChanged()
    }

    public func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        var request = MatchRequest(query, scopes: scopes)
        // The rows shown and a quarter more to move down into (a few at least); the engine's
        // default until the list's height is known. Measured: for a list of 37 rows, 46 instead
        // of 64 took seek-bench's typing session on 200,000 lines from 4,036 to 3,764 M
        // instructions.
        request.rankedCount = rowsShown > 0 ? max(16, rowsShown + rowsShown / 4) : MatchEngine.eagerlyRankedCount
        request.excludedItems = excludedItems
        lastRequest = (request, generation)
        worker.request(request, generation: generation)
    }

    /// Notes the list's height: the next requests ask the engine to rank that many rows and a
    /// quarter more while it scans (`MatchRequest.rankedCount`).
    public func prepareToShow(rows: Int) {
        rowsShown = rows
    }

    public func takeUpdate() -> SearchProviderUpdate {
        var droppedNow = 0
        if let growing, !isFinished {
            let progress = growing.progress()
            droppedNow = progress.dataSet.droppedItemCount - dataSet.droppedItemCount
            let dropped = droppedNow > 0
            if progress.dataSet.items.count != dataSet.items.count || dropped {
                lastGrowth = MonotonicClock.milliseconds()
                dataSetContent.update(progress.dataSet)
                if dropped {
                    // --tail dropped the oldest lines: the engine's results assume items only
                    // grow, so a new one searches what is kept, for the latest request.
                    derivedSearch = ItemStore()
                    worker = MatchWorker(engine: MatchEngine(store: Self.searchedStore(of: progress.dataSet, lineFields: lineFields,
                                                                                        derived: &derivedSearch),
                                                             fields: progress.dataSet.fields, queryOptions: queryOptions),
                                         whenFinished: { [relay] in relay.signal() })
                    if let (request, generation) = lastRequest { worker.request(request, generation: generation) }
                } else {
                    worker.replaceStore(with: Self.searchedStore(of: progress.dataSet, lineFields: lineFields, derived: &derivedSearch),
                                        fields: progress.dataSet.fields)
                }
                let grown = SearchVocabulary(dataSet: progress.dataSet)
                if grown != vocabulary {
                    vocabulary = grown
                    vocabularyChanged = true
                }
            }
            isFinished = progress.isFinished
            failure = progress.failure
        }
        checkRequirement()
        closeFinishedReloads()
        var update = SearchProviderUpdate(
            totalCount: dataSet.items.count,
            isBusy: worker.isBusy || (!isFinished && MonotonicClock.milliseconds() - lastGrowth < Self.readingGraceMilliseconds),
            failure: failure?.description,
            vocabulary: vocabularyChanged ? vocabulary : nil,
            isInputComplete: isFinished
        )
        update.droppedItemCount = droppedNow
        vocabularyChanged = false
        if let snapshot = worker.takeSnapshot() {
            update.results.append(snapshot)
        }
        return update
    }

    public func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        // Word completions only for records: for plain lines (paths, say) the rows are the words.
        guard !dataSet.records.isEmpty else { return [] }
        // A row's start is enough for its words and keeps a huge item out of the menu.
        return WordCompletions.suggestions(for: query.text, results: results) {
            dataSetContent.text(ofItem: $0, fittingColumns: 1_024)
        }
    }

    public func stop() {
        relay.listen {}
    }

    /// Reads `descriptor` as the new input, in the format the input was streamed in (plain
    /// lines for a data set that was loaded whole); the items so far are dropped at once.
    public func reload(reading descriptor: Int32) {
        if let growing, let reloadDescriptor {
            retiredReloads.append((growing, reloadDescriptor))
        }
        let relay = self.relay
        let stream = DataSetStream(descriptor: descriptor, name: dataSet.name, format: reloadReading.format,
                                   roles: reloadReading.roles, separator: reloadReading.separator, tail: reloadReading.tail,
                                   whenChanged: { relay.signal() })
        growing = stream
        reloadDescriptor = descriptor
        isFinished = false
        failure = nil
        requirementChecked = true
        // The indexes excluded were the old items'.
        excludedItems = []
        lastGrowth = MonotonicClock.milliseconds()
        let empty = DataSet(name: dataSet.name, items: ItemStore())
        derivedSearch = ItemStore()
        dataSetContent.update(empty)
        // A new engine: the old one's incremental state assumes its items only grow. A scan it
        // still runs answers no one.
        worker = MatchWorker(engine: MatchEngine(store: empty.items, fields: empty.fields, queryOptions: queryOptions),
                             whenFinished: { relay.signal() })
        let emptied = SearchVocabulary(dataSet: empty)
        if emptied != vocabulary {
            vocabulary = emptied
            vocabularyChanged = true
        }
        relay.signal()
    }

    public func changeLineFields(_ lineFields: LineFields) {
        guard lineFields != self.lineFields else { return }
        self.lineFields = lineFields
        dataSetContent.lineFields = lineFields
        // The searched text of every line is derived again; a new engine, since the old one's
        // kept results matched the old text.
        derivedSearch = ItemStore()
        worker = MatchWorker(engine: MatchEngine(store: Self.searchedStore(of: dataSet, lineFields: lineFields, derived: &derivedSearch),
                                                 fields: dataSet.fields, queryOptions: queryOptions),
                             whenFinished: { [relay] in relay.signal() })
    }

    public func exclude(items: [Int]) {
        excludedItems.formUnion(items)
    }

    /// Closes the descriptors of reloads that were read to their end.
    private func closeFinishedReloads() {
        if isFinished, let descriptor = reloadDescriptor {
            _ = close(descriptor)
            reloadDescriptor = nil
        }
        retiredReloads.removeAll { retired in
            guard retired.input.progress().isFinished else { return false }
            _ = close(retired.descriptor)
            return true
        }
    }

    /// Matches `query` over a complete data set, on the calling thread: the path that `--filter`,
    /// `-q` with `--select-1` and `--exit-0` take, with the same request as typing. With
    /// `scoresEveryMatch`, for a caller that reads every match in order, the scan scores each match
    /// at once (see `MatchRequest.scoresEveryMatch`).
    public static func match(_ query: SearchQuery, scopes: [SearchScope] = [], in dataSet: DataSet,
                             lineFields: LineFields = LineFields(), queryOptions: QueryOptions = QueryOptions(),
                             scoresEveryMatch: Bool = false) -> MatchSnapshot {
        var derived = ItemStore()
        let engine = MatchEngine(store: searchedStore(of: dataSet, lineFields: lineFields, derived: &derived), fields: dataSet.fields,
                                 queryOptions: queryOptions)
        // Nothing cancels this match, so it always answers.
        var request = MatchRequest(query, scopes: scopes)
        request.scoresEveryMatch = scoresEveryMatch
        return engine.match(request, generation: 0) ?? .everything(totalCount: 0)
    }

    /// Runs ``requirement`` once there is something to check it against.
    private func checkRequirement() {
        guard let requirement, !requirementChecked, failure == nil, !dataSet.items.isEmpty || isFinished else { return }
        requirementChecked = true
        do throws(LoadError) {
            try requirement(dataSet)
        } catch {
            failure = error
        }
    }

    /// How an input streamed from a descriptor was read, for reading a reload the same way.
    private struct ReloadReading {
        var format: InputFormat?
        var roles = FieldRoleChoices()
        var separator: UInt8 = 0x0A
        var tail: Int?
    }

    /// What the query is matched against, for plain lines shown or searched by fields or read
    /// with `--ansi`: the searched text of each line, extending `derived` by the lines it does not hold yet, so a
    /// growing input pays once per line.
    private static func searchedStore(of dataSet: DataSet, lineFields: LineFields, derived: inout ItemStore) -> ItemStore {
        guard dataSet.records.isEmpty, lineFields.changesSearchedText else { return searchedStore(of: dataSet) }
        while derived.count < dataSet.items.count {
            derived.append(lineFields.searchedText(of: dataSet.items.text(at: derived.count)))
        }
        return derived
    }

    private static func searchedStore(of dataSet: DataSet) -> ItemStore {
        dataSet.searchText ?? dataSet.items
    }
}

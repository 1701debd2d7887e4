import SeekCatalog
import Dispatch
import SeekMatching
import SeekModel
import Synchronization
import SeekSystem

/// Runs a table search's statements on a thread of its own, one at a time: the page and counts
/// of the latest query (after a pause in typing, the debounce), the next page when the list
/// needs it, and cheap suggestions. A newer query cancels the statement still running for an
/// older one (libpq's `PQcancel`).
///
/// Nothing that goes wrong while the screen is open ends the run: a statement that fails or
/// times out leaves a one-line message; a lost connection is made again, with a growing pause
/// between attempts, and the latest query runs again once it is back (StatementWorker+Failures).
/// A caller whose event loop watches the connection's socket reads each first page itself
/// (StatementWorker+CallerPages); what each job sends is in StatementWorker+Queries.
///
/// The state and the helpers below are internal only so that those extensions reach them;
/// nothing outside the worker touches them.
final class StatementWorker: Sendable {
    /// A query asked for, run once `notBefore` (nanoseconds of uptime) has passed.
    struct PendingSearch {
        var request: MatchRequest
        var generation: Int
        var notBefore: UInt64
    }

    /// A page after the first, asked for when the list was scrolled near its end.
    struct PendingPage {
        var request: MatchRequest
        var generation: Int
        var cursor: PageCursor
    }

    /// Everything the caller's thread, the worker's and the loop's share, under one lock.
    struct State {
        var latestGeneration = -1
        var search: PendingSearch?
        var nextPage: PendingPage?
        var suggestionText: String?
        /// The generation whose statements are running, if any.
        var runningGeneration: Int?
        var isRunning = false
        var answers: [Answer] = []
        var suggestions: [SearchSuggestion]?
        var message: String?
        var connection: PostgresConnection?
        var reconnectDelay = StatementWorker.firstReconnectDelay
        var isStopped = false
        var statementCount = 0
        /// Whether the caller's event loop reads first pages (see ``readsFirstPagesOnCaller``).
        var callerReadsFirstPages = false
        /// The first page whose statement was sent and whose result the caller's loop reads:
        /// the connection is the loop's until it has read it.
        var pageOnCaller: SentPage?
        /// A search whose first page the caller read: its counts and the rest follow here.
        var continuation: (search: PendingSearch, first: Answer)?
        /// How many first pages the caller's loop read, and sent itself (for tests).
        var firstPagesReadOnCaller = 0
        var firstPagesSentOnCaller = 0
        /// Set while the caller's thread sends a first page on the idle connection.
        var isCallerSending = false
    }

    /// The pause before the first attempt to connect again; each failed attempt doubles it, up to
    /// ``longestReconnectDelay``.
    static let firstReconnectDelay = 0.25
    /// The longest pause between attempts to connect again.
    static let longestReconnectDelay = 4.0
    /// How many suggestions of each kind one statement reads.
    static let suggestionLimit = 10

    let statements: TableStatements
    let pageSize: Int
    let countLimit: Int
    /// How long one count statement may run before the server stops it and the count is left
    /// out: counts follow every keystroke's page and must not hold the next one for seconds.
    let countTimeoutMilliseconds: Int
    /// How long the ranked page (best first on a table paged by key) may run before the list is
    /// left in the table's order.
    let rankTimeoutMilliseconds: Int
    private let debounceMilliseconds: Int
    let connect: @Sendable () throws(DatabaseError) -> PostgresConnection
    let whenFinished: @Sendable () -> Void
    let queue = DispatchQueue(label: "seek.postgresql", qos: .userInitiated)
    let state = Mutex(State())

    /// A worker that owns `connection` from now on, makes a new one with `connect` when it is
    /// lost, and calls `whenFinished` (on its own thread) each time something is ready.
    init(connection: PostgresConnection, statements: TableStatements, pageSize: Int, countLimit: Int, countTimeoutMilliseconds: Int,
         debounceMilliseconds: Int, rankTimeoutMilliseconds: Int = PostgresSearch.defaultRankTimeoutMilliseconds,
         connect: @escaping @Sendable () throws(DatabaseError) -> PostgresConnection, whenFinished: @escaping @Sendable () -> Void) {
        self.statements = statements
        self.pageSize = pageSize
        self.countLimit = countLimit
        self.countTimeoutMilliseconds = max(1, countTimeoutMilliseconds)
        self.debounceMilliseconds = max(0, debounceMilliseconds)
        self.rankTimeoutMilliseconds = max(1, rankTimeoutMilliseconds)
        self.connect = connect
        self.whenFinished = whenFinished
        state.withLock { $0.connection = connection }
    }

    // MARK: - Asking

    /// Asks for `request` under `generation`, run once no newer request has come for the
    /// debounce time (at once when `waits` is false); the statement of an older generation still
    /// running is cancelled. A generation older than one already requested is ignored. When the
    /// caller's loop reads first pages, nothing waits and the connection is idle, the page
    /// statement is sent here, on the caller's thread (see ``idleConnectionForCaller(_:)``).
    func request(_ request: MatchRequest, generation: Int, waits: Bool = true) {
        let delay = waits ? debounceMilliseconds : 0
        let search = PendingSearch(request: request, generation: generation, notBefore: Self.now() + UInt64(delay) * 1_000_000)
        let decision: RequestDecision? = state.withLock { state in
            guard generation >= state.latestGeneration, !state.isStopped else { return nil }
            state.latestGeneration = generation
            state.nextPage = nil
            if delay == 0, let connection = Self.idleConnectionForCaller(state) {
                // An older search's counts not yet begun are stale now.
                state.continuation = nil
                state.search = nil
                state.isCallerSending = true
                state.runningGeneration = generation
                state.isRunning = true
                return .sendHere(connection)
            }
            state.search = search
            return .schedule(cancels: state.runningGeneration.map { $0 < generation } ?? false)
        }
        switch decision {
        case nil:
            return
        case .sendHere(let connection):
            sendFirstPage(of: search, on: connection)
        case .schedule(let cancels):
            if cancels { cancelInBackground() }
            schedule(afterMilliseconds: delay)
        }
    }

    /// What ``request(_:generation:waits:)`` does with a search.
    private enum RequestDecision {
        /// The caller's loop sends the page statement itself, on this idle connection.
        case sendHere(PostgresConnection)
        /// The worker runs it (after the debounce), cancelling an older statement first if asked.
        case schedule(cancels: Bool)
    }

    /// Asks for the page after `cursor` of `generation`'s results; ignored when a newer query
    /// was asked for since.
    func requestPage(after cursor: PageCursor, of request: MatchRequest, generation: Int) {
        let accepted = state.withLock { state in
            guard generation == state.latestGeneration, state.search == nil, !state.isStopped else { return false }
            state.nextPage = PendingPage(request: request, generation: generation, cursor: cursor)
            return true
        }
        if accepted { schedule(afterMilliseconds: 0) }
    }

    /// Asks for suggestions for `text` being typed; a newer text replaces one not yet read.
    func requestSuggestions(for text: String) {
        let accepted = state.withLock { state in
            guard !state.isStopped else { return false }
            state.suggestionText = text
            return true
        }
        if accepted { schedule(afterMilliseconds: 0) }
    }

    // MARK: - Collecting

    /// Whether a request is waiting or running, or an answer waits to be taken.
    var isBusy: Bool {
        state.withLock { $0.search != nil || $0.nextPage != nil || $0.isRunning || !$0.answers.isEmpty || $0.continuation != nil }
    }

    /// The answers ready, oldest first, once.
    func takeAnswers() -> [Answer] {
        state.withLock { state in
            defer { state.answers = [] }
            return state.answers
        }
    }

    /// The suggestions that arrived since the last call, once.
    func takeSuggestions() -> [SearchSuggestion]? {
        state.withLock { state in
            defer { state.suggestions = nil }
            return state.suggestions
        }
    }

    /// What the status line should say: the last failure, until a statement succeeds.
    var message: String? {
        state.withLock { $0.message }
    }

    /// How many statements were sent to the server so far (for tests of the search patterns).
    var statementCount: Int {
        state.withLock { $0.statementCount }
    }

    /// Runs `body` with the connection on the worker's thread, after whatever is queued, and
    /// waits for it: a synchronous use such as `--filter`, before any loop reads first pages
    /// (the connection may be the loop's while it does).
    func withConnection<Value>(_ body: (PostgresConnection) throws(DatabaseError) -> Value) throws(DatabaseError) -> Value {
        let result: Result<Value, DatabaseError> = queue.sync {
            do throws(DatabaseError) {
                return .success(try body(try currentConnection()))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Cancels what runs and runs nothing more.
    func stop() {
        let running = state.withLock { state in
            state.isStopped = true
            state.search = nil
            state.nextPage = nil
            state.suggestionText = nil
            return state.runningGeneration != nil
        }
        if running { cancelInBackground() }
    }

    // MARK: - Running

    /// `PQcancel` opens a connection of its own and waits for it: off the event loop's thread.
    func cancelInBackground() {
        guard let connection = state.withLock({ $0.connection }) else { return }
        DispatchQueue.global(qos: .userInitiated).async { connection.cancelRunningStatement() }
    }

    func schedule(afterMilliseconds delay: Int) {
        if delay <= 0 {
            queue.async { self.runWhatIsDue() }
        } else {
            queue.asyncAfter(deadline: .now() + .milliseconds(delay)) { self.runWhatIsDue() }
        }
    }

    /// One piece of work taken from the state.
    enum Job {
        case search(PendingSearch)
        /// The counts and the rest of a search whose first page the caller's loop read.
        case continuation(PendingSearch, Answer)
        case page(PendingPage)
        case suggestions(String)
    }

    /// What running a job left.
    private enum Outcome {
        /// The job is done.
        case finished
        /// The first page's statement was sent, and the caller's loop reads its result: the
        /// connection is the loop's until then.
        case handedToCaller
    }

    /// Runs the jobs that are due, the search first; a search still in its debounce time is left
    /// for the run scheduled at its end.
    func runWhatIsDue() {
        while let job = takeDueJob() {
            do throws(DatabaseError) {
                let connection = try currentConnection()
                if try run(job, on: connection) == .handedToCaller { return }
                state.withLock { $0.message = nil }
            } catch {
                handle(error, of: job)
                if state.withLock({ $0.connection == nil }) { return }
            }
            finishRunning()
            whenFinished()
        }
    }

    private func takeDueJob() -> Job? {
        state.withLock { state in
            guard !state.isStopped, state.pageOnCaller == nil, !state.isCallerSending else { return nil }
            if let continuation = state.continuation {
                state.continuation = nil
                if !isStaleLocked(state, continuation.search.generation) {
                    state.runningGeneration = continuation.search.generation
                    state.isRunning = true
                    return .continuation(continuation.search, continuation.first)
                }
            }
            if let search = state.search {
                guard search.notBefore <= Self.now() else { return nil }
                state.search = nil
                state.runningGeneration = search.generation
                state.isRunning = true
                return .search(search)
            }
            if let page = state.nextPage {
                state.nextPage = nil
                state.runningGeneration = page.generation
                state.isRunning = true
                return .page(page)
            }
            if let text = state.suggestionText {
                state.suggestionText = nil
                state.isRunning = true
                return .suggestions(text)
            }
            return nil
        }
    }

    func finishRunning() {
        state.withLock { state in
            state.runningGeneration = nil
            state.isRunning = false
        }
    }

    private func run(_ job: Job, on connection: PostgresConnection) throws(DatabaseError) -> Outcome {
        switch job {
        case .search(let search):
            if state.withLock({ $0.callerReadsFirstPages }) {
                try handFirstPageToCaller(search, on: connection)
                // The loop learns that there is a socket to wait on while the server works.
                whenFinished()
                return .handedToCaller
            }
            // The page is shown before the counts are known: counting a short query can read far
            // more rows than the page (up to the count limit in every scope).
            let first = try firstPage(search.request, generation: search.generation, on: connection)
            deliver(first)
            // The page came: an older failure (a count that timed out) no longer describes the list.
            state.withLock { $0.message = nil }
            whenFinished()
            try continueSearch(search, after: first, on: connection)
        case .continuation(let search, let first):
            // The loop took the page in the turn that read it: nothing to announce.
            try continueSearch(search, after: first, on: connection)
        case .page(let page):
            let statement = statements.page(for: page.request, limit: pageSize, after: page.cursor)
            let rows = try executePage(statement, of: page.request, on: connection)
            deliver(Answer(generation: page.generation, request: page.request, part: .nextPage, rows: rows,
                           nextCursor: nextCursor(after: rows, of: page.request, previous: page.cursor), isRanked: page.cursor.isRanked))
        case .suggestions(let text):
            let found = try suggestions(for: text, on: connection)
            state.withLock { $0.suggestions = found }
        }
        return .finished
    }

    /// What follows a search's first page, once it was delivered: the counts, then the ranked
    /// page or the remaining rows when they are called for.
    private func continueSearch(_ search: PendingSearch, after first: Answer, on connection: PostgresConnection) throws(DatabaseError) {
        if isStale(search.generation) { throw .cancelled }
        let counted = try counts(of: search.request, generation: search.generation, on: connection)
        deliver(counted)
        if let ranked = rankedPageStatement(of: search.request, after: first, counts: counted.counts) {
            // The counts are ready to show while the best matches are looked for.
            whenFinished()
            if isStale(search.generation) { throw .cancelled }
            deliver(try rankedPage(ranked, of: search.request, generation: search.generation, on: connection))
        }
        // While the user reads the page: the next key's page then runs at once.
        try connection.restoreStatementTimeout()
        if let rest = remainingRowsStatement(of: search.request, after: first, counts: counted.counts) {
            // The counts are ready to show while the rest is read.
            whenFinished()
            if isStale(search.generation) { throw .cancelled }
            deliver(Answer(generation: search.generation, request: search.request, part: .remainingRows,
                           rows: try executePage(rest, of: search.request, ranks: false, on: connection)))
        }
    }

    func deliver(_ answer: Answer) {
        state.withLock { state in
            guard !isStaleLocked(state, answer.generation) else { return }
            state.answers.append(answer)
        }
    }

    func isStale(_ generation: Int) -> Bool {
        state.withLock { isStaleLocked($0, generation) }
    }

    func isStaleLocked(_ state: State, _ generation: Int) -> Bool {
        state.latestGeneration > generation || state.isStopped
    }

    private static func now() -> UInt64 {
        MonotonicClock.nanoseconds()
    }
}

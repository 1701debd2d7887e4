import Dispatch
import SeekMatching
import SeekModel
import SeekSystem
import Synchronization

/// Runs a table search's statements on a thread of its own, one at a time: the page and counts
/// of the latest query (after a pause in typing, the debounce), the next page when the list
/// needs it, and cheap suggestions. A newer query cancels the statement still running for an
/// older one (libpq's `PQcancel`). A caller whose event loop watches the connection's socket
/// (``readsFirstPagesOnCaller()``) reads each first page itself.
///
/// Which statement runs when, on which thread, and what a failure leaves is decided by
/// ``FetchStateMachine``; the worker holds it and the connection under one lock and performs its
/// actions. What each job sends is ``StatementRunner``'s. Nothing that goes wrong while the
/// screen is open ends the run: a statement that fails or times out leaves a one-line message; a
/// lost connection is made again, with a growing pause between attempts, and the latest query
/// runs again once it is back. So is a server that does not answer within the connection's
/// ``PostgresConnection/answerDeadlineMilliseconds``: a stopped server, a black-holed route.
final class StatementWorker: Sendable {
    /// What the caller's thread, the worker's and the loop's share, under one lock: the state
    /// machine and the connection whose use it decides.
    private struct Shared {
        var machine: FetchStateMachine
        var connection: PostgresConnection?
    }

    /// Makes and sends the statements, and counts them.
    let runner: StatementRunner
    private let debounceMilliseconds: Int
    private let connect: @Sendable () throws(DatabaseError) -> PostgresConnection
    private let whenFinished: @Sendable () -> Void
    private let queue = DispatchQueue(label: "seek.postgresql", qos: .userInitiated)
    private let shared: Mutex<Shared>

    /// A worker that owns `connection` from now on, makes a new one with `connect` when it is
    /// lost, and calls `whenFinished` (on its own thread) each time something is ready. The
    /// connection's answer deadline is the machine's too.
    init(connection: PostgresConnection, statements: TableStatements, pageSize: Int, countLimit: Int, countTimeoutMilliseconds: Int,
         debounceMilliseconds: Int, rankTimeoutMilliseconds: Int = PostgresSearch.defaultRankTimeoutMilliseconds,
         connect: @escaping @Sendable () throws(DatabaseError) -> PostgresConnection, whenFinished: @escaping @Sendable () -> Void) {
        runner = StatementRunner(statements: statements, pageSize: pageSize, countLimit: countLimit,
                                 countTimeoutMilliseconds: countTimeoutMilliseconds, rankTimeoutMilliseconds: rankTimeoutMilliseconds)
        self.debounceMilliseconds = max(0, debounceMilliseconds)
        self.connect = connect
        self.whenFinished = whenFinished
        shared = Mutex(Shared(machine: FetchStateMachine(answerDeadlineMilliseconds: connection.answerDeadlineMilliseconds),
                              connection: connection))
    }

    // MARK: - Asking

    /// Asks for `request` under `generation`, run once no newer request has come for the
    /// debounce time (at once when `waits` is false); the statement of an older generation still
    /// running is cancelled. A generation older than one already requested is ignored. When the
    /// caller's loop reads first pages, nothing waits and the connection is idle, the page
    /// statement is sent here, on the caller's thread.
    func request(_ request: MatchRequest, generation: Int, waits: Bool = true) {
        let delay = waits ? debounceMilliseconds : 0
        let search = PendingSearch(request: request, generation: generation, notBefore: MonotonicClock.nanoseconds() + UInt64(delay) * 1_000_000)
        let actions = shared.withLock { shared in
            // Idle with the statement timeout a page runs under: changing it would make the loop
            // wait for a `SET`.
            let idle = delay == 0 && shared.connection.map { $0.isConnected && $0.hasItsOwnStatementTimeout } == true
            return shared.machine.handle(.requested(search, delayMilliseconds: delay, connectionIsIdle: idle))
        }
        perform(actions)
    }

    /// Asks for the page after `cursor` of `generation`'s results; ignored when a newer query
    /// was asked for since.
    func requestPage(after cursor: PageCursor, of request: MatchRequest, generation: Int) {
        perform(apply(.pageRequested(PendingPage(request: request, generation: generation, cursor: cursor))))
    }

    /// Asks for suggestions for `text` being typed; a newer text replaces one not yet read.
    func requestSuggestions(for text: String) {
        perform(apply(.suggestionsRequested(text)))
    }

    /// From now on, the caller's event loop reads each first page's result: the statement is
    /// sent and the connection handed over; the loop waits on ``descriptorToWatch`` among its
    /// own descriptors and calls ``readFirstPage()`` when it turns readable. The page then
    /// reaches the screen without a second thread waking the loop's: the result itself does, as
    /// it wakes psql. Without this, the worker waits for the result and hands the page over.
    func readsFirstPagesOnCaller() {
        _ = apply(.loopReadsFirstPages)
    }

    /// Cancels what runs and runs nothing more.
    func stop() {
        perform(apply(.stopped))
    }

    // MARK: - Collecting

    /// Whether a request is waiting or running, or an answer waits to be taken.
    var isBusy: Bool { shared.withLock { $0.machine.isBusy } }

    /// The answers ready, oldest first, once.
    func takeAnswers() -> [Answer] { shared.withLock { $0.machine.takeAnswers() } }

    /// The suggestions that arrived since the last call, once.
    func takeSuggestions() -> [SearchSuggestion]? { shared.withLock { $0.machine.takeSuggestions() } }

    /// What the status line should say: the last failure, until a statement succeeds.
    var message: String? { shared.withLock { $0.machine.message } }

    /// How many first pages the caller's loop read so far (for tests of ``readFirstPage()``).
    var firstPagesReadOnCaller: Int { shared.withLock { $0.machine.firstPagesReadOnLoop } }

    /// How many first pages the caller's thread sent itself so far (for tests of
    /// ``request(_:generation:waits:)``).
    var firstPagesSentOnCaller: Int { shared.withLock { $0.machine.firstPagesSentOnCaller } }

    // MARK: - The caller's loop

    /// The socket the caller's loop waits on while a first page it reads is under way; nil
    /// while the worker holds the connection.
    var descriptorToWatch: Int32? {
        shared.withLock { shared in
            guard case .readingOnLoop = shared.machine.phase else { return nil }
            return shared.connection?.socketDescriptor
        }
    }

    /// Reads what arrived for the first page the loop reads, without waiting; once the result is
    /// whole, makes the page (rows, records, seek's ranking) on this thread, keeps it for
    /// ``takeAnswers()``, and gives the connection back to the worker for the counts.
    func readFirstPage() {
        let reading = shared.withLock { shared -> (search: PendingSearch, connection: PostgresConnection)? in
            guard case .readingOnLoop(let search) = shared.machine.phase, let connection = shared.connection else { return nil }
            return (search, connection)
        }
        guard let reading else { return }
        let first: Answer
        do throws(DatabaseError) {
            guard try reading.connection.hasWholeResult() else { return }
            first = try runner.collectFirstPage(of: reading.search, on: reading.connection)
        } catch {
            failOffWorker(error)
            return
        }
        perform(apply(.firstPageArrived(first)))
    }

    /// Sends `search`'s first page on the caller's thread and leaves its result to the caller's
    /// loop (``readFirstPage()``).
    private func sendFirstPageHere(_ search: PendingSearch) {
        do throws(DatabaseError) {
            // The machine let the caller send only on a connection it saw standing.
            guard let connection = shared.withLock({ $0.connection }) else { throw DatabaseError("postgresql: no connection") }
            try runner.sendFirstPage(of: search, on: connection)
            perform(apply(.firstPageSent))
        } catch {
            failOffWorker(error)
        }
    }

    /// A failure on the caller's thread, handled as the worker handles its own; what follows
    /// (telling the search, the next job) happens on the worker's thread.
    private func failOffWorker(_ error: DatabaseError) {
        let actions = fail(error)
        queue.async { self.perform(actions) }
    }

    // MARK: - The worker's thread

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

    /// Runs the jobs that are due, one after the other, until none is or one leaves the
    /// connection to the loop or waits to connect again.
    private func runWhatIsDue() {
        while case .run(let job)? = apply(.workerReady(now: MonotonicClock.nanoseconds())).first {
            let actions: [FetchAction]
            do throws(DatabaseError) {
                actions = try run(job, on: try currentConnection())
            } catch {
                actions = fail(error)
            }
            perform(actions.filter { $0 != .runNext })
            guard actions.contains(.runNext) else { return }
        }
    }

    /// Runs `job`, and returns what its end leads to.
    private func run(_ job: WorkerJob, on connection: PostgresConnection) throws(DatabaseError) -> [FetchAction] {
        switch job {
        case .firstPage(let search):
            let first = try runner.firstPage(of: search, on: connection)
            perform(apply(.firstPageArrived(first)))
            try runAfterFirstPage(search, nextCursor: first.nextCursor, on: connection)
        case .firstPageForLoop(let search):
            try runner.sendFirstPage(of: search, on: connection)
            return apply(.firstPageSent)
        case .afterFirstPage(let search, let nextCursor):
            try runAfterFirstPage(search, nextCursor: nextCursor, on: connection)
        case .nextPage(let page):
            _ = apply(.answered(try runner.nextPage(page, on: connection)))
        case .suggestions(let text):
            _ = apply(.suggestionsFound(try runner.suggestions(for: text, on: connection)))
        }
        return apply(.finished)
    }

    /// What follows a search's first page: the counts, then the ranked page or the remaining
    /// rows when they are called for, each given up when a newer query arrived.
    private func runAfterFirstPage(_ search: PendingSearch, nextCursor: PageCursor?, on connection: PostgresConnection) throws(DatabaseError) {
        let (request, generation) = (search.request, search.generation)
        let isStale = { self.shared.withLock { $0.machine.isStale(generation) } }
        if isStale() { throw .cancelled }
        let counted = try runner.counts(of: request, generation: generation, on: connection, isStale: isStale)
        _ = apply(.answered(counted))
        if let ranked = runner.rankedPageStatement(of: request, nextCursor: nextCursor, counts: counted.counts) {
            // The counts are ready to show while the best matches are looked for.
            whenFinished()
            if isStale() { throw .cancelled }
            _ = apply(.answered(try runner.rankedPage(ranked, of: request, generation: generation, on: connection)))
        }
        // While the user reads the page: the next key's page then runs at once.
        try connection.restoreStatementTimeout()
        if let rest = runner.remainingRowsStatement(of: request, nextCursor: nextCursor, counts: counted.counts) {
            // The counts are ready to show while the rest is read.
            whenFinished()
            if isStale() { throw .cancelled }
            _ = apply(.answered(try runner.remainingRows(rest, of: request, generation: generation, on: connection)))
        }
    }

    /// The connection, made again first when it was lost.
    private func currentConnection() throws(DatabaseError) -> PostgresConnection {
        if let connection = shared.withLock({ $0.connection }) { return connection }
        let connection = try connect()
        _ = shared.withLock { shared in
            shared.connection = connection
            return shared.machine.handle(.reconnected)
        }
        return connection
    }

    // MARK: - Performing

    /// Moves the machine with `event`; a lost connection is dropped under the same lock.
    private func apply(_ event: FetchEvent) -> [FetchAction] {
        shared.withLock { shared in
            let actions = shared.machine.handle(event)
            Self.letGo(of: &shared, for: actions)
            return actions
        }
    }

    /// Moves the machine with the failure `error` is: on a connection that no longer stands, a
    /// lost connection.
    private func fail(_ error: DatabaseError) -> [FetchAction] {
        shared.withLock { shared in
            let lost = shared.connection.map { !$0.isConnected } ?? true
            let actions = shared.machine.handle(.failed(FetchFailure(error, connectionLost: lost)))
            Self.letGo(of: &shared, for: actions)
            return actions
        }
    }

    /// Drops the connection (under the lock) when `actions` say so. One abandoned for a server
    /// that does not answer is asked to cancel its statement on another thread, and closed when
    /// that ends: the cancel waits for the server's postmaster, which may be stopped too.
    private static func letGo(of shared: inout Shared, for actions: [FetchAction]) {
        if actions.contains(.dropConnection) { shared.connection = nil }
        if actions.contains(.abandonConnection), let abandoned = shared.connection {
            shared.connection = nil
            DispatchQueue.global(qos: .utility).async { abandoned.cancelRunningStatement() }
        }
    }

    /// After `milliseconds`, tells the machine that the `sent`-th first page the loop reads is
    /// overdue, naming the server; the machine ignores it when the page has come.
    private func checkAnswer(afterMilliseconds milliseconds: Int, sent: Int) {
        queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
            guard let reason = self.shared.withLock({ $0.connection?.noAnswer.description }) else { return }
            let actions = self.apply(.answerOverdue(sent: sent, reason: reason))
            self.perform(actions)
        }
    }

    /// Performs `actions` outside the lock; `.run` is the worker loop's, and `.dropConnection`
    /// was done under the lock.
    private func perform(_ actions: [FetchAction]) {
        for action in actions {
            switch action {
            case .sendFirstPageHere(let search):
                sendFirstPageHere(search)
            case .cancelRunningStatement:
                // `PQcancel` opens a connection of its own and waits for it: off the caller's thread.
                guard let connection = shared.withLock({ $0.connection }) else { continue }
                DispatchQueue.global(qos: .userInitiated).async { connection.cancelRunningStatement() }
            case .wakeWorker(let delay) where delay > 0:
                queue.asyncAfter(deadline: .now() + .milliseconds(delay)) { self.runWhatIsDue() }
            case .wakeWorker, .runNext:
                queue.async { self.runWhatIsDue() }
            case .notify:
                whenFinished()
            case .checkAnswer(let milliseconds, let sent):
                checkAnswer(afterMilliseconds: milliseconds, sent: sent)
            case .run, .dropConnection, .abandonConnection:
                break
            }
        }
    }
}

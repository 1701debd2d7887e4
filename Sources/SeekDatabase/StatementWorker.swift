import Catalog
import Dispatch
import Matching
import Synchronization

/// Runs a table search's statements on a thread of its own, one request at a time: a newer
/// request cancels the statement still running for an older one (libpq's `PQcancel`), and the
/// latest answer waits to be collected.
final class StatementWorker: Sendable {
    /// The rows and counts that answer one request.
    struct Answer: Sendable {
        var generation: Int
        var request: MatchRequest
        /// The page's rows, as read with ``TableStatements/fetchedColumns``.
        var rows: [[String?]]
        /// The matching rows' count for each scope-field value (lowercased), and under nil the
        /// rows without one.
        var countsByScope: [String?: Int]
    }

    private struct State {
        var latestGeneration = -1
        var latestRequest: MatchRequest?
        /// The generation whose statements are running, if any.
        var runningGeneration: Int?
        /// Requests queued or running.
        var runsInProgress = 0
        var finished: Answer?
        var failure: DatabaseError?
        var isStopped = false
    }

    private let connection: PostgresConnection
    private let statements: TableStatements
    private let pageSize: Int
    private let whenFinished: @Sendable () -> Void
    private let queue = DispatchQueue(label: "seek.postgresql", qos: .userInitiated)
    private let state = Mutex(State())

    /// A worker that owns `connection` from now on and calls `whenFinished` (on its own thread)
    /// each time an answer or a failure is ready.
    init(connection: PostgresConnection, statements: TableStatements, pageSize: Int, whenFinished: @escaping @Sendable () -> Void) {
        self.connection = connection
        self.statements = statements
        self.pageSize = pageSize
        self.whenFinished = whenFinished
    }

    /// Asks for `request` under `generation`; the statement of an older generation still running
    /// is cancelled. A generation older than one already requested is ignored.
    func request(_ request: MatchRequest, generation: Int) {
        let cancels: Bool? = state.withLock { state in
            guard generation >= state.latestGeneration, !state.isStopped else { return nil }
            state.latestGeneration = generation
            state.latestRequest = request
            state.runsInProgress += 1
            return state.runningGeneration.map { $0 < generation } ?? false
        }
        guard let cancels else { return }
        if cancels { cancelInBackground() }
        queue.async { self.runLatest() }
    }

    /// Whether a request is queued or running, or an answer waits.
    var isBusy: Bool {
        state.withLock { $0.runsInProgress > 0 || $0.finished != nil }
    }

    /// The newest answer, once.
    func takeAnswer() -> Answer? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }

    /// Why the search cannot go on, if it cannot.
    var failure: DatabaseError? {
        state.withLock { $0.failure }
    }

    /// Runs `body` with the connection on the worker's thread, after whatever is queued, and
    /// waits for it: a synchronous use such as `--filter`.
    func withConnection<Value>(_ body: (PostgresConnection) throws(DatabaseError) -> Value) throws(DatabaseError) -> Value {
        let result: Result<Value, DatabaseError> = queue.sync {
            do throws(DatabaseError) {
                return .success(try body(connection))
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
            state.latestRequest = nil
            return state.runningGeneration != nil
        }
        if running { cancelInBackground() }
    }

    /// `PQcancel` opens a connection of its own and waits for it: off the event loop's thread.
    private func cancelInBackground() {
        let connection = self.connection
        DispatchQueue.global(qos: .userInitiated).async { connection.cancelRunningStatement() }
    }

    /// Runs the latest request, unless a later run already answered it.
    private func runLatest() {
        let taken: (MatchRequest, Int)? = state.withLock { state in
            guard let request = state.latestRequest, !state.isStopped else {
                state.runsInProgress -= 1
                return nil
            }
            state.latestRequest = nil
            state.runningGeneration = state.latestGeneration
            return (request, state.latestGeneration)
        }
        guard let (request, generation) = taken else { return }
        let isStale = { self.state.withLock { $0.latestGeneration > generation || $0.isStopped } }
        var outcome: Result<Answer, DatabaseError>?
        do throws(DatabaseError) {
            outcome = .success(try answer(request, generation: generation, isStale: isStale))
        } catch where error.isCancellation {
            outcome = nil
        } catch {
            outcome = .failure(error)
        }
        let delivered = state.withLock { state in
            state.runningGeneration = nil
            state.runsInProgress -= 1
            switch outcome {
            case .success(let answer) where !isStaleLocked(state, generation):
                state.finished = answer
                return true
            case .failure(let error) where !isStaleLocked(state, generation):
                state.failure = error
                return true
            case nil where !isStaleLocked(state, generation):
                // A cancel meant for an older statement reached this one: run it again.
                state.latestRequest = request
                state.runsInProgress += 1
                queue.async { self.runLatest() }
                return false
            default:
                return false
            }
        }
        if delivered { whenFinished() }
    }

    private func isStaleLocked(_ state: State, _ generation: Int) -> Bool {
        state.latestGeneration > generation || state.isStopped
    }

    /// The page, then the counts; gives up between them when a newer request arrived.
    private func answer(_ request: MatchRequest, generation: Int, isStale: () -> Bool) throws(DatabaseError) -> Answer {
        let page = statements.page(for: request, limit: pageSize)
        let rows = try connection.execute(page.text, parameters: page.parameters).rows
        if isStale() { throw .cancelled }
        let counts = statements.counts(for: request)
        var countsByScope: [String?: Int] = [:]
        for row in try connection.execute(counts.text, parameters: counts.parameters).rows {
            countsByScope[row[0]?.lowercased(), default: 0] += Int(row[1] ?? "") ?? 0
        }
        return Answer(generation: generation, request: request, rows: rows, countsByScope: countsByScope)
    }
}

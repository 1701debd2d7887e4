import Dispatch
import Synchronization

/// One read of a table that runs once, in the background, on a connection of its own: started
/// at most once, stoppable (a statement running is cancelled and nothing is kept after a stop),
/// its outcome handed over once and waited for.
///
/// ``VocabularyReader`` (scopes and suggested tokens) and ``TableMirror`` (the rows) are such
/// reads; each says what it reads and what comes of it, and this holds the rest.
final class BackgroundRead<Outcome: Sendable>: Sendable {
    private struct State {
        var outcome: Outcome?
        var hasStarted = false
        var isStopped = false
        var isTaken = false
        /// The connection while a statement runs on it, so that ``stop()`` can cancel it.
        var connection: PostgresConnection?
    }
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)
    private let label: String
    private let qos: DispatchQoS
    private let whenDone: @Sendable () -> Void

    /// A read run on a queue named `label` at `qos`; `whenDone` is called (on that queue) once
    /// the outcome is known.
    init(label: String, qos: DispatchQoS, whenDone: @escaping @Sendable () -> Void) {
        self.label = label
        self.qos = qos
        self.whenDone = whenDone
    }

    /// Runs `read` unless the read started (or was stopped) already; `failure` says what an
    /// error comes to.
    func start(_ read: @escaping @Sendable () throws(DatabaseError) -> Outcome,
               failure: @escaping @Sendable (DatabaseError) -> Outcome) {
        guard begins() else { return }
        DispatchQueue(label: label, qos: qos).async { [self] in
            let outcome: Outcome
            do throws(DatabaseError) {
                outcome = try read()
            } catch {
                outcome = failure(error)
            }
            state.withLock { state in
                state.connection = nil
                if !state.isStopped { state.outcome = outcome }
            }
            // The caller is woken before a waiter is let go, so that a waiter sees both done.
            whenDone()
            finished.signal()
        }
    }

    /// Ends the read with `outcome` at once, with no connection, unless it started already.
    func finish(with outcome: Outcome) {
        guard begins() else { return }
        state.withLock { $0.outcome = outcome }
        finished.signal()
    }

    /// The outcome once it is known, the first time it is asked for; nil before and after.
    func takeOutcome() -> Outcome? {
        state.withLock { state in
            guard !state.isTaken, let outcome = state.outcome else { return nil }
            state.isTaken = true
            return outcome
        }
    }

    /// Waits until the outcome is known, or the read is stopped (call after starting it).
    func waitUntilDone() {
        finished.wait()
        finished.signal()
    }

    /// Stops a statement still running; nothing is kept after this (a read that never started
    /// no longer keeps a waiter waiting).
    func stop() {
        let (running, neverStarted) = state.withLock { state in
            defer { state.isStopped = true; state.hasStarted = true }
            return (state.connection, !state.hasStarted)
        }
        running?.cancelRunningStatement()
        if neverStarted { finished.signal() }
    }

    /// The connection `connect` opens, held so that ``stop()`` can cancel its statements.
    func connection(from connect: () throws(DatabaseError) -> PostgresConnection) throws(DatabaseError) -> PostgresConnection {
        let connection = try connect()
        state.withLock { $0.connection = connection }
        return connection
    }

    /// Throws `.cancelled` once the read is stopped: a stop between two statements cancels
    /// neither, so a read with several statements asks here before each.
    func checkNotStopped() throws(DatabaseError) {
        guard !state.withLock({ $0.isStopped }) else { throw .cancelled }
    }

    /// Whether this call is the one that starts the read.
    private func begins() -> Bool {
        state.withLock { state in
            defer { state.hasStarted = true }
            return !state.hasStarted
        }
    }
}

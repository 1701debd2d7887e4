/// What ``StatementWorker`` does after a transition of ``FetchStateMachine``, in order.
enum FetchAction: Sendable, Equatable {
    /// Send this search's first page on the caller's thread, now (``FetchPhase/sendingOnCaller(_:)``).
    case sendFirstPageHere(PendingSearch)
    /// Run this job on the worker's thread (``FetchPhase/running(_:)``).
    case run(WorkerJob)
    /// Ask the server to stop the statement running for an older generation.
    case cancelRunningStatement
    /// Look for due work on the worker's thread after this many milliseconds.
    case wakeWorker(afterMilliseconds: Int)
    /// Forget the lost connection: the next job makes a new one.
    case dropConnection
    /// Forget the connection of a server that did not answer, asking it (on another thread: the
    /// cancel may wait for a stopped server) to stop the statement: the next job makes a new one.
    case abandonConnection
    /// After this many milliseconds, tell the machine that the first page the loop reads is
    /// overdue (``FetchEvent/answerOverdue(sent:reason:)``), naming the statement by `sent`.
    case checkAnswer(afterMilliseconds: Int, sent: Int)
    /// Tell the search that something is ready (its `whenChanged`).
    case notify
    /// Take the next due job at once (the worker's loop goes on).
    case runNext
}

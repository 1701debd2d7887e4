/// What a search's connection is doing, as ``FetchStateMachine`` tracks it. Each phase that
/// fetches a first page has one route for it: the worker sends and reads
/// (`.running(.firstPage)`), the worker sends for the loop (`.running(.firstPageForLoop)`), the
/// caller's thread sends (`.sendingOnCaller`), the caller's loop reads (`.readingOnLoop`).
enum FetchPhase: Sendable, Equatable {
    /// Nothing runs: the connection (when there is one) is free for the next job.
    case idle
    /// The worker's thread runs `job` and holds the connection until it ends.
    case running(WorkerJob)
    /// The caller's thread sends the search's first page at once: nothing waited and the
    /// connection was idle, so the statement leaves without waking the worker.
    case sendingOnCaller(PendingSearch)
    /// The search's first page was sent and the caller's event loop reads the result, waiting
    /// on the connection's socket: the connection is the loop's until it has read it.
    case readingOnLoop(PendingSearch)

    /// The generation whose statement uses the connection: a newer query cancels it. nil when
    /// idle or while suggestions run.
    var generation: Int? {
        switch self {
        case .idle: nil
        case .running(let job): job.generation
        case .sendingOnCaller(let search), .readingOnLoop(let search): search.generation
        }
    }
}

/// One piece of work the worker's thread runs on the connection (``FetchPhase/running(_:)``).
enum WorkerJob: Sendable, Equatable {
    /// The worker sends a first page's statement and reads its result itself (the caller's
    /// loop does not read first pages); its counts follow in the same run.
    case firstPage(PendingSearch)
    /// The worker sends a first page's statement and hands the connection to the caller's
    /// loop, which reads the result (``FetchPhase/readingOnLoop(_:)``).
    case firstPageForLoop(PendingSearch)
    /// What follows a first page that arrived: the counts, then the ranked page or the
    /// remaining rows when they are called for. `nextCursor` is the first page's, nil when it
    /// held every match.
    case afterFirstPage(PendingSearch, nextCursor: PageCursor?)
    /// A page after the first.
    case nextPage(PendingPage)
    /// Suggestions for the text being typed.
    case suggestions(String)

    /// The generation the job's statements answer; nil for suggestions, which answer none.
    var generation: Int? {
        switch self {
        case .firstPage(let search), .firstPageForLoop(let search), .afterFirstPage(let search, _): search.generation
        case .nextPage(let page): page.generation
        case .suggestions: nil
        }
    }
}

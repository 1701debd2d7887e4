import SeekModel

/// What happens to a search's statements, as ``FetchStateMachine/handle(_:)`` takes it: asked
/// for by the search, or reported by the thread that holds the connection.
enum FetchEvent: Sendable {
    /// A query asked for, to be sent after `delayMilliseconds`; `connectionIsIdle` says whether
    /// the connection stands with the page's own statement timeout, so that the caller's thread
    /// may send on it.
    case requested(PendingSearch, delayMilliseconds: Int, connectionIsIdle: Bool)
    /// The page after the ones read, asked for as the list scrolled near its end.
    case pageRequested(PendingPage)
    /// Suggestions asked for the text being typed.
    case suggestionsRequested(String)
    /// From now on the caller's event loop reads first pages.
    case loopReadsFirstPages
    /// The worker's thread looks for a job, at `now` (nanoseconds of uptime).
    case workerReady(now: UInt64)
    /// The first page's statement was sent (by the worker or the caller's thread) for the loop.
    case firstPageSent
    /// The first page arrived, read by the worker or the loop.
    case firstPageArrived(StatementWorker.Answer)
    /// Another part of an answer (counts, a ranked page, the remaining rows, a next page).
    case answered(StatementWorker.Answer)
    /// Suggestions read for the text typed.
    case suggestionsFound([SearchSuggestion])
    /// The worker's job ended well.
    case finished
    /// The statement under way failed (see ``FetchFailure``).
    case failed(FetchFailure)
    /// The deadline of the `sent`-th first page the loop reads has passed
    /// (``FetchAction/checkAnswer(afterMilliseconds:sent:)``); `reason` says which server did
    /// not answer and for how long. Nothing happens when that page has arrived since.
    case answerOverdue(sent: Int, reason: String)
    /// A lost connection was made again.
    case reconnected
    /// The search ends: nothing more runs.
    case stopped
}

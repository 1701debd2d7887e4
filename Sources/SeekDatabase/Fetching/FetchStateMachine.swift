import SeekModel

/// How a PostgreSQL page is fetched: the life of a table search's statements as a state
/// machine, apart from the threads and the connection that carry it out. ``handle(_:)`` takes
/// one event (a query asked for, a page sent or read, a job done, a failure) and gives the
/// actions of the new state (send this page here, run this job, cancel, wake the worker, tell
/// the search) for ``StatementWorker`` to perform; it does nothing else, so every state's
/// answer to every event is tested without a server (FetchStateMachineTests).
///
/// A first page is fetched by one route per phase (``FetchPhase``): without the caller's loop
/// reading, the worker sends and reads it (`.running(.firstPage)`). With it, the caller's thread
/// sends the statement when nothing waits and the connection is idle (`.sendingOnCaller`), else
/// the worker does once the debounce has passed (`.running(.firstPageForLoop)`); either way the
/// loop reads the result (`.readingOnLoop`). Its arrival leads, by every route, to the counts and
/// what follows them on the worker (`.running(.afterFirstPage)`); then pages after the first
/// and suggestions, each a job of its own.
///
/// A newer query cancels the statement of an older one; a cancelled statement still wanted runs
/// again. A failure leaves a message (a timeout, an error), or, when the connection is lost, a
/// message and another attempt after a pause that doubles with each failure.
///
/// A server that does not answer within ``answerDeadlineMilliseconds`` is given up as a lost
/// one, its statement cancelled: the worker's own waits end at the deadline (the connection
/// throws), and a first page the loop reads is checked at it (`.checkAnswer`, then
/// `.answerOverdue`). When the latest query's first page has not come, its list is cleared
/// (an `.unanswered` answer) rather than left showing an older query's rows.
struct FetchStateMachine: Sendable {
    /// The pause before the first attempt to connect again; each failed attempt doubles it, up
    /// to ``longestReconnectDelay`` (seconds).
    static let firstReconnectDelay = 0.25
    /// The longest pause between attempts to connect again (seconds).
    static let longestReconnectDelay = 4.0

    /// How long a first page the loop reads may go unanswered before the server is taken for
    /// stopped (milliseconds; 0: no limit). The same limit holds the worker's own waits, in
    /// ``PostgresConnection/answerDeadlineMilliseconds``.
    let answerDeadlineMilliseconds: Int
    /// What the connection is doing.
    private(set) var phase = FetchPhase.idle
    /// The newest generation asked for: the answers of older ones are dropped.
    private(set) var latestGeneration = -1
    /// The query waiting for its debounce (or for the connection) to be sent.
    private(set) var search: PendingSearch?
    /// A search whose first page the loop read: its counts and the rest wait for the worker.
    private(set) var afterFirstPage: (search: PendingSearch, nextCursor: PageCursor?)?
    private(set) var nextPage: PendingPage?
    private(set) var suggestionText: String?
    /// Whether the caller's event loop reads first pages.
    private(set) var loopReadsFirstPages = false
    private(set) var isStopped = false
    /// The pause before the next attempt to connect again (seconds).
    private(set) var reconnectDelay = firstReconnectDelay
    /// What the status line should say: the last failure, until a statement succeeds.
    private(set) var message: String?
    /// The answers ready, oldest first (``takeAnswers()``).
    private(set) var answers: [StatementWorker.Answer] = []
    /// The suggestions that arrived since they were last taken.
    private(set) var suggestions: [SearchSuggestion]?
    /// How many first pages the loop read, and the caller's thread sent (for tests).
    private(set) var firstPagesReadOnLoop = 0
    private(set) var firstPagesSentOnCaller = 0
    /// How many first pages were sent for the loop to read: the number a deadline check names.
    private(set) var firstPagesSentForLoop = 0
    /// The newest generation whose first page was delivered: the list on screen answers it.
    private(set) var answeredGeneration = -1

    /// A machine whose loop-read first pages may go `answerDeadlineMilliseconds` unanswered
    /// (0: no limit).
    init(answerDeadlineMilliseconds: Int = 0) {
        self.answerDeadlineMilliseconds = max(0, answerDeadlineMilliseconds)
    }

    /// Whether a request is waiting or running, or an answer waits to be taken.
    var isBusy: Bool {
        phase != .idle || search != nil || nextPage != nil || afterFirstPage != nil || !answers.isEmpty
    }

    /// Whether answers of `generation` are no longer wanted.
    func isStale(_ generation: Int) -> Bool {
        latestGeneration > generation || isStopped
    }

    /// The answers ready, oldest first, once.
    mutating func takeAnswers() -> [StatementWorker.Answer] {
        defer { answers = [] }
        return answers
    }

    /// The suggestions that arrived since the last call, once.
    mutating func takeSuggestions() -> [SearchSuggestion]? {
        defer { suggestions = nil }
        return suggestions
    }

    /// Moves to the state `event` leads to and returns what to do there.
    mutating func handle(_ event: FetchEvent) -> [FetchAction] {
        switch event {
        case .requested(let search, let delay, let connectionIsIdle):
            return request(search, delayMilliseconds: delay, connectionIsIdle: connectionIsIdle)
        case .pageRequested(let page):
            guard page.generation == latestGeneration, search == nil, !isStopped else { return [] }
            nextPage = page
            return [.wakeWorker(afterMilliseconds: 0)]
        case .suggestionsRequested(let text):
            guard !isStopped else { return [] }
            suggestionText = text
            return [.wakeWorker(afterMilliseconds: 0)]
        case .loopReadsFirstPages:
            loopReadsFirstPages = true
            return []
        case .workerReady(let now):
            guard let job = takeDueJob(now: now) else { return [] }
            phase = .running(job)
            return [.run(job)]
        case .firstPageSent:
            return firstPageSent()
        case .firstPageArrived(let first):
            return firstPageArrived(first)
        case .answered(let answer):
            deliver(answer)
            return []
        case .suggestionsFound(let found):
            suggestions = found
            return []
        case .finished:
            guard case .running = phase else { return [] }
            phase = .idle
            message = nil
            return [.notify, .runNext]
        case .failed(let failure):
            return fail(failure)
        case .answerOverdue(let sent, let reason):
            guard case .readingOnLoop = phase, sent == firstPagesSentForLoop else { return [] }
            return fail(.noAnswer(reason))
        case .reconnected:
            reconnectDelay = Self.firstReconnectDelay
            return []
        case .stopped:
            isStopped = true
            search = nil
            nextPage = nil
            suggestionText = nil
            return phase.generation == nil ? [] : [.cancelRunningStatement]
        }
    }

    /// A newer query replaces the one waiting and any next page asked for; an older one is
    /// ignored. Sent here when the loop reads first pages, nothing waits and nothing runs on an
    /// idle connection; else left for the worker after the debounce, cancelling an older
    /// statement under way.
    private mutating func request(_ newer: PendingSearch, delayMilliseconds delay: Int, connectionIsIdle: Bool) -> [FetchAction] {
        guard newer.generation >= latestGeneration, !isStopped else { return [] }
        latestGeneration = newer.generation
        nextPage = nil
        if delay == 0, loopReadsFirstPages, phase == .idle, connectionIsIdle {
            // An older search's counts not yet begun are stale now.
            afterFirstPage = nil
            search = nil
            phase = .sendingOnCaller(newer)
            return [.sendFirstPageHere(newer)]
        }
        search = newer
        let cancels = phase.generation.map { $0 < newer.generation } ?? false
        return (cancels ? [.cancelRunningStatement] : []) + [.wakeWorker(afterMilliseconds: delay)]
    }

    /// The job due now, in this order: the counts after a first page the loop read, the search
    /// once its debounce has passed (none before it: the wake at its end takes it), a next
    /// page, suggestions. None while anything holds the connection.
    private mutating func takeDueJob(now: UInt64) -> WorkerJob? {
        guard !isStopped, phase == .idle else { return nil }
        if let after = afterFirstPage {
            afterFirstPage = nil
            if !isStale(after.search.generation) { return .afterFirstPage(after.search, nextCursor: after.nextCursor) }
        }
        if let due = search {
            guard due.notBefore <= now else { return nil }
            search = nil
            return loopReadsFirstPages ? .firstPageForLoop(due) : .firstPage(due)
        }
        if let page = nextPage {
            nextPage = nil
            return .nextPage(page)
        }
        if let text = suggestionText {
            suggestionText = nil
            return .suggestions(text)
        }
        return nil
    }

    /// The statement left for the loop to read: the worker tells the loop there is a socket to
    /// wait on while the server works; the caller's thread is the loop's, which looks anyway.
    /// The loop's wait has a deadline: the worker checks it then.
    private mutating func firstPageSent() -> [FetchAction] {
        switch phase {
        case .running(.firstPageForLoop(let search)):
            phase = .readingOnLoop(search)
            return [.notify] + answerCheck()
        case .sendingOnCaller(let search):
            phase = .readingOnLoop(search)
            firstPagesSentOnCaller += 1
            return answerCheck()
        default:
            return []
        }
    }

    /// Numbers the first page just sent for the loop, and asks for it to be checked at the
    /// deadline, if there is one.
    private mutating func answerCheck() -> [FetchAction] {
        firstPagesSentForLoop += 1
        guard answerDeadlineMilliseconds > 0 else { return [] }
        return [.checkAnswer(afterMilliseconds: answerDeadlineMilliseconds, sent: firstPagesSentForLoop)]
    }

    /// The page is delivered before the counts are known (counting a short query can read far
    /// more rows than the page), and an older failure no longer describes the list. On the
    /// worker the counts follow in the same run; after the loop read it, the worker is woken
    /// for them (the loop took the page in the turn that read it: nothing to tell).
    private mutating func firstPageArrived(_ first: StatementWorker.Answer) -> [FetchAction] {
        switch phase {
        case .running(.firstPage(let search)):
            deliver(first)
            answeredGeneration = max(answeredGeneration, first.generation)
            message = nil
            phase = .running(.afterFirstPage(search, nextCursor: first.nextCursor))
            return [.notify]
        case .readingOnLoop(let search):
            deliver(first)
            answeredGeneration = max(answeredGeneration, first.generation)
            message = nil
            phase = .idle
            afterFirstPage = (search, first.nextCursor)
            firstPagesReadOnLoop += 1
            return [.wakeWorker(afterMilliseconds: 0)]
        default:
            return []
        }
    }

    /// What a failed statement leaves. A first page or its counts, cancelled or on a lost
    /// connection, runs again when no newer query replaced it (the cancel was meant for an older
    /// statement); so does a next page. A lost connection is dropped, said on the status line
    /// with the pause, and tried again after it; any other failure but a cancel is said.
    private mutating func fail(_ failure: FetchFailure) -> [FetchAction] {
        let failed = phase
        guard failed != .idle else { return [] }
        phase = .idle
        switch failed {
        case .running(.firstPage(let failedSearch)), .running(.firstPageForLoop(let failedSearch)),
             .running(.afterFirstPage(let failedSearch, _)), .sendingOnCaller(let failedSearch), .readingOnLoop(let failedSearch):
            if failure.runsAgain, !isStale(failedSearch.generation), search == nil {
                search = PendingSearch(request: failedSearch.request, generation: failedSearch.generation, notBefore: 0)
            }
        case .running(.nextPage(let page)):
            if failure.runsAgain, !isStale(page.generation), search == nil, nextPage == nil { nextPage = page }
        case .running(.suggestions), .idle:
            break
        }
        switch failure {
        case .connectionLost(let reason):
            let pause = reconnectDelay
            message = Self.retryMessage(reason, pause: pause)
            reconnectDelay = min(Self.longestReconnectDelay, pause * 2)
            return [.dropConnection, .notify, .wakeWorker(afterMilliseconds: Int(pause * 1000))]
        case .noAnswer(let reason):
            let pause = reconnectDelay
            message = reason + "; reconnecting…"
            reconnectDelay = min(Self.longestReconnectDelay, pause * 2)
            clearUnansweredList()
            return [.abandonConnection, .notify, .wakeWorker(afterMilliseconds: Int(pause * 1000))]
        case .failed(let reason):
            message = reason
            return [.notify, .runNext]
        case .cancelled:
            return [.notify, .runNext]
        }
    }

    /// When the latest query's first page has not come, an empty answer for it, so that the
    /// list under its text is not an older query's; its page comes once the server answers.
    private mutating func clearUnansweredList() {
        guard answeredGeneration < latestGeneration, let latest = search, latest.generation == latestGeneration else { return }
        answers.append(StatementWorker.Answer(generation: latest.generation, request: latest.request, part: .unanswered))
        answeredGeneration = latest.generation
    }

    /// Keeps `answer` for the search unless a newer query (or the end) made it stale.
    private mutating func deliver(_ answer: StatementWorker.Answer) {
        guard !isStale(answer.generation) else { return }
        answers.append(answer)
    }

    /// The note while the worker waits to connect again, the wait first: libpq's whole reason
    /// (a socket path, a host and port) is often wider than the status line, whose end is cut.
    static func retryMessage(_ reason: String, pause: Double) -> String {
        let prefix = "postgresql: "
        let detail = reason.hasPrefix(prefix) ? reason.dropFirst(prefix.count) : Substring(reason)
        return "\(prefix)retrying in \(pauseText(pause)): \(detail)"
    }

    /// A pause as the status line says it: "250 ms", "2 s".
    static func pauseText(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int(seconds * 1000)) ms" : "\(Int(seconds)) s"
    }
}

@testable import SeekDatabase
import SeekMatching
import SeekModel
import Testing

/// Every phase of ``FetchStateMachine`` against every event that can reach it, without a
/// server: the phase it leads to, the actions it asks for, and what waits or is delivered.
@Suite struct FetchStateMachineTests {
    typealias Answer = StatementWorker.Answer

    /// The phases a search's connection can be in, each reached from a new machine by the
    /// events that lead there in a run.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case idle, workerReadsFirstPage, workerSendsForLoop, callerSends, loopReads, afterFirstPage, nextPage, suggestions

        var testDescription: String { rawValue }

        /// The machine in this phase, its statements answering generation 1.
        var machine: FetchStateMachine {
            var machine = FetchStateMachine()
            switch self {
            case .idle:
                break
            case .workerReadsFirstPage:
                _ = machine.handle(.requested(first, delayMilliseconds: 0, connectionIsIdle: true))
                _ = machine.handle(.workerReady(now: first.notBefore))
            case .workerSendsForLoop:
                _ = machine.handle(.loopReadsFirstPages)
                _ = machine.handle(.requested(first, delayMilliseconds: 60, connectionIsIdle: true))
                _ = machine.handle(.workerReady(now: first.notBefore))
            case .callerSends:
                _ = machine.handle(.loopReadsFirstPages)
                _ = machine.handle(.requested(first, delayMilliseconds: 0, connectionIsIdle: true))
            case .loopReads:
                machine = Start.callerSends.machine
                _ = machine.handle(.firstPageSent)
            case .afterFirstPage:
                machine = Start.workerReadsFirstPage.machine
                _ = machine.handle(.firstPageArrived(FetchStateMachineTests.page(of: first, next: cursor)))
                _ = machine.takeAnswers()
            case .nextPage:
                machine = Start.afterFirstPage.machine
                _ = machine.handle(.finished)
                _ = machine.handle(.pageRequested(page))
                _ = machine.handle(.workerReady(now: 0))
            case .suggestions:
                _ = machine.handle(.suggestionsRequested("pas"))
                _ = machine.handle(.workerReady(now: 0))
            }
            return machine
        }

        /// The phase ``machine`` is in.
        var phase: FetchPhase {
            switch self {
            case .idle: .idle
            case .workerReadsFirstPage: .running(.firstPage(first))
            case .workerSendsForLoop: .running(.firstPageForLoop(first))
            case .callerSends: .sendingOnCaller(first)
            case .loopReads: .readingOnLoop(first)
            case .afterFirstPage: .running(.afterFirstPage(first, nextCursor: cursor))
            case .nextPage: .running(.nextPage(page))
            case .suggestions: .running(.suggestions("pas"))
            }
        }

        /// Whether the phase fetches generation 1's first page or what follows it.
        var fetchesFirstSearch: Bool {
            [.workerReadsFirstPage, .workerSendsForLoop, .callerSends, .loopReads, .afterFirstPage].contains(self)
        }
    }

    static let first = PendingSearch(request: MatchRequest(SearchQuery(text: "pa")), generation: 1, notBefore: 1_000)
    static let newer = PendingSearch(request: MatchRequest(SearchQuery(text: "pas")), generation: 2, notBefore: 5_000)
    static let cursor = PageCursor(rank: nil, key: ["200"], offset: 200)
    static let page = PendingPage(request: first.request, generation: 1, cursor: cursor)

    static func page(of search: PendingSearch, next: PageCursor? = nil) -> Answer {
        Answer(generation: search.generation, request: search.request, part: .firstPage, nextCursor: next)
    }

    @Test(arguments: Start.allCases)
    func eachPhaseIsReachedByTheEventsOfARun(start: Start) {
        #expect(start.machine.phase == start.phase)
        #expect(start.machine.isBusy == (start != .idle))
    }

    // MARK: - Asking

    @Test(arguments: Start.allCases)
    func aDebouncedQueryWaitsForTheWorkerAndCancelsOnlyAnOlderStatement(start: Start) {
        var machine = start.machine
        let actions = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: true))
        let cancels = start.phase.generation != nil
        #expect(actions == (cancels ? [.cancelRunningStatement] : []) + [.wakeWorker(afterMilliseconds: 60)])
        #expect(machine.phase == start.phase)
        #expect(machine.search == Self.newer)
        #expect(machine.latestGeneration == 2)
        #expect(machine.nextPage == nil)
    }

    @Test(arguments: Start.allCases, [false, true])
    func anImmediateQueryIsSentHereOnlyOnAnIdleConnectionWhoseFirstPagesTheLoopReads(start: Start, loopReads: Bool) {
        var machine = start.machine
        if loopReads { _ = machine.handle(.loopReadsFirstPages) }
        let actions = machine.handle(.requested(Self.newer, delayMilliseconds: 0, connectionIsIdle: true))
        if start == .idle && loopReads {
            #expect(actions == [.sendFirstPageHere(Self.newer)])
            #expect(machine.phase == .sendingOnCaller(Self.newer))
            #expect(machine.search == nil)
        } else {
            #expect(actions == (start.phase.generation != nil ? [.cancelRunningStatement] : []) + [.wakeWorker(afterMilliseconds: 0)])
            #expect(machine.phase == start.phase)
            #expect(machine.search == Self.newer)
        }
    }

    @Test func anImmediateQueryWaitsForTheWorkerWhenTheConnectionIsNotIdle() {
        var machine = FetchStateMachine()
        _ = machine.handle(.loopReadsFirstPages)
        #expect(machine.handle(.requested(Self.newer, delayMilliseconds: 0, connectionIsIdle: false)) == [.wakeWorker(afterMilliseconds: 0)])
        #expect(machine.phase == .idle)
        #expect(machine.handle(.workerReady(now: Self.newer.notBefore)) == [.run(.firstPageForLoop(Self.newer))])
    }

    @Test func aQuerySentHereDropsTheCountsOfAnOlderOneNotYetBegun() {
        var machine = Start.loopReads.machine
        _ = machine.handle(.firstPageArrived(Self.page(of: Self.first)))
        #expect(machine.afterFirstPage != nil)
        #expect(machine.handle(.requested(Self.newer, delayMilliseconds: 0, connectionIsIdle: true)) == [.sendFirstPageHere(Self.newer)])
        #expect(machine.afterFirstPage == nil)
        _ = machine.handle(.firstPageSent)
        #expect(machine.handle(.workerReady(now: .max)) == [])
    }

    @Test(arguments: Start.allCases)
    func anOlderQueryOrOneAfterTheEndIsIgnored(start: Start) {
        var machine = start.machine
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        #expect(machine.handle(.requested(Self.first, delayMilliseconds: 0, connectionIsIdle: true)) == [])
        #expect(machine.search == Self.newer)
        _ = machine.handle(.stopped)
        let latest = PendingSearch(request: Self.newer.request, generation: 3, notBefore: 0)
        #expect(machine.handle(.requested(latest, delayMilliseconds: 0, connectionIsIdle: true)) == [])
        #expect(machine.search == nil && machine.latestGeneration == 2)
    }

    @Test func aNextPageIsTakenOnlyForTheLatestQueryWithNoneWaiting() {
        var machine = Start.afterFirstPage.machine
        let older = PendingPage(request: Self.first.request, generation: 0, cursor: Self.cursor)
        #expect(machine.handle(.pageRequested(older)) == [])
        #expect(machine.handle(.pageRequested(Self.page)) == [.wakeWorker(afterMilliseconds: 0)])
        #expect(machine.nextPage == Self.page)
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        #expect(machine.nextPage == nil)
        let newerPage = PendingPage(request: Self.newer.request, generation: 2, cursor: Self.cursor)
        #expect(machine.handle(.pageRequested(newerPage)) == [])
        _ = machine.handle(.stopped)
        #expect(machine.handle(.suggestionsRequested("x")) == [])
    }

    @Test(arguments: Start.allCases)
    func eventsThatOnlyAskOrTellLeaveThePhaseAsItIs(start: Start) {
        var machine = start.machine
        let wantsPage = start != .idle && start != .suggestions
        #expect(machine.handle(.pageRequested(Self.page)) == (wantsPage ? [.wakeWorker(afterMilliseconds: 0)] : []))
        #expect(machine.handle(.suggestionsRequested("pas")) == [.wakeWorker(afterMilliseconds: 0)])
        #expect(machine.handle(.answered(Answer(generation: 1, request: Self.first.request, part: .counts))) == [])
        #expect(machine.handle(.suggestionsFound([])) == [])
        #expect(machine.handle(.reconnected) == [])
        #expect(machine.handle(.loopReadsFirstPages) == [])
        #expect(machine.phase == start.phase)
        #expect(machine.nextPage == (wantsPage ? Self.page : nil))
        #expect(machine.takeAnswers().map(\.generation) == [1])
    }

    // MARK: - The worker

    @Test(arguments: Start.allCases)
    func theWorkerTakesAJobOnlyFromAnIdleConnection(start: Start) {
        var machine = start.machine
        _ = machine.handle(.suggestionsRequested("pasta"))
        let actions = machine.handle(.workerReady(now: .max))
        if start == .idle {
            #expect(actions == [.run(.suggestions("pasta"))])
            #expect(machine.phase == .running(.suggestions("pasta")))
        } else {
            #expect(actions == [])
            #expect(machine.phase == start.phase)
            #expect(machine.suggestionText == "pasta")
        }
    }

    @Test func dueJobsComeCountsFirstThenTheSearchAfterItsDebounceThenPagesThenSuggestions() {
        var machine = Start.loopReads.machine
        _ = machine.handle(.firstPageArrived(Self.page(of: Self.first, next: Self.cursor)))
        _ = machine.handle(.pageRequested(Self.page))
        _ = machine.handle(.suggestionsRequested("pas"))
        #expect(machine.handle(.workerReady(now: 0)) == [.run(.afterFirstPage(Self.first, nextCursor: Self.cursor))])
        _ = machine.handle(.finished)
        #expect(machine.handle(.workerReady(now: 0)) == [.run(.nextPage(Self.page))])
        _ = machine.handle(.finished)
        #expect(machine.handle(.workerReady(now: 0)) == [.run(.suggestions("pas"))])
        _ = machine.handle(.finished)
        // A search waits for its debounce, and holds back what was asked for after it.
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: true))
        _ = machine.handle(.suggestionsRequested("past"))
        #expect(machine.handle(.workerReady(now: Self.newer.notBefore - 1)) == [])
        #expect(machine.handle(.workerReady(now: Self.newer.notBefore)) == [.run(.firstPageForLoop(Self.newer))])
    }

    @Test func theCountsOfAQueryReplacedSinceAreNotRun() {
        var machine = Start.loopReads.machine
        _ = machine.handle(.firstPageArrived(Self.page(of: Self.first)))
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        #expect(machine.handle(.workerReady(now: Self.newer.notBefore)) == [.run(.firstPageForLoop(Self.newer))])
    }

    @Test(arguments: Start.allCases)
    func aSentFirstPageIsTheLoopsToReadOnlyFromASendingPhase(start: Start) {
        var machine = start.machine
        let actions = machine.handle(.firstPageSent)
        switch start {
        case .workerSendsForLoop:
            #expect(actions == [.notify])
            #expect(machine.phase == .readingOnLoop(Self.first))
            #expect(machine.firstPagesSentOnCaller == 0)
        case .callerSends:
            #expect(actions == [])
            #expect(machine.phase == .readingOnLoop(Self.first))
            #expect(machine.firstPagesSentOnCaller == 1)
        default:
            #expect(actions == [])
            #expect(machine.phase == start.phase)
        }
    }

    @Test(arguments: Start.allCases)
    func anArrivedFirstPageLeadsToItsCountsByEitherReadingRoute(start: Start) {
        var machine = start.machine
        let actions = machine.handle(.firstPageArrived(Self.page(of: Self.first, next: Self.cursor)))
        switch start {
        case .workerReadsFirstPage:
            #expect(actions == [.notify])
            #expect(machine.phase == .running(.afterFirstPage(Self.first, nextCursor: Self.cursor)))
            #expect(machine.takeAnswers().map(\.part) == [.firstPage])
        case .loopReads:
            #expect(actions == [.wakeWorker(afterMilliseconds: 0)])
            #expect(machine.phase == .idle)
            #expect(machine.afterFirstPage?.search == Self.first && machine.afterFirstPage?.nextCursor == Self.cursor)
            #expect(machine.firstPagesReadOnLoop == 1)
            #expect(machine.takeAnswers().map(\.part) == [.firstPage])
        default:
            #expect(actions == [])
            #expect(machine.phase == start.phase)
            #expect(machine.takeAnswers().isEmpty)
        }
    }

    @Test func anArrivedFirstPageClearsTheMessageOfAnOlderFailure() {
        var machine = Start.workerReadsFirstPage.machine
        _ = machine.handle(.failed(.failed("postgresql: boom")))
        #expect(machine.message == "postgresql: boom")
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 0, connectionIsIdle: false))
        _ = machine.handle(.workerReady(now: .max))
        _ = machine.handle(.firstPageArrived(Self.page(of: Self.newer)))
        #expect(machine.message == nil)
    }

    @Test(arguments: Start.allCases)
    func aFinishedJobFreesTheConnectionAndClearsTheMessage(start: Start) {
        var machine = start.machine
        let actions = machine.handle(.finished)
        if case .running = start.phase {
            #expect(actions == [.notify, .runNext])
            #expect(machine.phase == .idle)
        } else {
            #expect(actions == [])
            #expect(machine.phase == start.phase)
        }
    }

    @Test func answersOfAnOlderQueryOrAfterTheEndAreDropped() {
        var machine = Start.afterFirstPage.machine
        _ = machine.handle(.answered(Answer(generation: 1, request: Self.first.request, part: .counts)))
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        _ = machine.handle(.answered(Answer(generation: 1, request: Self.first.request, part: .rankedPage)))
        _ = machine.handle(.answered(Answer(generation: 2, request: Self.newer.request, part: .counts)))
        #expect(machine.takeAnswers().map(\.part) == [.counts, .counts])
        #expect(machine.takeAnswers().isEmpty)
        _ = machine.handle(.stopped)
        _ = machine.handle(.answered(Answer(generation: 2, request: Self.newer.request, part: .nextPage)))
        #expect(machine.takeAnswers().isEmpty)
    }

    @Test func suggestionsAreTakenOnce() {
        var machine = Start.suggestions.machine
        _ = machine.handle(.suggestionsFound([SearchSuggestion("pasta", completion: "pasta")]))
        #expect(machine.takeSuggestions()?.count == 1)
        #expect(machine.takeSuggestions() == nil)
    }

    // MARK: - Failures

    @Test(arguments: Start.allCases, [FetchFailure.cancelled, .connectionLost("postgresql: server closed the connection"), .failed("postgresql: syntax")])
    func aFailureFreesTheConnectionAndRunsAgainWhatIsStillWanted(start: Start, failure: FetchFailure) {
        var machine = start.machine
        let actions = machine.handle(.failed(failure))
        guard start != .idle else {
            #expect(actions == [])
            return
        }
        #expect(machine.phase == .idle)
        let runsAgain = failure != .failed("postgresql: syntax")
        #expect(machine.search == (runsAgain && start.fetchesFirstSearch ? PendingSearch(request: Self.first.request, generation: 1, notBefore: 0) : nil))
        #expect(machine.nextPage == (runsAgain && start == .nextPage ? Self.page : nil))
        switch failure {
        case .connectionLost(let reason):
            #expect(actions == [.dropConnection, .notify, .wakeWorker(afterMilliseconds: 250)])
            #expect(machine.message == FetchStateMachine.retryMessage(reason, pause: 0.25))
            #expect(machine.message?.hasPrefix("postgresql: retrying in 250 ms: ") == true)
        case .failed(let reason):
            #expect(actions == [.notify, .runNext])
            #expect(machine.message == reason)
        case .cancelled:
            #expect(actions == [.notify, .runNext])
            #expect(machine.message == nil)
        case .noAnswer:
            Issue.record("a server that does not answer is FetchDeadlineTests'")
        }
    }

    @Test(arguments: Start.allCases.filter { $0.phase.generation != nil })
    func aStatementCancelledForANewerQueryDoesNotRunAgain(start: Start) {
        var machine = start.machine
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        #expect(machine.handle(.failed(.cancelled)) == [.notify, .runNext])
        #expect(machine.search == Self.newer)
        #expect(machine.nextPage == nil)
        #expect(machine.handle(.workerReady(now: Self.newer.notBefore)).count == 1)
        #expect(machine.phase.generation == 2)
    }

    @Test func theWaitBeforeConnectingAgainDoublesUpToItsLongestAndStartsOverOnceConnected() {
        var machine = FetchStateMachine()
        var waits: [FetchAction] = []
        var messages: [String] = []
        for _ in 0..<7 {
            _ = machine.handle(.requested(Self.first, delayMilliseconds: 0, connectionIsIdle: false))
            _ = machine.handle(.workerReady(now: .max))
            waits += machine.handle(.failed(.connectionLost("gone"))).filter { if case .wakeWorker = $0 { true } else { false } }
            messages.append(machine.message ?? "")
        }
        #expect(waits == [250, 500, 1_000, 2_000, 4_000, 4_000, 4_000].map { .wakeWorker(afterMilliseconds: $0) })
        #expect(Array(messages.prefix(5)) == ["250 ms", "500 ms", "1 s", "2 s", "4 s"].map { "postgresql: retrying in \($0): gone" })
        _ = machine.handle(.reconnected)
        _ = machine.handle(.workerReady(now: .max))
        #expect(machine.handle(.failed(.connectionLost("gone"))).contains(.wakeWorker(afterMilliseconds: 250)))
    }

    @Test func aFailureIsToldApartByTheConnectionThenTheError() {
        #expect(FetchFailure(.cancelled, connectionLost: false) == .cancelled)
        #expect(FetchFailure(.cancelled, connectionLost: true) == .connectionLost(DatabaseError.cancelled.description))
        #expect(FetchFailure(DatabaseError("postgresql: timeout"), connectionLost: false) == .failed("postgresql: timeout"))
        #expect(FetchFailure.cancelled.runsAgain && FetchFailure.connectionLost("gone").runsAgain && !FetchFailure.failed("boom").runsAgain)
    }

    // MARK: - The end

    @Test(arguments: Start.allCases)
    func stoppingCancelsWhatRunsForAQueryAndRunsNothingMore(start: Start) {
        var machine = start.machine
        _ = machine.handle(.pageRequested(Self.page))
        _ = machine.handle(.suggestionsRequested("pas"))
        let actions = machine.handle(.stopped)
        #expect(actions == (start.phase.generation != nil ? [.cancelRunningStatement] : []))
        #expect(machine.search == nil && machine.nextPage == nil && machine.suggestionText == nil)
        #expect(machine.isStale(1) && machine.isStale(Int.max))
        _ = machine.handle(.failed(.cancelled))
        #expect(machine.handle(.workerReady(now: .max)) == [])
        #expect(machine.search == nil)
    }
}

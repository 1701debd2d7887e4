@testable import SeekDatabase
import SeekMatching
import SeekModel
import Testing

/// The answer deadline in ``FetchStateMachine``, without a server: a first page the loop reads
/// is checked at the deadline, and a server that did not answer (there, or in the worker's own
/// wait) is given up, said, reconnected with the back-off, and the list of an older query is
/// cleared rather than shown under the new text.
@Suite struct FetchDeadlineTests {
    typealias Start = FetchStateMachineTests.Start
    static let first = FetchStateMachineTests.first
    static let newer = FetchStateMachineTests.newer
    static let reason = "postgresql: no answer from db.example:5432 for 5 s"

    /// A machine with a 5 s deadline in `start`'s phase, by the events a run takes there.
    static func machine(in start: Start) -> FetchStateMachine {
        var machine = FetchStateMachine(answerDeadlineMilliseconds: 5_000)
        switch start {
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
            machine = Self.machine(in: .callerSends)
            _ = machine.handle(.firstPageSent)
        case .afterFirstPage:
            machine = Self.machine(in: .workerReadsFirstPage)
            _ = machine.handle(.firstPageArrived(FetchStateMachineTests.page(of: first, next: FetchStateMachineTests.cursor)))
            _ = machine.takeAnswers()
        case .nextPage:
            machine = Self.machine(in: .afterFirstPage)
            _ = machine.handle(.finished)
            _ = machine.handle(.pageRequested(FetchStateMachineTests.page))
            _ = machine.handle(.workerReady(now: 0))
        case .suggestions:
            _ = machine.handle(.suggestionsRequested("pas"))
            _ = machine.handle(.workerReady(now: 0))
        }
        return machine
    }

    @Test(arguments: Start.allCases)
    func eachPhaseIsReachedWithADeadlineAsWithout(start: Start) {
        #expect(Self.machine(in: start).phase == start.phase)
    }

    @Test func aFirstPageSentForTheLoopIsCheckedAtTheDeadlineByEitherRoute() {
        var caller = Self.machine(in: .callerSends)
        #expect(caller.handle(.firstPageSent) == [.checkAnswer(afterMilliseconds: 5_000, sent: 1)])
        var worker = Self.machine(in: .workerSendsForLoop)
        #expect(worker.handle(.firstPageSent) == [.notify, .checkAnswer(afterMilliseconds: 5_000, sent: 1)])
        var unlimited = FetchStateMachine()
        _ = unlimited.handle(.loopReadsFirstPages)
        _ = unlimited.handle(.requested(Self.first, delayMilliseconds: 0, connectionIsIdle: true))
        #expect(unlimited.handle(.firstPageSent) == [])
    }

    @Test func anOverdueFirstPageGivesTheServerUpSaysSoAndRunsTheQueryAgainAfterThePause() {
        var machine = Self.machine(in: .loopReads)
        let actions = machine.handle(.answerOverdue(sent: 1, reason: Self.reason))
        #expect(actions == [.abandonConnection, .notify, .wakeWorker(afterMilliseconds: 250)])
        #expect(machine.message == Self.reason + "; reconnecting…")
        #expect(machine.phase == .idle)
        #expect(machine.search == PendingSearch(request: Self.first.request, generation: 1, notBefore: 0))
        #expect(machine.isBusy)
        // The back-off doubles as for a lost connection, and starts over once connected.
        _ = machine.handle(.workerReady(now: .max))
        #expect(machine.handle(.failed(.noAnswer(Self.reason))).contains(.wakeWorker(afterMilliseconds: 500)))
        _ = machine.handle(.reconnected)
        _ = machine.handle(.workerReady(now: .max))
        #expect(machine.handle(.failed(.noAnswer(Self.reason))).contains(.wakeWorker(afterMilliseconds: 250)))
    }

    @Test func aCheckForAPageThatCameOrAnOlderStatementChangesNothing() {
        var arrived = Self.machine(in: .loopReads)
        _ = arrived.handle(.firstPageArrived(FetchStateMachineTests.page(of: Self.first)))
        let before = arrived.phase
        #expect(arrived.handle(.answerOverdue(sent: 1, reason: Self.reason)) == [])
        #expect(arrived.phase == before && arrived.message == nil)

        var resent = Self.machine(in: .loopReads)
        _ = resent.handle(.failed(.cancelled))
        _ = resent.handle(.workerReady(now: .max))
        #expect(resent.handle(.firstPageSent) == [.notify, .checkAnswer(afterMilliseconds: 5_000, sent: 2)])
        #expect(resent.handle(.answerOverdue(sent: 1, reason: Self.reason)) == [])
        #expect(resent.phase == .readingOnLoop(PendingSearch(request: Self.first.request, generation: 1, notBefore: 0)))
        #expect(resent.handle(.answerOverdue(sent: 2, reason: Self.reason)).first == .abandonConnection)
    }

    @Test(arguments: Start.allCases.filter { $0 != .loopReads })
    func onlyAFirstPageTheLoopReadsIsCheckedByTheMachine(start: Start) {
        var machine = Self.machine(in: start)
        #expect(machine.handle(.answerOverdue(sent: 0, reason: Self.reason)) == [])
        #expect(machine.handle(.answerOverdue(sent: 1, reason: Self.reason)) == [])
        #expect(machine.phase == start.phase)
    }

    @Test(arguments: Start.allCases.filter { $0 != .idle })
    func aServerThatDidNotAnswerTheWorkerIsGivenUpInEveryPhase(start: Start) {
        var machine = Self.machine(in: start)
        let actions = machine.handle(.failed(FetchFailure(.noAnswer(from: "db.example:5432", milliseconds: 5_000), connectionLost: true)))
        #expect(actions == [.abandonConnection, .notify, .wakeWorker(afterMilliseconds: 250)])
        #expect(machine.message == Self.reason + "; reconnecting…")
        #expect(machine.phase == .idle)
        // What was still wanted runs again on the new connection.
        #expect(machine.search == (start.fetchesFirstSearch ? PendingSearch(request: Self.first.request, generation: 1, notBefore: 0) : nil))
        #expect(machine.nextPage == (start == .nextPage ? FetchStateMachineTests.page : nil))
    }

    @Test(arguments: Start.allCases.filter { $0 != .idle })
    func theListIsClearedOnlyWhenTheLatestQuerysFirstPageHasNotCome(start: Start) {
        var machine = Self.machine(in: start)
        _ = machine.handle(.failed(.noAnswer(Self.reason)))
        let answers = machine.takeAnswers()
        if [.workerReadsFirstPage, .workerSendsForLoop, .callerSends, .loopReads].contains(start) {
            #expect(answers.map(\.part) == [.unanswered])
            #expect(answers.map(\.generation) == [1])
            #expect(answers.first?.rows.count == 0)
        } else {
            // The first page came: the list on screen is this query's own.
            #expect(answers.isEmpty)
        }
    }

    @Test func aNewerQueryWaitingOnItsDebounceHasTheOlderListCleared() {
        var machine = Self.machine(in: .afterFirstPage)
        _ = machine.handle(.requested(Self.newer, delayMilliseconds: 60, connectionIsIdle: false))
        _ = machine.handle(.failed(.noAnswer(Self.reason)))
        #expect(machine.takeAnswers().map { "\($0.part) \($0.generation)" } == ["unanswered 2"])
        #expect(machine.search == Self.newer)
        // The page that comes on the new connection replaces the cleared list; nothing is cleared twice.
        _ = machine.handle(.workerReady(now: .max))
        _ = machine.handle(.failed(.noAnswer(Self.reason)))
        #expect(machine.takeAnswers().isEmpty)
    }

    @Test func aNoAnswerErrorIsToldFromALostConnection() {
        let error = DatabaseError.noAnswer(from: "/tmp/sock:5433", milliseconds: 2_500)
        #expect(error.isNoAnswer)
        #expect(error.description == "postgresql: no answer from /tmp/sock:5433 for 2500 ms")
        #expect(FetchFailure(error, connectionLost: true) == .noAnswer(error.description))
        #expect(FetchFailure(error, connectionLost: false) == .noAnswer(error.description))
        #expect(FetchFailure.noAnswer("x").runsAgain)
    }
}

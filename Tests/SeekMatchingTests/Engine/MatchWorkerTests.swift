import Dispatch
import Synchronization
import Testing
@testable import SeekMatching

@Suite struct MatchWorkerTests {
    /// Waits for the worker to finish everything, collecting snapshots as `whenFinished` signals
    /// them; the last one collected, or nil when it took longer than `seconds`.
    static func lastSnapshot(of worker: MatchWorker, signalled finished: DispatchSemaphore,
                             seconds: Double = 30) -> MatchSnapshot? {
        var last: MatchSnapshot?
        let deadline = DispatchTime.now() + seconds
        while worker.isBusy {
            if finished.wait(timeout: deadline) == .timedOut { return nil }
            if let snapshot = worker.takeSnapshot() { last = snapshot }
        }
        return worker.takeSnapshot() ?? last
    }

    @Test func whenFinishedIsCalledOnceASnapshotCanBeTaken() {
        let finished = DispatchSemaphore(value: 0)
        let data = ConditionTestData.random(500, seed: 21)
        let worker = MatchWorker(engine: data.engine(), whenFinished: { finished.signal() })
        worker.request(MatchRequest("src"), generation: 1)
        #expect(finished.wait(timeout: .now() + 30) == .success)
        let snapshot = worker.takeSnapshot()
        #expect(snapshot?.generation == 1)
        #expect(snapshot.map { Array($0.matches) } == data.reference(MatchRequest("src")).matches)
        #expect(!worker.isBusy)
    }

    @Test func aStoreGrowingDuringAScanEndsWithASnapshotOfEveryItem() {
        let data = ConditionTestData.random(30000, seed: 22)
        let chunkSize = 1000
        let finished = DispatchSemaphore(value: 0)
        let worker = MatchWorker(engine: MatchEngine(store: data.store(count: chunkSize, chunkSize: chunkSize),
                                                     fields: data.fields(count: chunkSize)),
                                 whenFinished: { finished.signal() })
        let request = MatchRequest(text: "sr", conditions: [FieldCondition(field: "tags", value: "quick")],
                                   scopesToCount: [nil, FieldCondition(field: "cuisine", value: "thai")])
        worker.request(request, generation: 1)
        // Grow in many steps while the scans run; some items come before their fields.
        for count in stride(from: 2 * chunkSize, through: data.items.count, by: chunkSize) {
            let store = data.store(count: count, chunkSize: chunkSize)
            if count % (3 * chunkSize) == 0 && count < data.items.count {
                worker.replaceStore(with: store)
            } else {
                worker.replaceStore(with: store, fields: data.fields(count: count))
            }
        }
        let snapshot = Self.lastSnapshot(of: worker, signalled: finished)
        #expect(snapshot?.totalCount == data.items.count)
        #expect(snapshot?.generation == 1)
        let expected = data.reference(request)
        #expect(snapshot.map { Array($0.matches) } == expected.matches)
        #expect(snapshot?.scopeCounts == expected.counts)
    }

    @Test func growthAfterTheLastRequestIsMatchedUnderTheSameGeneration() {
        let data = ConditionTestData.random(3000, seed: 23)
        let finished = DispatchSemaphore(value: 0)
        let worker = MatchWorker(engine: MatchEngine(store: data.store(count: 1000, chunkSize: 250),
                                                     fields: data.fields(count: 1000)),
                                 whenFinished: { finished.signal() })
        worker.request(MatchRequest("s"), generation: 1)
        worker.request(MatchRequest(text: "sr", scope: FieldCondition(field: "cuisine", value: "thai")), generation: 2)
        let early = Self.lastSnapshot(of: worker, signalled: finished)
        #expect(early?.totalCount == 1000)
        worker.replaceStore(with: data.store(chunkSize: 250), fields: data.fields())
        #expect(worker.isBusy)
        let late = Self.lastSnapshot(of: worker, signalled: finished)
        #expect(late?.generation == 2)
        #expect(late?.totalCount == 3000)
        #expect(late.map { Array($0.matches) } == data.reference(late!.request).matches)
    }

    @Test func growthBeforeAnyRequestRunsNothing() {
        let data = ConditionTestData.random(300, seed: 24)
        let worker = MatchWorker(engine: MatchEngine(store: data.store(count: 100, chunkSize: 50)))
        worker.replaceStore(with: data.store(chunkSize: 50))
        #expect(!worker.isBusy)
        #expect(worker.takeSnapshot() == nil)
    }
}

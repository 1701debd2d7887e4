import Synchronization
import Testing
@testable import SeekMatching

/// The engine's parallel loop: every index exactly once, and the nudge that moves a thread off
/// the processor the caller runs on.
@Suite struct ParallelLoopTests {
    /// Each index of the loop is handed to the body once, whichever thread runs it.
    @Test func callsTheBodyOnceForEachIndex() {
        let calls = Mutex([Int](repeating: 0, count: 500))
        ParallelLoop.perform(iterations: 500) { index in
            calls.withLock { $0[index] += 1 }
        }
        #expect(calls.withLock { $0 } == [Int](repeating: 1, count: 500))
    }

    /// Leaving a processor puts the thread on another one at once, and the thread may still run
    /// on every processor it could before (a nudge, not a pin).
    @Test(.enabled(if: (ParallelLoop.allowedProcessorCount ?? 0) >= 2, "needs two processors"))
    func leavingAProcessorMovesTheThreadAndKeepsEveryProcessorAllowed() throws {
        let allowed = ParallelLoop.allowedProcessorCount
        let before = try #require(ParallelLoop.currentProcessor)
        ParallelLoop.leave(processor: before)
        let after = try #require(ParallelLoop.currentProcessor)
        #expect(after != before)
        #expect(ParallelLoop.allowedProcessorCount == allowed)
    }
}

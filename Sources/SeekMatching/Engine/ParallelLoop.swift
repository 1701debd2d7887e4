import CThreadPlacement
import Dispatch

import Glibc

/// The engine's parallel loop: `DispatchQueue.concurrentPerform`, with each thread that joins
/// the caller moved off the caller's processor when the scheduler put it there.
///
/// After the caller has slept (between a person's keystrokes), Linux often wakes the pool's
/// thread on the caller's own processor, and the two then take turns on one processor for much
/// of a scan while the other stays idle. With 120 ms of sleep before each key, `seek-bench`
/// measured a median keystroke of 8.4–10.9 ms against 5.1–5.9 back to back; with the move,
/// 6.6–8.3 ms (the rest is not placement: seek-bench's RESULTS.md). Asking where the thread
/// runs costs a few instructions an iteration; the move, when needed, is two system calls, and
/// leaves the thread free to run anywhere afterwards.
enum ParallelLoop {
    /// Calls `body` once for each index in `0..<iterations`, on as many threads as there are
    /// processors, and returns when every call has returned.
    static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        let callerProcessor = currentProcessor
        let caller = currentThread
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            if let callerProcessor, currentThread != caller, currentProcessor == callerProcessor {
                leave(processor: callerProcessor)
            }
            body(index)
        }
    }

    /// The calling thread's identity, as a number that may cross threads.
    private static var currentThread: UInt {
        UInt(pthread_self())
    }

    /// The processor the calling thread runs on, or nil where that cannot be told.
    static var currentProcessor: Int32? {
        let processor = seek_current_processor()
        return processor >= 0 ? processor : nil
    }

    /// How many processors the calling thread may run on, or nil where that cannot be told.
    static var allowedProcessorCount: Int? {
        let count = seek_allowed_processor_count()
        return count >= 0 ? Int(count) : nil
    }

    /// Moves the calling thread to another of the processors it may run on, and leaves it
    /// free to run on any of them afterwards.
    static func leave(processor: Int32) {
        seek_leave_processor(processor)
    }
}

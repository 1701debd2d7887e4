import Synchronization

/// The nodes whose views must be evaluated again, written from any thread (a state written by
/// a background task) and taken by the loop's thread; the first write after a take wakes the loop.
final class Invalidation: Sendable {
    private struct Pending {
        var nodes: Set<Int> = []
        var wake: (@Sendable () -> Void)?
        /// While the loop's own thread writes state, it evaluates afterwards without a wake-up.
        var isQuiet = false
    }

    private let pending = Mutex(Pending())

    /// Marks node `id` for evaluation.
    func invalidate(_ id: Int) {
        let wake = pending.withLock { pending -> (@Sendable () -> Void)? in
            let wasEmpty = pending.nodes.isEmpty
            pending.nodes.insert(id)
            return wasEmpty && !pending.isQuiet ? pending.wake : nil
        }
        wake?()
    }

    /// Whether a node is marked.
    var hasMarks: Bool { pending.withLock { !$0.nodes.isEmpty } }

    /// The marked nodes, unmarked.
    func take() -> Set<Int> {
        pending.withLock { pending in
            defer { pending.nodes = [] }
            return pending.nodes
        }
    }

    /// Calls `wake` when a node is marked while none was (nil stops).
    func onFirstInvalidation(_ wake: (@Sendable () -> Void)?) {
        pending.withLock { $0.wake = wake }
    }

    /// Runs `body` (the loop's own writes) without waking the loop.
    func quietly<Result>(_ body: () -> Result) -> Result {
        pending.withLock { $0.isQuiet = true }
        defer { pending.withLock { $0.isQuiet = false } }
        return body()
    }
}

import Dispatch
import Synchronization

/// Runs matches in the background for an interactive front end: one request at a time, a newer
/// request cancelling an older scan, and the latest finished snapshot waiting to be collected.
///
/// The front end never blocks on matching: it collects snapshots with ``takeSnapshot()``, when
/// woken by the `whenFinished` callback or between key presses. While items stream in, each
/// ``replaceStore(with:fields:)`` matches the latest request again over the grown store, under
/// the same generation, so the last snapshot always covers every item.
public final class MatchWorker: Sendable {
    private struct State {
        /// The newest generation requested, and its request.
        var latestGeneration = -1
        var latestRequest: MatchRequest?
        /// Whether a run of the latest request over a grown store is queued and not started:
        /// further growth then needs no other run (it will see the store as it is when it starts).
        var rerunQueued = false
        /// Runs queued or running.
        var runsInProgress = 0
        var finished: MatchSnapshot?
    }

    private let engine: MatchEngine
    private let whenFinished: @Sendable () -> Void
    private let queue = DispatchQueue(label: "seek.match", qos: .userInitiated)
    private let state = Mutex(State())

    /// A worker matching with `engine`; `whenFinished` is called on the worker's queue each time a
    /// snapshot becomes available to ``takeSnapshot()``, so that an event loop can wake up for it
    /// instead of polling.
    public init(engine: MatchEngine, whenFinished: @escaping @Sendable () -> Void = {}) {
        self.engine = engine
        self.whenFinished = whenFinished
    }

    /// Starts matching `text` for `generation`; any older scan still running gives up.
    public func request(_ text: String, generation: Int) {
        request(MatchRequest(text), generation: generation)
    }

    /// Starts matching `request` for `generation`; any older scan still running gives up.
    /// A generation older than one already requested is never delivered.
    public func request(_ request: MatchRequest, generation: Int) {
        state.withLock { state in
            if generation >= state.latestGeneration {
                state.latestGeneration = generation
                state.latestRequest = request
            }
            state.runsInProgress += 1
        }
        queue.async { self.run(request, generation: generation, isRerun: false) }
    }

    /// Hands the engine a longer copy of its items, and their fields when given (streaming input;
    /// see ``MatchEngine/replaceStore(with:fields:)``), then matches the latest request again
    /// over them under the same generation, so that no snapshot misses items appended while a
    /// scan ran. Several growths during one scan cause one more run, not one each.
    public func replaceStore(with store: ItemStore, fields: ItemFields? = nil) {
        engine.replaceStore(with: store, fields: fields)
        let rerun: (MatchRequest, Int)? = state.withLock { state in
            guard let request = state.latestRequest, !state.rerunQueued else { return nil }
            state.rerunQueued = true
            state.runsInProgress += 1
            return (request, state.latestGeneration)
        }
        if let (request, generation) = rerun {
            queue.async { self.run(request, generation: generation, isRerun: true) }
        }
    }

    private func run(_ request: MatchRequest, generation: Int, isRerun: Bool) {
        let isStale: @Sendable () -> Bool = { self.state.withLock { $0.latestGeneration > generation } }
        if isRerun {
            // From here on, the store this run reads may grow again: that needs another run.
            state.withLock { $0.rerunQueued = false }
        }
        let snapshot = isStale() ? nil : engine.match(request, generation: generation, isCancelled: isStale)
        let delivered = state.withLock { state in
            state.runsInProgress -= 1
            guard let snapshot, state.latestGeneration == generation else { return false }
            state.finished = snapshot
            return true
        }
        if delivered { whenFinished() }
    }

    /// Whether a requested match, or a run over a grown store, has not been collected yet.
    public var isBusy: Bool {
        state.withLock { $0.runsInProgress > 0 || $0.finished != nil }
    }

    /// The newest finished snapshot, once; nil when none finished since the last call.
    public func takeSnapshot() -> MatchSnapshot? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}

import Dispatch
import Synchronization

/// Runs matches in the background for an interactive front end: one request at a time, a newer
/// request cancelling an older scan, and the latest finished snapshot waiting to be collected.
///
/// The front end never blocks on matching; it polls ``takeSnapshot()`` between key presses.
public final class MatchWorker: Sendable {
    private struct State {
        var latestRequested = -1
        var finished: MatchSnapshot?
        var lastCollected = -1
    }

    private let engine: MatchEngine
    private let queue = DispatchQueue(label: "seek.match", qos: .userInitiated)
    private let state = Mutex(State())

    private let whenFinished: @Sendable () -> Void
    public init(engine: MatchEngine, whenFinished: @escaping @Sendable () -> Void = {}) {
        self.engine = engine
        self.whenFinished = whenFinished
    }
    public func request(_ request: MatchRequest, generation: Int) { self.request(request.text, generation: generation) }
    public func replaceStore(with store: ItemStore, fields: ItemFields?) { engine.replaceStore(with: store) }

    /// Starts matching `text` for `generation`; any older scan still running gives up.
    public func request(_ text: String, generation: Int) {
        state.withLock { $0.latestRequested = max($0.latestRequested, generation) }
        queue.async { self.run(text, generation: generation) }
    }

    /// Hands the engine a longer copy of its items (streaming input); the next request sees them.
    public func replaceStore(with store: ItemStore) {
        engine.replaceStore(with: store)
    }

    private func run(_ text: String, generation: Int) {
        let isStale: @Sendable () -> Bool = { self.state.withLock { $0.latestRequested > generation } }
        if isStale() { return }
        guard let snapshot = engine.match(text, generation: generation, isCancelled: isStale) else { return }
        state.withLock { current in
            if current.latestRequested == generation {
                current.finished = snapshot
            }
        }
        whenFinished()
    }

    /// Whether a requested match has not been collected yet.
    public var isBusy: Bool {
        state.withLock { $0.latestRequested > $0.lastCollected }
    }

    /// The newest finished snapshot, once; nil when none finished since the last call.
    public func takeSnapshot() -> MatchSnapshot? {
        state.withLock { current in
            guard let snapshot = current.finished else { return nil }
            current.finished = nil
            current.lastCollected = snapshot.generation
            return snapshot
        }
    }
}

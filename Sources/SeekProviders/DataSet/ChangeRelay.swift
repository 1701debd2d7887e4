import Synchronization

/// Passes "something changed" from a background producer to whoever listens, once a listener is
/// known: a data stream is created before the event loop that will wake on it exists.
public final class ChangeRelay: Sendable {
    private let listener = Mutex<(@Sendable () -> Void)?>(nil)

    /// A relay with no listener yet; signals sent before one is set are not lost, because a
    /// listener always looks at the producer's state when it starts.
    public init() {}

    /// Calls the listener, if any; callable from any thread.
    public func signal() {
        let current = listener.withLock { $0 }
        current?()
    }

    /// Sets the closure that ``signal()`` calls from now on.
    public func listen(_ body: @escaping @Sendable () -> Void) {
        listener.withLock { $0 = body }
    }
}

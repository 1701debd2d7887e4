import SeekScreen
import Synchronization

/// The way into a running ``SearchRuntime`` from other threads: actions posted here are handled
/// by the event loop on its own thread, in order, and wake it at once.
///
/// A host program uses it to drive the search from outside (present it, add a token, offer
/// suggestions computed elsewhere); tests use it to deliver a signal without sending one.
public final class RuntimeMailbox: Sendable {
    /// The loop's wake-up pipe.
    public let wakeup = Wakeup()
    private let actions = Mutex<[BrowserAction]>([])

    /// An empty mailbox.
    public init() {}

    /// Queues `action` for the loop and wakes it.
    public func post(_ action: BrowserAction) {
        actions.withLock { $0.append(action) }
        wakeup.wake()
    }

    /// Wakes the loop as if `signal` had arrived (the handlers write the same byte).
    public func deliver(signal: Int32) {
        wakeup.post(byte: UInt8(truncatingIfNeeded: signal))
    }

    /// Takes every queued action, oldest first.
    func takeActions() -> [BrowserAction] {
        actions.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
    }
}

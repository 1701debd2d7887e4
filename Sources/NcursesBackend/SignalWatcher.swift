import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into a value the run loop polls, so that the loop can
/// restore the terminal before exiting instead of dying with the terminal in raw mode.
///
/// The signals' default actions are replaced while the watcher lives; the handlers run on a
/// dispatch queue, never inside the signal context.
public final class SignalWatcher {
    /// The signals watched.
    public static let watchedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The first signal received, written by the dispatch queue and read by the run loop.
    private final class FirstSignal: Sendable {
        let number = Atomic<Int32>(0)
    }

    private let received = FirstSignal()
    private var sources: [DispatchSourceSignal] = []

    public init() {
        let queue = DispatchQueue(label: "seek.signals")
        var created: [DispatchSourceSignal] = []
        for signalNumber in Self.watchedSignals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [received] in
                _ = received.number.compareExchange(expected: 0, desired: signalNumber, ordering: .relaxed)
            }
            source.resume()
            created.append(source)
        }
        sources = created
    }

    /// The first signal received, if any.
    public var receivedSignal: Int32? {
        let value = received.number.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Stops watching and gives the signals their default actions back.
    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for signalNumber in Self.watchedSignals {
            signal(signalNumber, SIG_DFL)
        }
    }
}

import Synchronization

/// Tells the views that watch a model that it changed, as Combine's `ObservableObjectPublisher`
/// does for SwiftUI (there is no Combine here): ``send()`` calls every subscriber.
public final class ObservableObjectPublisher: Sendable {
    private struct Subscribers {
        var all: [Int: @Sendable () -> Void] = [:]
        var last = 0
    }

    private let subscribers = Mutex(Subscribers())
    /// Publishers this one also forwards to its subscribers (a model's `@Published` properties).
    private let sources: [ObservableObjectPublisher]

    /// A publisher of its own.
    public init() {
        sources = []
    }

    init(forwarding sources: [ObservableObjectPublisher]) {
        self.sources = sources
    }

    /// Tells every subscriber that the object changed.
    public func send() {
        let all = subscribers.withLock { Array($0.all.values) }
        for subscriber in all { subscriber() }
    }

    /// Calls `subscriber` on every change (from the thread that made it); returns the token
    /// ``unsubscribe(_:)`` takes.
    func subscribe(_ subscriber: @escaping @Sendable () -> Void) -> [Int] {
        let own = subscribers.withLock {
            $0.last += 1
            $0.all[$0.last] = subscriber
            return $0.last
        }
        return [own] + sources.flatMap { $0.subscribe(subscriber) }
    }

    func unsubscribe(_ tokens: [Int]) {
        guard let own = tokens.first else { return }
        subscribers.withLock { _ = $0.all.removeValue(forKey: own) }
        var rest = tokens.dropFirst()
        for source in sources {
            // Each source took as many tokens as it returned: one of its own and its sources'.
            let count = source.tokenCount
            source.unsubscribe(Array(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
    }

    private var tokenCount: Int { 1 + sources.reduce(0) { $0 + $1.tokenCount } }
}

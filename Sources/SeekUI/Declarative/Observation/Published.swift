import Synchronization

/// A property of an ``ObservableObject`` whose every write tells the views that watch the
/// object, as SwiftUI's `@Published`. It may be set from any thread (a task's result).
@propertyWrapper
public struct Published<Value>: @unchecked Sendable {
    // Unchecked: the value lives in a mutex; it is only ever copied out.
    private let box: PublishedBox<Value>

    /// A published property that starts with `wrappedValue`.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// The value; setting it tells the object's watchers.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            box.publisher.send()
        }
    }

    /// The property's own publisher.
    public var projectedValue: ObservableObjectPublisher { box.publisher }
}

extension Published: PublishedProperty {
    var publisher: ObservableObjectPublisher { box.publisher }
}

final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = Mutex(())
    private var stored: Value
    let publisher = ObservableObjectPublisher()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }
}

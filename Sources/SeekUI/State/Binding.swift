import Synchronization

/// A value that the program and a running list share, as a SwiftUI binding to `@State` is: the
/// list writes what the user does into it (the text typed, the tokens, the scope, whether search
/// is presented or focused), and the program writes into it to drive the list.
///
/// A binding may be written from any thread — a key handler, a timer, a background task's
/// result — while the list runs: the write wakes the list's loop, which applies it before the
/// next frame. Read it to see what the user has done so far.
///
/// ```swift
/// let searchText = Binding("")
/// // from a background task, while the list runs:
/// searchText.wrappedValue = "ada"
/// ```
@propertyWrapper @dynamicMemberLookup
public final class Binding<Value: Sendable>: Sendable {
    private struct Storage {
        var value: Value
        /// Counts the program's writes, so that the list can tell one it has not applied yet.
        var version = 0
        /// Wakes the list that uses this binding, while one runs.
        var observer: (@Sendable () -> Void)?
        /// The view graph's nodes that own or read this value, told of every write (by token).
        var watchers: [Int: @Sendable () -> Void] = [:]
        var nextWatcher = 0
    }

    private let storage: Mutex<Storage>
    /// Whether writes are ignored (``constant(_:)``).
    private let isConstant: Bool
    /// For a binding made with ``init(get:set:)``: where the value really lives.
    private let derived: (get: @Sendable () -> Value, set: @Sendable (Value) -> Void)?

    /// A binding that starts with `value`.
    public init(_ value: Value) {
        storage = Mutex(Storage(value: value))
        isConstant = false
        derived = nil
    }

    private init(constant value: Value) {
        storage = Mutex(Storage(value: value))
        isConstant = true
        derived = nil
    }

    /// A binding that reads and writes through `get` and `set`, as SwiftUI's `Binding(get:set:)`:
    /// a part of another binding's value, or a model's property.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        storage = Mutex(Storage(value: get()))
        isConstant = false
        derived = (get, set)
    }

    /// A binding that always holds `value`; the list's changes to it are dropped.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(constant: value)
    }

    /// The value. Setting it from the program drives the running list.
    public var wrappedValue: Value {
        get {
            if let derived { return derived.get() }
            return storage.withLock { $0.value }
        }
        set {
            guard !isConstant else { return }
            if let derived { return derived.set(newValue) }
            let observers = storage.withLock { storage -> [@Sendable () -> Void] in
                storage.value = newValue
                storage.version += 1
                return Array(storage.watchers.values) + (storage.observer.map { [$0] } ?? [])
            }
            for observer in observers { observer() }
        }
    }

    /// The binding itself, so that `$value` of a binding property is the binding, as in SwiftUI.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value (`$model.name`, `$settings.isOn`).
    public subscript<Part: Sendable>(dynamicMember keyPath: WritableKeyPath<Value, Part> & Sendable) -> Binding<Part> {
        Binding<Part>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// Calls `watcher` after every write by anyone but the list; returns the token that
    /// ``unwatch(_:)`` takes. The view graph watches the state its nodes own.
    func watch(_ watcher: @escaping @Sendable () -> Void) -> Int {
        storage.withLock {
            $0.nextWatcher += 1
            $0.watchers[$0.nextWatcher] = watcher
            return $0.nextWatcher
        }
    }

    /// Stops calling the watcher of `token`.
    func unwatch(_ token: Int) {
        storage.withLock { _ = $0.watchers.removeValue(forKey: token) }
    }

    /// The value and how many times the program has written it.
    var versioned: (value: Value, version: Int) {
        storage.withLock { ($0.value, $0.version) }
    }

    /// Stores what the user did, unless the program wrote a value since `version` that the list
    /// has not applied yet (the program's write then wins, as it happened later).
    func update(fromList value: Value, ifVersion version: Int) {
        guard !isConstant else { return }
        storage.withLock {
            if $0.version == version { $0.value = value }
        }
    }

    /// Calls `observer` after each write by the program; nil stops.
    func observe(_ observer: (@Sendable () -> Void)?) {
        storage.withLock { $0.observer = observer }
    }
}

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
public final class Binding<Value: Sendable>: Sendable {
    private struct Storage {
        var value: Value
        /// Counts the program's writes, so that the list can tell one it has not applied yet.
        var version = 0
        /// Wakes the list that uses this binding, while one runs.
        var observer: (@Sendable () -> Void)?
    }

    private let storage: Mutex<Storage>
    /// Whether writes are ignored (``constant(_:)``).
    private let isConstant: Bool

    /// A binding that starts with `value`.
    public init(_ value: Value) {
        storage = Mutex(Storage(value: value))
        isConstant = false
    }

    private init(constant value: Value) {
        storage = Mutex(Storage(value: value))
        isConstant = true
    }

    /// A binding that always holds `value`; the list's changes to it are dropped.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(constant: value)
    }

    /// The value. Setting it from the program drives the running list.
    public var wrappedValue: Value {
        get { storage.withLock { $0.value } }
        set {
            guard !isConstant else { return }
            let observer = storage.withLock { storage -> (@Sendable () -> Void)? in
                storage.value = newValue
                storage.version += 1
                return storage.observer
            }
            observer?()
        }
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

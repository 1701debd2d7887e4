/// An action only the host program knows, carried through the browser and the runtime as the
/// host's own typed value, not as a name.
///
/// A host defines its actions as a type of its own (usually an enum), binds a key to one, and
/// reads the same value back when the browser passes it on as ``BrowserEffect/custom(_:)`` (the
/// runtime hands it to its `onCustomAction`):
///
/// ```swift
/// enum ContactAction: Hashable, Sendable { case sameTeam }
///
/// let keys = KeyMap(bindings: [KeyMap.Binding(keys: [.control("y")],
///                                             action: .user(.custom(CustomAction(ContactAction.sameTeam))))]
///                   + KeyMap.standard.bindings)
/// runtime.onCustomAction = { action, browser in
///     guard action.value(as: ContactAction.self) == .sameTeam else { return [] }
///     …
/// }
/// ```
///
/// It wraps any `Hashable & Sendable` value so that ``UserAction`` and ``BrowserEffect`` stay
/// plain `Sendable`, `Equatable` enums without a type parameter: two custom actions are equal
/// when they hold equal values of the same type, so one host's actions never equal another's.
public struct CustomAction: Hashable, Sendable, CustomStringConvertible {
    /// The host's value, as it was given.
    public let base: any Hashable & Sendable

    /// Wraps the host's `value`. A value that is already a custom action is kept as it is, so
    /// wrapping twice compares equal to wrapping once.
    public init(_ value: some Hashable & Sendable) {
        if let action = value as? CustomAction {
            self = action
        } else {
            base = value
        }
    }

    /// The host's value when it is an `Action`, nil when it is of another type (another part of
    /// the program bound it).
    public func value<Action: Hashable & Sendable>(as type: Action.Type = Action.self) -> Action? {
        base as? Action
    }

    public static func == (lhs: CustomAction, rhs: CustomAction) -> Bool {
        // Opens the left value's type: equal only when the right one has that same type.
        func isEqual<Value: Hashable & Sendable>(_ value: Value) -> Bool { rhs.base as? Value == value }
        return isEqual(lhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    public var description: String { "CustomAction(\(String(reflecting: base)))" }
}

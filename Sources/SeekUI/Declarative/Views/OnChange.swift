/// A view that acts when a value changes, made by `onChange(of:initial:_:)`.
public struct _OnChangeView<Content: View, Value: Equatable>: View {
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
}

/// The value an `onChange` last saw, kept by its node.
final class SeenValue<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension _OnChangeView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        if let seen = node.storage(at: 0) as? SeenValue<Value> {
            if seen.value != value {
                let old = seen.value
                seen.value = value
                action(old, value)
            }
        } else {
            node.keep(SeenValue(value), at: 0, watching: Binding<Bool>?.none)
            if initial { action(value, value) }
        }
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes between two
    /// evaluations of this view (and once at first with `initial`), as SwiftUI's
    /// `onChange(of:initial:_:)`. State it writes shows at once.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping (Value, Value) -> Void) -> _OnChangeView<Self, Value> {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// The same, for an action that needs neither value.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping () -> Void) -> _OnChangeView<Self, Value> {
        _OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// The same, with the new value only (SwiftUI's older form).
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> _OnChangeView<Self, Value> {
        _OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}

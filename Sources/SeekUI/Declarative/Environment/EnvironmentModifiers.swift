/// A view with a value of its environment changed for its content, as SwiftUI's
/// `environment(_:_:)` makes.
public struct _EnvironmentWriter<Content: View, Value>: View {
    public typealias Body = Never
    let content: Content
    let write: (inout EnvironmentValues) -> Void
}

extension _EnvironmentWriter: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        var environment = node.environment
        write(&environment)
        return .forward(node.build(content, at: .content, environment: environment))
    }
}

extension View {
    /// This view with `value` at `keyPath` of the environment of its content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> _EnvironmentWriter<Self, Value> {
        _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// This view with `object` readable below it with ``EnvironmentObject``.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> _EnvironmentWriter<Self, Object> {
        _EnvironmentWriter(content: self) { $0.setObject(object) }
    }
}

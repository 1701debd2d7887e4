/// The views pushed on one ``NavigationStack``, kept by the stack's node: a ``NavigationLink``
/// pushes a view (or a value, shown by the stack's `navigationDestination(for:)`), and Esc,
/// Left or `dismiss` pops it.
final class Navigator {
    /// The pushed views, the shown one last.
    private(set) var path: [AnyView] = []
    /// How each registered type of value becomes a view (`navigationDestination(for:)`).
    private var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    private let invalidation: Invalidation
    private let node: Int

    init(invalidation: Invalidation, node: Int) {
        self.invalidation = invalidation
        self.node = node
    }

    /// Shows `view` on top.
    func push(_ view: AnyView) {
        path.append(view)
        invalidation.invalidate(node)
    }

    /// Shows the destination registered for `value`'s type; nothing without one, as in SwiftUI.
    func push(value: AnyHashable) {
        guard let make = destinations[ObjectIdentifier(type(of: value.base))] else { return }
        push(make(value.base))
    }

    /// Whether a destination is registered for `value`'s type.
    func canPush(value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))] != nil
    }

    /// Goes back to the view under the one at `depth` (0 is the first pushed).
    func pop(to depth: Int) {
        guard depth < path.count else { return }
        path.removeSubrange(depth...)
        invalidation.invalidate(node)
    }

    /// Registers the view of a value of `type` (the stack forgets them when evaluated again).
    func register<Value>(_ type: Value.Type, _ destination: @escaping (Value) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { destination($0 as! Value) }
    }

    func forgetDestinations() {
        destinations = [:]
    }
}

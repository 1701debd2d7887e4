/// The container that shows a searchable view's field, as SwiftUI's `NavigationStack`: its
/// root view's title (`navigationTitle(_:)`) is the screen's first line, and the field
/// of a `searchable` inside it is drawn where its placement asks.
///
/// A ``NavigationLink`` pushes its destination: the screen shows it instead of the root (its
/// title, its rows; no field unless it is searchable itself). Esc (with search not presented),
/// Left (with the list focused) or `dismiss` goes back; the root keeps its state meanwhile.
public struct NavigationStack<Root: View>: View {
    public typealias Body = Never
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let navigator: Navigator
        if let kept = node.storage(at: 0) as? Navigator {
            navigator = kept
        } else {
            navigator = Navigator(invalidation: node.graph.invalidation, node: node.id)
            node.keep(navigator, at: 0, watching: Binding<Bool>?.none)
        }
        // The root's `navigationDestination`s register again as it is built.
        navigator.forgetDestinations()
        node.traits.hasNavigationContainer = true
        var environment = node.environment
        environment.navigator = navigator
        environment.isInNavigationContainer = true
        var shown = node.build(root, at: .content, environment: environment)
        // Every pushed view is built, so each keeps its state until popped; the last is shown.
        for (depth, view) in navigator.path.enumerated() {
            var pushed = environment
            pushed.dismiss = DismissAction { navigator.pop(to: depth) }
            shown = node.build(view, at: .destination(depth), environment: pushed)
        }
        let depth = navigator.path.count
        node.traits.place = [node.id, depth]
        if depth > 0 { node.traits.back = { navigator.pop(to: depth - 1) } }
        return .forward(shown)
    }
}

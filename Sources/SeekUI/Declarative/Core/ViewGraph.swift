/// The views of a running program as a tree of nodes (``ViewNode``): it evaluates bodies,
/// keeps each view's state at its place, and evaluates again only the views whose state,
/// models or environment changed (and what their bodies make).
///
/// Used from one thread, the loop's; state may be written from any thread, which marks the
/// nodes that own it (``Invalidation``) and wakes the loop.
final class ViewGraph {
    let invalidation = Invalidation()
    private var nodes: [Int: ViewNode] = [:]
    private var lastID = 0
    /// The environment at the root: what every view reads unless a modifier changes it.
    var rootEnvironment = EnvironmentValues()
    /// Whether search is presented, as the ``searchable`` modifiers give `isSearching` to their content.
    var isSearchPresented = false
    /// What `dismissSearch` does in the views' environment: the runner attaches it to the screen.
    let dismissSearch = DismissSearchAction()
    private(set) var root: ViewNode?

    /// Builds `view` as the root.
    func buildRoot<Content: View>(_ view: Content) {
        let root = self.root ?? makeNode(viewType: ObjectIdentifier(Content.self), parent: nil, environment: rootEnvironment)
        self.root = root
        build(view, in: root)
    }

    func makeNode(viewType: ObjectIdentifier, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        lastID += 1
        let node = ViewNode(graph: self, id: lastID, viewType: viewType, parent: parent, environment: environment)
        nodes[lastID] = node
        return node
    }

    func forget(_ node: ViewNode) {
        nodes[node.id] = nil
    }

    /// Evaluates `view` in `node`: a primitive view contributes directly; any other gets its
    /// dynamic properties connected to the node and its body built in the child `.body`.
    func build<Content: View>(_ view: Content, in node: ViewNode) {
        node.rebuild = { [unowned self, unowned node] in self.build(view, in: node) }
        node.beginBuilding()
        node.traits = NodeTraits()
        if let primitive = view as? any PrimitiveView {
            node.contribution = primitive.contribution(in: node)
        } else {
            var slot = 0
            for property in Mirror(reflecting: view).children {
                (property.value as? any DynamicProperty)?.install(in: node, slot: &slot)
            }
            node.contribution = .forward(node.build(view.body, at: .body))
        }
        node.endBuilding()
    }

    /// Evaluates again every view marked since the last call (a view below another marked one
    /// is evaluated as part of it); returns whether any was.
    @discardableResult
    func evaluateInvalidated() -> Bool {
        var evaluatedAny = false
        // A body that writes state while evaluated marks nodes again; a few rounds settle it.
        for _ in 0..<8 {
            let marked = invalidation.take().compactMap { nodes[$0] }
            guard !marked.isEmpty else { break }
            evaluatedAny = true
            let outermost = marked.filter { node in !marked.contains { $0 !== node && $0.isAncestor(of: node) } }
            for node in outermost where nodes[node.id] === node {
                node.rebuild?()
            }
        }
        return evaluatedAny
    }

    /// Whether some view is marked for evaluation.
    var hasInvalidations: Bool { invalidation.hasMarks }

    /// Marks every node that holds search traits, to be evaluated again (presentation changed).
    func invalidateSearchables() {
        for node in nodes.values where node.traits.search != nil {
            invalidation.invalidate(node.id)
        }
    }

    /// `view` on one line, evaluated in a graph of its own with the state it starts with.
    static func line<Content: View>(of view: Content) -> RowCell {
        let graph = ViewGraph()
        graph.buildRoot(view)
        guard let root = graph.root else { return RowCell([]) }
        return RowCollector.line(of: root)
    }
}

/// One view's place in the view graph: its state, its environment, its children by structural
/// identity, and what it last contributed. A view value is made again each time its parent's
/// body runs; its node stays as long as the view keeps its place and type.
final class ViewNode {
    unowned let graph: ViewGraph
    let id: Int
    /// The type of the view at this place: another type here is another view.
    let viewType: ObjectIdentifier
    private(set) weak var parent: ViewNode?
    /// The values this view reads with `@Environment` (its parent's, or a modifier's).
    var environment: EnvironmentValues
    /// What the view showed when it was last evaluated.
    var contribution: Contribution = .empty
    /// Evaluates the view again, as it was last given (set by the graph at each evaluation).
    var rebuild: (() -> Void)?
    /// What the node's modifiers say about the screen (title, search, scopes, submit).
    var traits = NodeTraits()
    /// Whether children not built during an evaluation are kept (a ``ForEach``'s rows, built
    /// when shown, keep their state while scrolled away).
    var keepsChildren = false
    private var children: [ChildKey: ViewNode] = [:]
    private var built: Set<ChildKey> = []
    /// Storage that outlives the view values: state, state objects, a task, by slot.
    private var kept: [AnyObject] = []
    /// How to stop watching what this node watches.
    private var unwatchers: [() -> Void] = []
    private var watchedObjects: Set<ObjectIdentifier> = []

    init(graph: ViewGraph, id: Int, viewType: ObjectIdentifier, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.id = id
        self.viewType = viewType
        self.parent = parent
        self.environment = environment
    }

    // MARK: Children

    /// Builds `view` in the child at `key` (made anew when there is none, or one of another
    /// type), with `environment` (by default this node's); returns the child.
    @discardableResult
    func build<Content: View>(_ view: Content, at key: ChildKey, environment: EnvironmentValues? = nil) -> ViewNode {
        let child = child(at: key, type: Content.self, environment: environment ?? self.environment)
        graph.build(view, in: child)
        return child
    }

    /// The child at `key` for a view of `type`, without building it.
    func child<Content>(at key: ChildKey, type: Content.Type, environment: EnvironmentValues) -> ViewNode {
        built.insert(key)
        let viewType = ObjectIdentifier(type)
        if let existing = children[key], existing.viewType == viewType {
            existing.environment = environment
            return existing
        }
        children[key]?.tearDown()
        let child = graph.makeNode(viewType: viewType, parent: self, environment: environment)
        children[key] = child
        return child
    }

    /// The child at `key`, if there is one.
    func existingChild(at key: ChildKey) -> ViewNode? { children[key] }

    /// Called before an evaluation: children not built again by its end are dropped.
    func beginBuilding() {
        built = []
        unwatchEverything()
    }

    /// Drops the children the evaluation did not build, with their state.
    func endBuilding() {
        guard !keepsChildren else { return }
        for (key, child) in children where !built.contains(key) {
            child.tearDown()
            children[key] = nil
        }
    }

    /// Whether `node` is this node or below it.
    func isAncestor(of node: ViewNode) -> Bool {
        var current = node.parent
        while let next = current {
            if next === self { return true }
            current = next.parent
        }
        return false
    }

    // MARK: Storage and watching

    /// The storage kept in `slot`, if any.
    func storage(at slot: Int) -> AnyObject? {
        kept.indices.contains(slot) ? kept[slot] : nil
    }

    /// Keeps `object` in `slot` from now on; a write to `binding` evaluates this view again.
    func keep<Value>(_ object: AnyObject, at slot: Int, watching binding: Binding<Value>?) {
        if kept.count <= slot { kept.append(object) } else { kept[slot] = object }
        if let binding {
            let invalidation = graph.invalidation
            let id = self.id
            let token = binding.watch { invalidation.invalidate(id) }
            keptUnwatchers.append { binding.unwatch(token) }
        }
    }

    /// Watches `object`'s published changes until the next evaluation (once per object).
    func watch(_ object: some ObservableObject) {
        guard watchedObjects.insert(ObjectIdentifier(object)).inserted else { return }
        let invalidation = graph.invalidation
        let id = self.id
        let publisher = object.objectWillChange
        let token = publisher.subscribe { invalidation.invalidate(id) }
        unwatchers.append { publisher.unsubscribe(token) }
    }

    /// The kept state's watchers, which last as long as the node.
    private var keptUnwatchers: [() -> Void] = []

    private func unwatchEverything() {
        for unwatch in unwatchers { unwatch() }
        unwatchers = []
        watchedObjects = []
    }

    /// Removes this node and its children from the graph: their state is gone, their tasks
    /// cancelled, and nothing they watched wakes the graph again.
    func tearDown() {
        for child in children.values { child.tearDown() }
        children = [:]
        unwatchEverything()
        for unwatch in keptUnwatchers { unwatch() }
        keptUnwatchers = []
        for object in kept { (object as? NodeTask)?.cancel() }
        kept = []
        rebuild = nil
        graph.forget(self)
    }
}

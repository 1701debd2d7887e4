/// A view the graph draws itself instead of evaluating a body: it says what it contributes and
/// builds its children in child nodes of its own.
protocol PrimitiveView {
    /// What the view shows, its children built in `node`'s children.
    func contribution(in node: ViewNode) -> Contribution
}

/// A property of a view that the graph connects to its node before the body runs: ``State``
/// finds its kept value, ``Environment`` its values, ``ObservedObject`` is watched.
protocol DynamicProperty {
    /// Connects the property to `node`; `slot` counts the properties that keep storage, in order.
    func install(in node: ViewNode, slot: inout Int)
}

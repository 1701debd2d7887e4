/// A row that shows another view when chosen, as SwiftUI's `NavigationLink`: Return on it
/// pushes its destination on the ``NavigationStack`` it is in (a value's destination is the
/// stack's `navigationDestination(for:destination:)` for its type). A link that cannot push
/// (no stack, no destination for its value) only shows its label, as SwiftUI's does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// A link showing `label` to `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        value = nil
    }

    /// The same, with the destination a view value (SwiftUI's older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` to `destination`.
    public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(title.text, destination: destination)
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` to `value`, shown by the stack's destination for its type.
    public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }

    /// A link titled `title` to `value`.
    public init<Value: Hashable>(_ title: String, value: Value?) where Label == Text {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` to `value`.
    public init<Value: Hashable>(_ title: LocalizedStringKey, value: Value?) where Label == Text {
        self.init(title.text, value: value)
    }
}

extension NavigationLink: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let label = node.build(self.label, at: .label)
        guard let navigator = node.environment.navigator else { return .forward(label) }
        let push: () -> Void
        if let destination {
            push = { navigator.push(AnyView(destination)) }
        } else if let value, navigator.canPush(value: value) {
            push = { navigator.push(value: value) }
        } else {
            return .forward(label)
        }
        // A chevron says the row leads somewhere, as a list's disclosure indicator does.
        let chevron = node.build(Text("›"), at: .header)
        return .trait(node.build(InlineNodes(nodes: [label, chevron]), at: .content), .action(push))
    }
}

/// Nodes already built, side by side on one line.
struct InlineNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [ViewNode]

    func contribution(in node: ViewNode) -> Contribution {
        .inline(nodes, spacing: 1)
    }
}

/// A view with destinations for values, made by `navigationDestination(for:destination:)`.
public struct _NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: View {
    public typealias Body = Never
    let content: Content
    let destination: (Value) -> Destination
}

extension _NavigationDestinationView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let destination = self.destination
        node.environment.navigator?.register(Value.self) { AnyView(destination($0)) }
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// The view a ``NavigationLink`` to a value of `type` pushes, as SwiftUI's
    /// `navigationDestination(for:destination:)`.
    public func navigationDestination<Value: Hashable, Destination: View>(
        for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
    ) -> _NavigationDestinationView<Self, Value, Destination> {
        _NavigationDestinationView(content: self, destination: destination)
    }
}

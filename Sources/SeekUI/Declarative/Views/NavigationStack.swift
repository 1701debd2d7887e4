/// The container that shows a searchable view's field, as SwiftUI's `NavigationStack`: its
/// root view's title (`navigationTitle(_:)`) is the screen's first line, and the field
/// of a `searchable` inside it is drawn where its placement asks.
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
        .forward(node.build(root, at: .content))
    }
}

/// A row that stands for a value to show, as SwiftUI's `NavigationLink(_:value:)`; the row
/// shows its title (pushing a destination view is not drawn yet).
public struct NavigationLink<Label: View>: View {
    public typealias Body = Never
    let label: Label

    /// A link titled `title` to `value`.
    public init<Value: Hashable>(_ title: String, value: Value?) where Label == Text {
        label = Text(title)
    }

    /// A link showing `label` to `value`.
    public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .forward(node.build(label, at: .label))
    }
}

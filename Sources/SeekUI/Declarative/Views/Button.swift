/// A control that acts, as SwiftUI's `Button`: a row of the list; Return on it (with the list
/// focused) runs `action`.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let action: () -> Void

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled `title`.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(title.text, action: action)
    }
}

extension Button: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .trait(node.build(label, at: .label), .action(action))
    }
}

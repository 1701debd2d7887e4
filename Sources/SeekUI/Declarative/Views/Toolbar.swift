/// A view with toolbar items, made by `toolbar(content:)`.
public struct _ToolbarView<Content: View, Items: View>: View {
    public typealias Body = Never
    let content: Content
    let items: Items
}

extension _ToolbarView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        // The items are drawn on the title line, not among the rows: built in a child of their own.
        node.traits.toolbar = node.build(items, at: .label)
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// Puts `content` (buttons, toggles) in the toolbar, as SwiftUI's `toolbar(content:)`. In
    /// the terminal the toolbar is the right end of the title line, its items numbered F1, F2, …:
    /// that function key presses the button or flips the toggle.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> _ToolbarView<Self, Items> {
        _ToolbarView(content: self, items: content())
    }
}

/// A view of any type, as SwiftUI's `AnyView`: for a value whose view type is chosen at run
/// time. The wrapped view's type is part of its identity: another type starts with new state.
public struct AnyView: View {
    public typealias Body = Never
    let view: any View

    /// `view`, its type erased.
    public init<Content: View>(_ view: Content) {
        self.view = view
    }

    /// `view`, its type erased already.
    public init(erasing view: any View) {
        self.view = view
    }
}

extension AnyView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .forward(node.build(view, at: .content))
    }
}

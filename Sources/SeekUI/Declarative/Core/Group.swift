/// Views kept together without a container of their own, as SwiftUI's `Group`: a modifier on
/// the group applies to each of them.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// The views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .forward(node.build(content, at: .content))
    }
}

/// Views one above the other, like SwiftUI's `VStack`: each of its rows is a row of the
/// screen's list (`spacing` and `alignment` are accepted as SwiftUI takes them).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// The views of `content`, top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .forward(node.build(content, at: .content))
    }
}

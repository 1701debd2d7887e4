/// Controls grouped for data entry, as SwiftUI's `Form`: in a terminal, the rows of a list
/// (a ``Toggle`` is a row that Return flips; Space types into the field, as everywhere in seek).
public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A form of the rows of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Form: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .forward(node.build(content, at: .content))
    }
}

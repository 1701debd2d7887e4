/// The views of one builder block, top to bottom, as SwiftUI's `TupleView`; each keeps its
/// position in the block as its identity.
public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views, as the block listed them.
    public let value: T
    /// The same views, for the graph to walk.
    let views: [any View]

    /// The views of a block.
    public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        self.views = views
    }
}

extension TupleView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .stack(views.enumerated().map { node.build($1, at: .index($0)) })
    }
}

/// A view that shows nothing, as SwiftUI's `EmptyView`: what an empty builder block is.
public struct EmptyView: View {
    public typealias Body = Never
    /// The empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution { .empty }
}

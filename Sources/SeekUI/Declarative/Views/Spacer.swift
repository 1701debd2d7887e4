/// Room between views, as SwiftUI's `Spacer`: in an ``HStack`` it takes the columns the row
/// leaves, pushing what follows to the right edge.
public struct Spacer: View {
    public typealias Body = Never

    /// A spacer; `minLength` is accepted as SwiftUI takes it (a spacer is at least one column).
    public init(minLength: Int? = nil) {}
}

extension Spacer: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell(pieces: [.spacer]))
    }
}

/// One branch of an `if`/`else` or `switch` in a builder, as SwiftUI's `_ConditionalContent`:
/// each branch has an identity of its own, so switching branches starts the other's state anew.
public struct _ConditionalContent<First: View, Second: View>: View {
    public typealias Body = Never
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        switch storage {
        case .first(let view): .forward(node.build(view, at: .first))
        case .second(let view): .forward(node.build(view, at: .second))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func contribution(in node: ViewNode) -> Contribution {
        guard let view = self else { return .empty }
        return .forward(node.build(view, at: .first))
    }
}

/// The views of a `for` loop in a builder, each identified by its index.
public struct _ViewArray<Content: View>: View {
    public typealias Body = Never
    let views: [Content]

    init(_ views: [Content]) {
        self.views = views
    }
}

extension _ViewArray: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .stack(views.enumerated().map { node.build($1, at: .index($0)) })
    }
}

/// A view with work that starts when it appears, made by `task(_:)`.
public struct _TaskView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let action: @Sendable () async -> Void
}

extension _TaskView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        // Started once, when the view takes its place; cancelled when it leaves it.
        if node.storage(at: 0) == nil {
            let action = self.action
            node.keep(NodeTask(Task { await action() }), at: 0, watching: Binding<Bool>?.none)
        }
        return .forward(node.build(content, at: .content))
    }
}

/// A view's task, kept by its node.
final class NodeTask {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    func cancel() {
        task.cancel()
    }
}

extension View {
    /// Starts `action` when this view appears, as SwiftUI's `task(_:)`, and cancels it when the
    /// view goes. It runs off the loop's thread: state it sets shows when set.
    public func task(_ action: @escaping @Sendable () async -> Void) -> _TaskView<Self> {
        _TaskView(content: self, action: action)
    }
}

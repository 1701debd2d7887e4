/// Two or three columns, as SwiftUI's `NavigationSplitView`: a sidebar, an optional content
/// column and a detail column.
///
/// A terminal has one list that takes keys, so the split view shows two columns at a time:
/// the column in the list pane (first the sidebar) and, in the detail pane beside it, the next
/// column as it looks now. Return on a row of a `List(selection:)` chooses it and moves into
/// the next column (Right does the same with the list focused); Esc (search not presented)
/// or Left goes back. A `searchable` on a column draws its field at the top of the list pane
/// while that column is in it; one on the split view itself, whichever column is.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Three columns: `sidebar`, `content` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: `sidebar` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}

/// Which column of a split view is in the list pane, kept by the split view's node.
final class SplitState {
    var active = 0
}

/// The columns of the split view shown, for the screen: which one is in the list pane, and
/// how to move into the next.
struct SplitColumns {
    var columns: [ViewNode]
    var active: Int
    /// Moves the next column into the list pane.
    var advance: () -> Void

    /// The column drawn in the detail pane: the one after the active one.
    var next: ViewNode? { active + 1 < columns.count ? columns[active + 1] : nil }
}

extension NavigationSplitView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let state: SplitState
        if let kept = node.storage(at: 0) as? SplitState {
            state = kept
        } else {
            state = SplitState()
            node.keep(state, at: 0, watching: Binding<Bool>?.none)
        }
        var environment = node.environment
        environment.isInNavigationContainer = true
        environment.navigator = nil
        var columns = [node.build(sidebar, at: .column(0), environment: environment)]
        if let content { columns.append(node.build(content, at: .column(1), environment: environment)) }
        columns.append(node.build(detail, at: .column(2), environment: environment))
        let active = min(state.active, columns.count - 1)
        let invalidation = node.graph.invalidation
        let id = node.id
        let count = columns.count
        node.traits.hasNavigationContainer = true
        node.traits.place = [node.id, active]
        node.traits.split = SplitColumns(columns: columns, active: active) {
            guard active + 1 < count else { return }
            state.active = active + 1
            invalidation.invalidate(id)
        }
        if active > 0 {
            node.traits.back = {
                state.active = active - 1
                invalidation.invalidate(id)
            }
        }
        return .forward(columns[active])
    }
}

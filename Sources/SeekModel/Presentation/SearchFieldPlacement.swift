/// Where the search field is requested to appear, like SwiftUI's `SearchFieldPlacement`.
///
/// A placement is a request, not a command: ``resolved(in:)`` checks it against the terminal's
/// layout and, when it cannot be honoured (a sidebar without a split view, a toolbar field on a
/// terminal too narrow for it), falls back to the ``automatic`` rules, as SwiftUI does.
public enum SearchFieldPlacement: Sendable, Hashable {
    /// Let seek decide: the sidebar when a split view is shown and wide enough for it, otherwise
    /// an always-visible drawer under the title.
    case automatic
    /// A full-width line under the title, like `navigationBarDrawer(displayMode:)`. With
    /// `always: true` the field stays on screen; with `false` (the `.automatic` display mode) it
    /// scrolls away with the list while search is not presented, as on iOS.
    case drawer(always: Bool = false)
    /// The top of the sidebar column of a split view, like `.sidebar`. Needs a split view.
    case sidebar
    /// The bottom line of the screen, above the status line, like iOS 26's bottom-aligned search
    /// (and where fzf puts its prompt). Always possible.
    case bottom
    /// The trailing end of the title line, like `.toolbar` on macOS. Needs
    /// ``SearchLayoutContext/minimumToolbarWidth`` columns.
    case toolbar

    /// The placement seek uses in `context`: the request when it can be honoured, otherwise the
    /// automatic placement.
    public func resolved(in context: SearchLayoutContext) -> ResolvedSearchFieldPlacement {
        switch self {
        case .automatic:
            return context.allowsSidebar ? .sidebar : .drawer(always: true)
        case .drawer(let always):
            return .drawer(always: always)
        case .sidebar:
            return context.allowsSidebar ? .sidebar : SearchFieldPlacement.automatic.resolved(in: context)
        case .bottom:
            return .bottom
        case .toolbar:
            return context.allowsToolbar ? .toolbar : SearchFieldPlacement.automatic.resolved(in: context)
        }
    }
}

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

/// A placement that has been checked against the layout: where the field actually is.
public enum ResolvedSearchFieldPlacement: Sendable, Hashable {
    /// A line under the title; `always` tells whether it stays on screen while not presented.
    case drawer(always: Bool)
    /// The top of the split view's sidebar column.
    case sidebar
    /// The bottom of the screen.
    case bottom
    /// The trailing end of the title line.
    case toolbar
}

/// What the screen looks like, as far as placing the search field is concerned.
///
/// SwiftUI decides placement from the navigation container and the size class; seek decides it
/// from the terminal's width and whether the screen shows a split view (a sidebar list beside a
/// detail pane).
public struct SearchLayoutContext: Sendable, Hashable {
    /// The fewest columns for a sidebar field: a sidebar of 24 columns (a 20-column field with its
    /// frame) beside a detail pane of at least 36.
    public static let minimumSidebarWidth = 60
    /// The fewest columns for a toolbar field: a title of at least 30 columns, a gap, and a
    /// field of at least 24 on the same line.
    public static let minimumToolbarWidth = 60

    /// The terminal's width in columns.
    public var width: Int
    /// Whether the screen shows a split view with a sidebar column.
    public var hasSplitView: Bool

    /// Creates a layout context.
    public init(width: Int, hasSplitView: Bool = false) {
        self.width = width
        self.hasSplitView = hasSplitView
    }

    /// Whether a sidebar placement can be honoured.
    public var allowsSidebar: Bool { hasSplitView && width >= Self.minimumSidebarWidth }
    /// Whether a toolbar placement can be honoured.
    public var allowsToolbar: Bool { width >= Self.minimumToolbarWidth }
}

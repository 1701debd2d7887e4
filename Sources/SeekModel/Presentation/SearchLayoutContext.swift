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

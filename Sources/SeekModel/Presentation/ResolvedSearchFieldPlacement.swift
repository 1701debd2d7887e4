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

/// Whether something is shown, like SwiftUI's `Visibility`.
public enum SearchVisibility: Sendable, Hashable {
    /// The default, which in seek is ``visible``.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

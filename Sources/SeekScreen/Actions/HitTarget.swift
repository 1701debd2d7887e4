/// Something on screen that a mouse click can land on.
public enum HitTarget: Hashable, Sendable {
    /// The search field (or the minimized search button).
    case field
    /// A scope segment, by index in the session's scopes.
    case scope(Int)
    /// A suggestion, by index in the session's visible suggestions.
    case suggestion(Int)
    /// A list row, by index in the results.
    case row(Int)
    /// The preview pane.
    case preview
    /// A line of fzf's header or footer; its region starts where the line's text does.
    case sectionLine(SectionLine)
}

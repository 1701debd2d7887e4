/// How the search field appears before search is presented, like `searchToolbarBehavior(_:)`.
public enum SearchToolbarBehavior: Sendable, Hashable {
    /// The field is shown in full.
    case automatic
    /// The field is drawn as a button (`[/ Search]`) until search is presented, saving columns
    /// on the title line; see ``SearchSession/isFieldMinimized``.
    case minimize
}

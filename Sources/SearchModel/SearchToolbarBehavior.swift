/// How the search field appears before search is presented, like `searchToolbarBehavior(_:)`.
public enum SearchToolbarBehavior: Sendable, Hashable {
    /// The field is shown in full.
    case automatic
    /// The field is drawn as a button (`[/ Search]`) until search is presented, saving columns
    /// on the title line; see ``SearchSession/isFieldMinimized``.
    case minimize
}

/// Whether presenting search may hide other content, like `searchPresentationToolbarBehavior(_:)`.
public enum SearchPresentationToolbarBehavior: Sendable, Hashable {
    /// As on iOS: while searching with a drawer placement, the title line gives its row to the
    /// search (one more result row on a terminal). Other placements keep the title.
    case automatic
    /// The title stays visible while searching, whatever the placement.
    case avoidHidingContent
}

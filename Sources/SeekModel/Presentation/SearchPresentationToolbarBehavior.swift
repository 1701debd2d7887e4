/// Whether presenting search may hide other content, like `searchPresentationToolbarBehavior(_:)`.
public enum SearchPresentationToolbarBehavior: Sendable, Hashable {
    /// As on iOS: while searching with a drawer placement, the title line gives its row to the
    /// search (one more result row on a terminal). Other placements keep the title.
    case automatic
    /// The title stays visible while searching, whatever the placement.
    case avoidHidingContent
}

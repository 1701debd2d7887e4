/// Where suggestions are drawn, like SwiftUI's `SearchSuggestionsPlacement`.
///
/// seek prefers ``menu``. Hiding suggestions for the menu with
/// ``SearchSession/searchSuggestions(_:for:)`` moves them inline into the content; hiding them for
/// both hides them.
public enum SearchSuggestionsPlacement: Sendable, Hashable, CaseIterable {
    /// A menu under (or, for a bottom field, above) the search field; seek gives it rows of its own
    /// rather than drawing it over the results.
    case menu
    /// Inline, in place of the results list.
    case content
}

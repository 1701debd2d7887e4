/// What choosing a ``SearchSuggestion`` does to the field, like the argument of SwiftUI's
/// `searchCompletion(_:)`.
public enum SearchCompletion: Sendable, Hashable {
    /// Replaces the text with this string, as `searchCompletion(_ completion: String)` does.
    case text(String)
    /// Adds this token and removes the term being typed, as `searchCompletion(_ token:)` does.
    case token(SearchToken)
    /// Restores a whole query (text, tokens and, when it still exists, scope). seek uses it for
    /// recent searches; SwiftUI has no counterpart.
    case query(SearchQuery)
}

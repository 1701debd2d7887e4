/// One row of the suggestions offered while searching, like a view inside `searchSuggestions(_:)`.
///
/// A suggestion with a ``completion`` can be highlighted and chosen; choosing it replaces the text
/// (or adds a token). A suggestion without one is display-only, exactly like a suggestion view that
/// lacks `searchCompletion(_:)` in SwiftUI: it is shown, and the arrow keys pass over it like any
/// row, but choosing it does nothing.
public struct SearchSuggestion: Sendable, Hashable {
    /// The text shown in the suggestion row.
    public var title: String
    /// What choosing the suggestion does, or `nil` for a display-only suggestion.
    public var completion: SearchCompletion?

    /// Creates a suggestion that replaces the text with `completion` when chosen, or a display-only
    /// suggestion when `completion` is `nil`.
    public init(_ title: String, completion: String? = nil) {
        self.title = title
        self.completion = completion.map(SearchCompletion.text)
    }

    /// Creates a suggestion that adds `token` when chosen.
    public init(_ title: String, token: SearchToken) {
        self.title = title
        self.completion = .token(token)
    }

    /// Creates a suggestion with any completion, or a display-only one.
    public init(title: String, completion: SearchCompletion?) {
        self.title = title
        self.completion = completion
    }

    /// Whether choosing the suggestion does something (it has a completion).
    public var isChoosable: Bool { completion != nil }
}

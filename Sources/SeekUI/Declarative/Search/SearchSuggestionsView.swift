/// A view with search suggestions, made by `searchSuggestions(_:)`.
public struct _SearchSuggestionsView<Content: View, Suggestions: View>: View {
    public typealias Body = Never
    let content: Content
    let suggestions: Suggestions
}

extension _SearchSuggestionsView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        node.traits.suggestions = node.build(suggestions, at: .suggestions)
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// Suggestions under the search field while searching, as SwiftUI's `searchSuggestions(_:)`:
    /// a view with `searchCompletion(_:)` fills the field when chosen; one without only shows.
    /// They are made again whenever what they read changes.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> _SearchSuggestionsView<Self, S> {
        _SearchSuggestionsView(content: self, suggestions: suggestions())
    }
}

extension SuggestionRow: View, PrimitiveView {
    public typealias Body = Never

    func contribution(in node: ViewNode) -> Contribution {
        let child = node.build(view, at: .content)
        guard let completion else { return .forward(child) }
        return .trait(child, .completion(completion))
    }
}

extension SearchSession {
    /// Where suggestions are drawn when there are any: the menu unless hidden there, else inline
    /// in the content, else nowhere (`nil`).
    public var suggestionsPlacement: SearchSuggestionsPlacement? {
        SearchSuggestionsPlacement.allCases.first { !hiddenSuggestionsPlacements.contains($0) }
    }

    /// The suggestions on screen now, in order: while the text is empty, the ``recentSearches``;
    /// then the suggested tokens that match the term being typed (and are not already tokens);
    /// then the host's ``suggestions``.
    ///
    /// Empty unless search is presented with the field focused and suggestions have a placement:
    /// in a terminal the arrow keys drive either the suggestions or the results, so suggestions
    /// hide while the results list has focus.
    public var visibleSuggestions: [SearchSuggestion] {
        guard isPresented, focus == .field, suggestionsPlacement != nil else { return [] }
        let term = currentTerm.lowercased()
        let offeredTokens = suggestedTokens.filter { token in
            !tokens.contains(token) && (term.isEmpty || token.description.lowercased().contains(term))
        }
        let tokenRows = offeredTokens.map { SearchSuggestion($0.description, token: $0) }
        guard text.isEmpty else { return tokenRows + suggestions }
        // With nothing typed, what the user searched before is the likeliest wish: it comes first.
        let recentRows = recentSearches.map { SearchSuggestion(title: Self.recentTitle(for: $0), completion: .query($0)) }
        return recentRows + tokenRows + suggestions
    }

    /// The highlighted suggestion, if any.
    public var highlightedSuggestion: SearchSuggestion? {
        highlightedSuggestionIndex.map { visibleSuggestions[$0] }
    }

    /// Hides or shows suggestions for some placements, like `searchSuggestions(_:for:)`.
    /// `.searchSuggestions(.hidden, for: [.menu])` shows them inline instead of in a popup.
    public func searchSuggestions(_ visibility: SearchVisibility, for placements: Set<SearchSuggestionsPlacement>) -> SearchSession {
        var copy = self
        if visibility == .hidden {
            copy.hiddenSuggestionsPlacements.formUnion(placements)
        } else {
            copy.hiddenSuggestionsPlacements.subtract(placements)
        }
        copy.highlightedSuggestionIndex = nil
        return copy
    }

    mutating func setSuggestions(_ newSuggestions: [SearchSuggestion]) -> [SearchEffect] {
        suggestions = newSuggestions
        highlightedSuggestionIndex = nil
        return []
    }

    mutating func setSuggestedTokens(_ newTokens: [SearchToken]) -> [SearchEffect] {
        suggestedTokens = newTokens
        highlightedSuggestionIndex = nil
        return []
    }

    /// Moves the highlight to the next (or previous) choosable suggestion, skipping display-only
    /// ones. Moving past the last (or before the first) returns to the field: no highlight.
    mutating func moveHighlight(forward: Bool) -> [SearchEffect] {
        let visible = visibleSuggestions
        let choosable = visible.indices.filter { visible[$0].isChoosable }
        guard !choosable.isEmpty else { return [] }
        switch (highlightedSuggestionIndex, forward) {
        case (nil, true): highlightedSuggestionIndex = choosable.first
        case (nil, false): highlightedSuggestionIndex = choosable.last
        case (let current?, true): highlightedSuggestionIndex = choosable.first { $0 > current }
        case (let current?, false): highlightedSuggestionIndex = choosable.last { $0 < current }
        }
        return []
    }

    /// Removes the highlight; nothing else changes.
    mutating func clearHighlight() -> [SearchEffect] {
        highlightedSuggestionIndex = nil
        return []
    }

    mutating func chooseHighlightedSuggestion() -> [SearchEffect] {
        guard let index = highlightedSuggestionIndex else { return [] }
        return chooseSuggestion(at: index)
    }

    /// Chooses a visible suggestion; a display-only one does nothing.
    mutating func chooseSuggestion(at index: Int) -> [SearchEffect] {
        let visible = visibleSuggestions
        guard visible.indices.contains(index), let completion = visible[index].completion else { return [] }
        apply(completion)
        return queryDidChange()
    }

    /// Applies a completion to the text and tokens without emitting effects.
    mutating func apply(_ completion: SearchCompletion) {
        switch completion {
        case .text(let replacement):
            text = replacement
        case .token(let token):
            text.removeLast(currentTerm.count)
            if !tokens.contains(token) { tokens.append(token) }
        case .query(let restored):
            text = restored.text
            tokens = restored.tokens
            if let scope = restored.scope, let index = scopes.firstIndex(of: scope) {
                selectedScopeIndex = index
            }
        }
    }

    /// The title of a recent search's suggestion: its terms, and its scope when that narrows.
    static func recentTitle(for recent: SearchQuery) -> String {
        guard let scope = recent.scope, scope.filter != nil else { return recent.description }
        return "\(recent.description) in \(scope.title)"
    }
}

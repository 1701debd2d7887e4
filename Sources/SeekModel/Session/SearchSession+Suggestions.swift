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
    /// A suggested token matches by its value, ignoring case: `th` offers `cuisine:thai`, but `c`
    /// does not offer every `cuisine:` token. A term `field:` offers the values of that token
    /// field, and `field:th` those of its values that contain `th`.
    ///
    /// Empty unless search is presented with the field focused and suggestions have a placement:
    /// in a terminal the arrow keys drive either the suggestions or the results, so suggestions
    /// hide while the results list has focus.
    ///
    /// - Complexity: independent of the length of the text: the term is read from the end, no
    ///   further back than the longest suggested token could reach.
    public var visibleSuggestions: [SearchSuggestion] {
        guard isPresented, focus == .field, suggestionsPlacement != nil else { return [] }
        let tokenRows = offeredTokens().map { SearchSuggestion($0.description, token: $0) }
        guard text.isEmpty else { return tokenRows + suggestions }
        // With nothing typed, what the user searched before is the likeliest wish: it comes first.
        let recentRows = recentSearches.map { SearchSuggestion(title: Self.recentTitle(for: $0), completion: .query($0)) }
        return recentRows + tokenRows + suggestions
    }

    /// The suggested tokens that the term being typed matches, and that are not tokens already.
    func offeredTokens() -> [SearchToken] {
        let candidates = suggestedTokens.filter { !tokens.contains($0) }
        guard !candidates.isEmpty, !text.isEmpty else { return candidates }
        // A term longer than every candidate (allowing for case folding, escapes and quotes)
        // cannot be part of one: reading that far back is enough.
        let reach = 6 * (candidates.map { $0.field.utf8.count + $0.value.utf8.count }.max() ?? 0) + 16
        guard let termStart = QueryLexer.lastTermStart(in: text[...], limit: reach) else { return [] }
        let term = text[termStart...]
        if term.isEmpty { return candidates }
        if let (field, value) = QueryLexer.fieldAndValue(of: term) {
            let fieldName = field.lowercased()
            if candidates.contains(where: { $0.field.lowercased() == fieldName }) {
                let wanted = value.lowercased()
                return candidates.filter {
                    $0.field.lowercased() == fieldName && (wanted.isEmpty || $0.value.lowercased().contains(wanted))
                }
            }
        }
        let wanted = QueryLexer.read(term).lowercased()
        return candidates.filter { $0.value.lowercased().contains(wanted) }
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

    /// Moves the highlight to the next (or previous) suggestion row, display-only rows included:
    /// the arrows walk every row of the menu, so a heading or a hint never stops them. Moving
    /// past the last (or before the first) leaves the menu: no highlight.
    mutating func moveHighlight(forward: Bool) -> [SearchEffect] {
        let count = visibleSuggestions.count
        guard count > 0 else { return [] }
        switch (highlightedSuggestionIndex, forward) {
        case (nil, true): highlightedSuggestionIndex = 0
        case (nil, false): highlightedSuggestionIndex = count - 1
        case (let current?, true): highlightedSuggestionIndex = current + 1 < count ? current + 1 : nil
        case (let current?, false): highlightedSuggestionIndex = current > 0 ? current - 1 : nil
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

    /// Chooses a visible suggestion; a display-only one does nothing (the highlight stays where
    /// it is, and the arrows move on from it).
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
            text.removeSubrange((QueryLexer.lastTermStart(in: text[...]) ?? text.startIndex)...)
            if !tokens.contains(token) { tokens.append(token) }
        case .query(let restored):
            text = restored.text
            tokens = restored.tokens
            if let scope = restored.scope, let index = scopes.firstIndex(of: scope) {
                selectedScopeIndex = index
                // The recalled scope applies, so the bar shows it whatever the activation.
                if index != 0 && isPresented { areScopesVisible = true }
            }
        }
    }

    /// The title of a recent search's suggestion: its terms, and its scope when that narrows.
    static func recentTitle(for recent: SearchQuery) -> String {
        guard let scope = recent.scope, scope.filter != nil else { return recent.description }
        return "\(recent.description) in \(scope.title)"
    }
}

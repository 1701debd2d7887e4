extension SearchSession {
    /// Submits the query, as Return does for `onSubmit(of: .search)`.
    ///
    /// Return while a suggestion is highlighted chooses that suggestion and does not submit: as
    /// with SwiftUI's `searchCompletion`, choosing a suggestion fills the field (or adds its
    /// token), and the user submits what it filled in with the next Return. Otherwise every
    /// recognised `field:value` term becomes a token, the query is remembered as a recent search
    /// and the submit effect is emitted, followed by a match: always for the submit-based
    /// patterns, and for filter-as-you-type only when submitting changed the query.
    mutating func submit() -> [SearchEffect] {
        guard isPresented else { return [] }
        if let index = highlightedSuggestionIndex {
            return chooseSuggestion(at: index)
        }
        recognizeTokens(completedTermsOnly: false)
        highlightedSuggestionIndex = nil
        revealScopesIfNeeded()
        let submitted = query
        remember(submitted)
        var effects: [SearchEffect] = [.submit(submitted)]
        if configuration.matchTiming != .asYouType || submitted != matchedQuery {
            effects.append(requestMatch())
        }
        return effects
    }

    /// Puts `submitted` first in the recent searches, without repeats and within the limit.
    mutating func remember(_ submitted: SearchQuery) {
        guard submitted.hasTerms, configuration.recentSearchLimit > 0 else { return }
        recentSearches.removeAll { $0 == submitted }
        recentSearches.insert(submitted, at: 0)
        if recentSearches.count > configuration.recentSearchLimit {
            recentSearches.removeLast(recentSearches.count - configuration.recentSearchLimit)
        }
    }
}

extension SearchSession {
    /// Submits the query, as Return does for `onSubmit(of: .search)`.
    ///
    /// A highlighted suggestion is chosen first (one Return accepts it and searches). Then every
    /// recognised `field:value` term becomes a token, the query is remembered as a recent search
    /// and the submit effect is emitted, followed by a match: always for the submit-based
    /// patterns, and for filter-as-you-type only when submitting changed the query.
    mutating func submit() -> [SearchEffect] {
        guard isPresented else { return [] }
        if let index = highlightedSuggestionIndex, let completion = visibleSuggestions[index].completion {
            apply(completion)
        }
        recognizeTokens(completedTermsOnly: false)
        highlightedSuggestionIndex = nil
        revealScopesIfNeeded()
        let submitted = query
        remember(submitted)
        var effects: [SearchEffect] = [.submit(submitted)]
        if matchTiming != .asYouType || submitted != matchedQuery {
            effects.append(requestMatch())
        }
        return effects
    }

    /// Puts `submitted` first in the recent searches, without repeats and within the limit.
    mutating func remember(_ submitted: SearchQuery) {
        guard submitted.hasTerms, recentSearchLimit > 0 else { return }
        recentSearches.removeAll { $0 == submitted }
        recentSearches.insert(submitted, at: 0)
        if recentSearches.count > recentSearchLimit {
            recentSearches.removeLast(recentSearches.count - recentSearchLimit)
        }
    }
}

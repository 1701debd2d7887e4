extension SearchSession {
    /// The selected scope, or `nil` when there are no scopes.
    public var selectedScope: SearchScope? {
        scopes.indices.contains(selectedScopeIndex) ? scopes[selectedScopeIndex] : nil
    }

    /// Sets the scopes and when they appear, like `searchScopes(_:activation:_:)`. The first scope
    /// is selected. When no match has been requested yet, the initial query (generation 0)
    /// includes the first scope.
    public func searchScopes(_ scopes: [SearchScope], activation: SearchScopeActivation = .automatic) -> SearchSession {
        var copy = self
        copy.scopes = scopes
        copy.scopeActivation = activation
        copy.selectedScopeIndex = 0
        copy.areScopesVisible = false
        copy.revealScopesIfNeeded()
        if copy.generation == 0 {
            copy.matchedQuery = copy.query
        }
        return copy
    }

    /// Shows the scope bar when search is presented and the activation allows it; the scope it
    /// then shows applies (see ``appliedScope``).
    mutating func revealScopesIfNeeded() {
        guard isPresented, !scopes.isEmpty, !areScopesVisible else { return }
        if scopeActivation.resolved == .onSearchPresentation || !text.isEmpty || !tokens.isEmpty {
            areScopesVisible = true
        }
    }

    /// The scope the query is narrowed by: the selected one while the scope bar shows it, else
    /// the first. A scope the program selects while the bar is hidden (before search is
    /// presented, say) is kept in ``selectedScopeIndex`` and applies once the bar shows it: the
    /// list is never narrowed by a scope out of sight.
    public var appliedScope: SearchScope? {
        areScopesVisible ? selectedScope : scopes.first
    }

    /// Selects the scope `offset` steps away, wrapping around (Tab): only while the scope bar
    /// shows the scopes, since a key must not change what cannot be seen.
    mutating func selectScope(offsetBy offset: Int) -> [SearchEffect] {
        guard areScopesVisible, !scopes.isEmpty else { return [] }
        let count = scopes.count
        return selectScope(at: ((selectedScopeIndex + offset) % count + count) % count)
    }

    /// Selects a scope, as writing the `searchScopes` binding does. While the scope bar is shown,
    /// a change always asks for a match, even in the submit-only pattern, because choosing a scope
    /// is a deliberate act like submitting. While it is hidden the choice is kept for when it
    /// shows (see ``appliedScope``), so nothing is matched now.
    mutating func selectScope(at index: Int) -> [SearchEffect] {
        guard scopes.indices.contains(index), index != selectedScopeIndex else { return [] }
        selectedScopeIndex = index
        return areScopesVisible ? [requestMatch()] : []
    }

    /// Replaces the scopes, keeping the selection by title; see ``SearchAction/setScopes(_:)``.
    mutating func setScopes(_ newScopes: [SearchScope]) -> [SearchEffect] {
        let selected = selectedScope
        let applied = appliedScope
        scopes = newScopes
        selectedScopeIndex = selected.flatMap { old in newScopes.firstIndex { $0.title == old.title } } ?? 0
        if newScopes.isEmpty { areScopesVisible = false }
        revealScopesIfNeeded()
        if appliedScope?.filter != applied?.filter {
            return [requestMatch()]
        }
        if matchedQuery.scope?.title != appliedScope?.title {
            // Same filter under a new list ("All" where there were no scopes): nothing to rematch.
            matchedQuery.scope = appliedScope
        }
        return []
    }
}

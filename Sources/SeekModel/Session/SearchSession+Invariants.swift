extension SearchSession {
    /// The session's rules that the current state breaks; empty for every state ``send(_:)`` can
    /// produce. Checked after every action in debug builds.
    var invariantViolations: [String] {
        var violations: [String] = []
        if !isPresented {
            if !text.isEmpty { violations.append("text while not presented") }
            if !tokens.isEmpty { violations.append("tokens while not presented") }
            if focus != .none { violations.append("focus while not presented") }
            if areScopesVisible { violations.append("scopes visible while not presented") }
        }
        if areScopesVisible && scopes.isEmpty { violations.append("scope bar without scopes") }
        if scopes.isEmpty ? selectedScopeIndex != 0 : !scopes.indices.contains(selectedScopeIndex) {
            violations.append("scope selection \(selectedScopeIndex) out of range")
        }
        if let index = highlightedSuggestionIndex {
            if !visibleSuggestions.indices.contains(index) {
                violations.append("highlight \(index) out of range")
            }
        }
        if displayedGeneration > generation { violations.append("displayed generation ahead of requests") }
        return violations
    }
}

extension SearchSession {
    /// The session with `queries` (most recent first) as its recent searches, within
    /// ``Configuration/recentSearchLimit`` and without repeats: how a host restores the searches it saved.
    public func rememberingRecentSearches(_ queries: [SearchQuery]) -> SearchSession {
        var copy = self
        for query in queries.reversed() {
            copy.remember(query)
        }
        return copy
    }
}

/// Work a ``SearchSession`` asks its host to perform after an action. The session itself performs
/// no I/O.
public enum SearchEffect: Sendable, Equatable {
    /// Run `query`; tag the results with `generation` so that stale ones can be told apart
    /// (see ``SearchSession/accepts(generation:)``). Generations strictly increase.
    case match(SearchQuery, generation: Int)
    /// The user submitted `query`: the `onSubmit(of: .search)` moment. Submitted queries are also
    /// remembered as ``SearchSession/recentSearches``.
    case submit(SearchQuery)
    /// Refresh the suggestions for `query` and send them back with
    /// ``SearchAction/setSuggestions(_:)``. Emitted while typing in the
    /// ``SearchMatchTiming/suggestingAsYouType`` pattern.
    case suggest(SearchQuery)
}

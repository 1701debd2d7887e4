extension SearchSession {
    /// Whether results computed for `candidate` may replace the results on screen: they are not
    /// older than the displayed ones, and not from a generation this session never requested.
    /// Repeated (progressive) results of the displayed generation are accepted.
    public func accepts(generation candidate: Int) -> Bool {
        candidate >= displayedGeneration && candidate <= generation
    }

    /// Whether results computed for `candidate` describe the current query exactly, i.e. come
    /// from the most recent match effect.
    public func isCurrent(generation candidate: Int) -> Bool {
        candidate == generation
    }

    mutating func matchesArrived(generation arrived: Int) -> [SearchEffect] {
        guard accepts(generation: arrived) else { return [] }
        displayedGeneration = arrived
        return []
    }

    /// Emits a match for the current query under a new generation.
    mutating func requestMatch() -> SearchEffect {
        generation += 1
        matchedQuery = query
        return .match(query, generation: generation)
    }
}

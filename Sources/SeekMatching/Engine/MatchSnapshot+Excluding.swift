extension MatchSnapshot {
    /// The snapshot without the items `excluded` (input indexes), the others in the same order:
    /// fzf's `exclude`. Every match is read in rank order to be listed again, so this costs a
    /// full ranking of the matches (O(m log m) for m matches); the total stays the input's.
    public func excluding(_ excluded: Set<Int>) -> MatchSnapshot {
        var kept: [Match] = []
        kept.reserveCapacity(matches.count)
        matches.forEachBestFirst { match in
            if !excluded.contains(match.index) { kept.append(match) }
        }
        var snapshot = self
        snapshot.matches = RankedMatches(.listed(kept))
        if let matchedCount { snapshot.matchedCount = matchedCount - (matches.count - kept.count) }
        return snapshot
    }
}

extension MatchEngine {
    /// The answer to a request without text and without conditions: every item, or the selected
    /// scope's items, in input order (reversed with `--tac`), with the counts read off the posting lists' lengths.
    ///
    /// - Complexity: O(s log n) for s counted scopes; no item is visited.
    func selection(_ request: MatchRequest, _ conditions: RequestConditions, store: ItemStore, fields: ItemFields,
                   generation: Int) -> MatchSnapshot {
        // With --tac the last item comes first, as fzf lists an unsorted input read in reverse.
        let isReversed = queryOptions.ranking.isReversed
        let matches = conditions.scope.map { scope in
            let items = PostingLists.prefix(fields.items(satisfying: scope), below: store.count)
            return RankedMatches(.selected(isReversed ? Array(items.reversed()) : items))
        } ?? RankedMatches(isReversed ? .reversedInputOrder(store.count) : .inputOrder(store.count))
        let counts = conditions.counts ? conditions.countedScopes.map { scope in
            scope.map { PostingLists.countBelow(fields.items(satisfying: $0), store.count) } ?? store.count
        } : nil
        return MatchSnapshot(generation: generation, request: request, matches: matches, totalCount: store.count,
                             scopeCounts: counts)
    }
}

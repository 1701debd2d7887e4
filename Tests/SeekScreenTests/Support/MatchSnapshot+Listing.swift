import SeekMatching

extension MatchSnapshot {
    /// The results of `query` listing `indexes` in that order, all with the same score, as the
    /// browser's tests hand them in.
    init(listing indexes: [Int], query: String, generation: Int, totalCount: Int) {
        self.init(generation: generation, queryText: query, matches: indexes.map { .init(index: $0, score: 0) }, totalCount: totalCount)
    }
}

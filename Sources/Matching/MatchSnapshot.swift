/// The ranked result of running one query over an ``ItemStore``.
///
/// It carries the generation of the request that produced it, so that a caller which has since
/// asked for something newer can tell that it is stale.
public struct MatchSnapshot: Sendable, Equatable {
    /// One matching item: its input index and score.
    public struct Match: Sendable, Equatable {
        public var index: Int
        public var score: Int

        public init(index: Int, score: Int) {
            self.index = index
            self.score = score
        }
    }

    /// The generation of the request this answers.
    public var generation: Int
    /// The query text that was matched.
    public var queryText: String
    /// The matches, best first: higher score, then shorter item, then earlier input.
    public var matches: [Match]
    /// How many items were searched.
    public var totalCount: Int

    public init(generation: Int, queryText: String, matches: [Match], totalCount: Int) {
        self.generation = generation
        self.queryText = queryText
        self.matches = matches
        self.totalCount = totalCount
    }

    /// A snapshot in which every item of a store with `totalCount` items matches, in input order.
    public static func everything(totalCount: Int, generation: Int = 0) -> MatchSnapshot {
        MatchSnapshot(
            generation: generation,
            queryText: "",
            matches: (0..<totalCount).map { Match(index: $0, score: 0) },
            totalCount: totalCount
        )
    }
}

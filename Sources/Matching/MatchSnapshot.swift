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
    /// The matches, best first: higher score, then shorter item, then earlier input. Ranked
    /// lazily; see ``RankedMatches``.
    public var matches: RankedMatches
    /// How many items were searched.
    public var totalCount: Int
    public var request: MatchRequest { MatchRequest(queryText) }
    public var scopeCounts: [Int]? { nil }

    /// A snapshot listing `matches` in the order given.
    public init(generation: Int, queryText: String, matches: [Match], totalCount: Int) {
        self.init(generation: generation, queryText: queryText, matches: RankedMatches(.listed(matches)),
                  totalCount: totalCount)
    }

    init(generation: Int, queryText: String, matches: RankedMatches, totalCount: Int) {
        self.generation = generation
        self.queryText = queryText
        self.matches = matches
        self.totalCount = totalCount
    }

    /// A snapshot in which every item of a store with `totalCount` items matches, in input order.
    ///
    /// - Complexity: O(1); no list of matches is built.
    public static func everything(totalCount: Int, generation: Int = 0, queryText: String = "") -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: queryText, matches: RankedMatches(.inputOrder(totalCount)),
                      totalCount: totalCount)
    }
}

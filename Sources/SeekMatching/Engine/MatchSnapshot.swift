/// The ranked result of running one request over an ``ItemStore``.
///
/// It carries the generation of the request that produced it, so that a caller which has since
/// asked for something newer can tell that it is stale.
public struct MatchSnapshot: Sendable, Equatable {
    /// One matching item: its input index and score.
    public struct Match: Sendable, Equatable {
        /// The item's index in the store, in input order.
        public var index: Int
        /// How well it matched; 0 when no text was matched.
        public var score: Int

        /// A match of item `index` with `score`.
        public init(index: Int, score: Int) {
            self.index = index
            self.score = score
        }
    }

    /// The generation of the request this answers.
    public var generation: Int
    /// The request that was matched.
    public var request: MatchRequest
    /// The query text that was matched (the request's text; kept for callers that only match text).
    public var queryText: String {
        get { request.text }
        set { request.text = newValue }
    }
    /// The matches, best first: higher score, then shorter item, then earlier input. Ranked
    /// lazily; see ``RankedMatches``.
    public var matches: RankedMatches
    /// How many items were searched.
    public var totalCount: Int
    /// For each of the request's ``MatchRequest/scopesToCount``, how many items match its text
    /// and conditions and satisfy that scope's filter; nil when no counts were asked for.
    public var scopeCounts: [Int]?
    /// How many items match in all, when ``matches`` lists only the part read so far (a
    /// database search delivers one page at a time); nil when ``matches`` lists them all.
    public var matchedCount: Int?
    /// The most a count was taken to: a count above it (matched, total, or a scope's) means
    /// "more than this many", because counting further would have cost more than the page.
    /// nil when every count is exact.
    public var countLimit: Int?
    /// Whether ``matchedCount`` is only a lower bound: at least that many items match, and how
    /// many more is not known yet (a database search shows its first page before it has counted).
    /// Read on screen as "more than ``matchedCount`` − 1", e.g. "200+".
    public var matchedCountIsLowerBound = false

    /// A snapshot answering a request for `queryText` alone, listing `matches` in the order given.
    public init(generation: Int, queryText: String, matches: [Match], totalCount: Int) {
        self.init(generation: generation, request: MatchRequest(queryText), matches: matches, totalCount: totalCount)
    }

    /// A snapshot answering `request`, listing `matches` in the order given, with `scopeCounts`.
    public init(generation: Int, request: MatchRequest, matches: [Match], totalCount: Int, scopeCounts: [Int]? = nil) {
        self.init(generation: generation, request: request, matches: RankedMatches(.listed(matches)),
                  totalCount: totalCount, scopeCounts: scopeCounts)
    }

    init(generation: Int, request: MatchRequest, matches: RankedMatches, totalCount: Int, scopeCounts: [Int]? = nil) {
        self.generation = generation
        self.request = request
        self.matches = matches
        self.totalCount = totalCount
        self.scopeCounts = scopeCounts
    }

    /// A snapshot in which every item of a store with `totalCount` items matches, in input order.
    ///
    /// - Complexity: O(1); no list of matches is built.
    public static func everything(totalCount: Int, generation: Int = 0, queryText: String = "") -> MatchSnapshot {
        everything(totalCount: totalCount, generation: generation, queryText: queryText, isReversed: false)
    }

    /// A snapshot in which every item matches, last first when `isReversed` (`--tac`).
    ///
    /// - Complexity: O(1); no list of matches is built.
    public static func everything(totalCount: Int, generation: Int = 0, queryText: String = "", isReversed: Bool) -> MatchSnapshot {
        MatchSnapshot(generation: generation, request: MatchRequest(queryText),
                      matches: RankedMatches(isReversed ? .reversedInputOrder(totalCount) : .inputOrder(totalCount)),
                      totalCount: totalCount)
    }
}

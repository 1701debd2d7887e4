/// A query of several clauses split into its last clause and the ones before it, each compiled
/// for ASCII items, for a scan that narrows a result whose query had the same earlier clauses.
///
/// While the user types the last word of `usr share doc`, every keystroke changes only the last
/// clause. The earlier clauses then hold for every previous match (the previous query had them
/// too), and their score is the same as before; so the scan tests and scores only the last clause,
/// and adds the earlier clauses' score kept from the previous result (or its own score, when the
/// previous query was exactly the earlier clauses). That score also tightens the score bound,
/// so the window test applies to the last clause.
final class KeptClauses: Sendable {
    /// The clauses before the last one.
    let earlier: ASCIIQuery.Storage
    /// The last clause alone.
    let last: ASCIIQuery.Storage
    /// Whether the narrowed result's query was exactly the earlier clauses, so that each of its
    /// entries carries their score as its own.
    let scoresFromEntries: Bool
    /// With ``scoresFromEntries``, the last of the earlier clauses alone, when there are clauses
    /// before it: an entry the previous scan left unscored may still have kept the score of those,
    /// and then only this clause needs scoring to know the earlier clauses' score.
    let lastEarlier: ASCIIQuery.Storage?

    /// Views of the compiled clauses that a chunk's scanner reads in its loop; valid while this
    /// object lives.
    struct Views {
        /// The clauses before the last one.
        let earlier: ASCIIQuery
        /// The last of the earlier clauses alone (see ``KeptClauses/lastEarlier``).
        let lastEarlier: ASCIIQuery?
        /// The last clause alone.
        let last: ASCIIQuery
    }

    /// The views of the compiled clauses.
    var views: Views { Views(earlier: earlier.query, lastEarlier: lastEarlier?.query, last: last.query) }

    /// Splits `query`, or returns nil when it does not keep all but its last clause from
    /// `previous`, or a pattern is not ASCII. `query` must narrow `previous`.
    init?(_ query: Query, narrowing previous: Query) {
        let count = query.clauses.count
        guard count >= 2 else { return nil }
        let kept = Array(query.clauses.dropLast())
        if previous.clauses == kept {
            scoresFromEntries = true
        } else if previous.clauses.count == count && Array(previous.clauses.dropLast()) == kept {
            scoresFromEntries = false
        } else {
            return nil
        }
        guard let earlier = ASCIIQuery.Storage(Query(text: "", clauses: kept)),
              let last = ASCIIQuery.Storage(Query(text: "", clauses: [query.clauses[count - 1]])) else { return nil }
        self.earlier = earlier
        self.last = last
        lastEarlier = scoresFromEntries && count >= 3
            ? ASCIIQuery.Storage(Query(text: "", clauses: [query.clauses[count - 2]])) : nil
    }

    /// The form of an earlier clauses' score that a result keeps per entry: its packed score, or 0
    /// when it is unknown or was clamped (a clamped score would not add up exactly).
    @inline(__always)
    static func kept(_ score: Int) -> UInt16 {
        let packed = RankingKey.packedScore(score)
        return packed > 1 && packed < 0xFFFF ? UInt16(packed) : 0
    }

    /// The score a kept value stands for, or nil when it is unknown.
    @inline(__always)
    static func score(kept value: UInt16) -> Int? {
        value > 1 && value < 0xFFFF ? Int(value) - RankingKey.scoreBias : nil
    }
}

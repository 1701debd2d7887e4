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
    /// The last of the earlier clauses alone, when there are clauses before it: an entry the
    /// previous scan left unscored may still have kept the score of those (with
    /// ``scoresFromEntries``, as the previous query's earlier clauses; otherwise as a partial
    /// score, see ``kept(partial:)``), and then only this clause needs scoring to know the
    /// earlier clauses' score, or none at all when even its bound cannot bring the item to the
    /// top rows.
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
        /// Whether the narrowed result's entries carry the earlier clauses' score (see
        /// ``KeptClauses/scoresFromEntries``).
        let scoresFromEntries: Bool
    }

    /// The views of the compiled clauses.
    var views: Views {
        Views(earlier: earlier.query, lastEarlier: lastEarlier?.query, last: last.query, scoresFromEntries: scoresFromEntries)
    }

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
        lastEarlier = count >= 3 ? ASCIIQuery.Storage(Query(text: "", clauses: [query.clauses[count - 2]])) : nil
    }

    /// The form of an earlier clauses' score that a result keeps per entry: its packed score, or 0
    /// when it is unknown or too far from 0 (a clamped score would not add up exactly, and the
    /// packed values below ``partialLimit`` stand for partial scores).
    @inline(__always)
    static func kept(_ score: Int) -> UInt16 {
        let packed = RankingKey.packedScore(score)
        return packed >= partialLimit && packed < 0xFFFF ? UInt16(packed) : 0
    }

    /// The score a kept value stands for, or nil when it is unknown or partial.
    @inline(__always)
    static func score(kept value: UInt16) -> Int? {
        value >= partialLimit && value < 0xFFFF ? Int(value) - RankingKey.scoreBias : nil
    }

    /// Kept values from 2 up to this one stand for the score of the clauses before
    /// ``lastEarlier`` alone (see ``kept(partial:)``); from it up, for the whole earlier clauses'.
    static let partialLimit: UInt16 = 0x4000

    /// The kept form of the score of the clauses before ``lastEarlier``, for an entry whose earlier
    /// clauses' score is not known because ``lastEarlier`` was not scored (its bound showed the
    /// item out of reach): the next keystroke can rule the item out the same way, without scoring
    /// either. 0 when the score is too far from 0 to keep.
    @inline(__always)
    static func kept(partial score: Int) -> UInt16 {
        let value = score + Int(partialLimit / 2)
        return value > 1 && value < Int(partialLimit) ? UInt16(value) : 0
    }

    /// The partial score a kept value stands for (see ``kept(partial:)``), or nil.
    @inline(__always)
    static func partialScore(kept value: UInt16) -> Int? {
        value > 1 && value < partialLimit ? Int(value) - Int(partialLimit / 2) : nil
    }
}

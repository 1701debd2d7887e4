/// Many items' search fields searched query after query, as typing makes queries: each
/// ``FieldQuery`` ranks the items it matches, and a query that narrows the last one (a character
/// typed) looks only at the last one's matches. SeekUI's `SearchableList` and its views'
/// `SearchableItems` both search their app's items with it.
public struct FieldSearch: Sendable {
    /// The items' fields.
    public let table: SearchFieldTable
    /// The last query and the items it matched (before `keeps`), in the items' order.
    private var last: (query: FieldQuery, matched: [Int])?

    /// A search of the items in `table`.
    public init(_ table: SearchFieldTable) {
        self.table = table
    }

    /// The items `query` matches among those `admits` lets in, best first: the highest score
    /// (the sum of each clause's best field), then the shorter matched fields, then the earlier
    /// item; in the items' order when the query has no terms. `keeps` is asked of each item that
    /// matches (a caller counts its scopes there) and says whether it is listed.
    ///
    /// - Parameter sameConditions: whether `admits` lets in what it let in for the last query;
    ///   only then may a narrowing query look at the last query's matches alone.
    /// - Complexity: O(n) matches of the query against an item's fields for the n items admitted
    ///   (only the last matches when the query narrows the last one), then O(m log m) for the
    ///   m matches.
    public mutating func rank(_ query: FieldQuery, sameConditions: Bool = true, admits: (Int) -> Bool = { _ in true },
                              keeps: (Int) -> Bool = { _ in true }) -> [MatchSnapshot.Match] {
        let previous = sameConditions ? last.flatMap { query.narrows($0.query) ? $0.matched : nil } : nil
        var matched: [Int] = []
        var ranked: [(match: MatchSnapshot.Match, length: Int)] = []
        table.withFields { fields in
            func consider(_ index: Int) {
                guard admits(index),
                      let (score, length) = query.match(fieldCount: fields.fieldCount, text: { fields.text(ofField: $0, item: index) })
                else { return }
                matched.append(index)
                if keeps(index) { ranked.append((MatchSnapshot.Match(index: index, score: score), length)) }
            }
            if let previous {
                for index in previous { consider(index) }
            } else {
                for index in 0..<table.itemCount { consider(index) }
            }
        }
        last = (query, matched)
        if !query.matchesEverything {
            ranked.sort {
                ($0.match.score, -$0.length, -$0.match.index) > ($1.match.score, -$1.length, -$1.match.index)
            }
        }
        return ranked.map(\.match)
    }
}

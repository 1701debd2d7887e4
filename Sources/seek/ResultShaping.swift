import Catalog
import Matching
import SearchModel

/// Applies the parts of a query that the text matcher does not see: tokens and the selected
/// scope, both `field:value` conditions on the records. It also counts the matches in each scope,
/// for the scope bar.
///
/// Structured data sets are small next to the line inputs that the engine is built for (and plain
/// lines have no fields), so filtering the ranked matches afterwards costs little and keeps the
/// engine free of record knowledge.
struct ResultShaping {
    var dataSet: DataSet

    /// The text the engine matches for `query`.
    func engineText(for query: SearchQuery) -> String {
        query.text
    }

    /// Whether `query` has conditions beyond its text.
    func hasConditions(_ query: SearchQuery) -> Bool {
        !query.tokens.isEmpty || query.scope?.filter != nil
    }

    /// `snapshot` narrowed to the items that satisfy `query`'s tokens and scope, with the number
    /// of matches in each scope of `scopes` (which satisfy the tokens).
    func shape(_ snapshot: MatchSnapshot, for query: SearchQuery, scopes: [SearchScope]) -> (snapshot: MatchSnapshot, scopeCounts: [Int]?) {
        let hasScopes = !scopes.isEmpty
        guard hasConditions(query) || hasScopes else { return (snapshot, nil) }
        var kept: [MatchSnapshot.Match] = []
        var counts = [Int](repeating: 0, count: scopes.count)
        let scopeFilter = query.scope?.filter
        snapshot.matches.forEachBestFirst { match in
            guard satisfies(query.tokens, item: match.index) else { return }
            if hasScopes {
                counts[0] += 1
                if let value = dataSet.scopeIndex(of: match.index) {
                    // Scope 0 is "All"; scope i + 1 is the i-th scope value.
                    if value + 1 < counts.count { counts[value + 1] += 1 }
                }
            }
            if let scopeFilter, !satisfies([scopeFilter], item: match.index) { return }
            kept.append(match)
        }
        let shaped = MatchSnapshot(generation: snapshot.generation, queryText: snapshot.queryText, matches: kept,
                                   totalCount: snapshot.totalCount)
        return (shaped, hasScopes ? counts : nil)
    }

    /// Whether the item has every token's value in its token's field (ignoring case).
    func satisfies(_ tokens: [SearchToken], item: Int) -> Bool {
        tokens.allSatisfy { token in
            let wanted = token.field.lowercased()
            let field = dataSet.fieldNames.first { $0.lowercased() == wanted } ?? token.field
            let value = token.value.lowercased()
            return dataSet.fieldValues(of: item, field: field).contains { $0.lowercased() == value }
        }
    }
}

import SeekMatching
import SeekModel

extension MatchRequest {
    /// The engine's request for a session's query: its text, its tokens as conditions, its
    /// scope's filter, one count per scope of `scopes` (the scope bar's numbers), and its order.
    ///
    /// Every way of searching (typing, `-q`, `--filter`, `--select-1`) goes through here, so
    /// one query means one set of items everywhere.
    public init(_ query: SearchQuery, scopes: [SearchScope] = []) {
        self.init(
            text: query.text,
            conditions: query.tokens.map { FieldCondition(field: $0.field, value: $0.value) },
            scope: query.scope?.filter.map { FieldCondition(field: $0.field, value: $0.value) },
            scopesToCount: scopes.map { scope in scope.filter.map { FieldCondition(field: $0.field, value: $0.value) } }
        )
        isSorted = query.isSorted
    }
}

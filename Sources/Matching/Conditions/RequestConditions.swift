/// A request's conditions, scope and counted scopes in the form the engine compares them:
/// lowercased (conditions ignore case) and the conditions as a set (their order and repeats do
/// not change what matches).
struct RequestConditions: Hashable, Sendable {
    /// Every condition a match satisfies.
    let conditions: Set<FieldCondition>
    /// The selected scope's filter.
    let scope: FieldCondition?
    /// The scopes counted, in the request's order.
    let countedScopes: [FieldCondition?]

    init(_ request: MatchRequest) {
        conditions = Set(request.conditions.map(\.lowercased))
        scope = request.scope?.lowercased
        countedScopes = request.scopesToCount.map { $0?.lowercased }
    }

    /// Whether per-scope counts are asked for.
    var counts: Bool { !countedScopes.isEmpty }

    /// Whether nothing but the text decides the matches and nothing is counted.
    var isEmpty: Bool { conditions.isEmpty && scope == nil && countedScopes.isEmpty }

    /// The conditions every entry of a scan result satisfies: the conditions and the scope (a
    /// result lists only the selected scope's matches, even when it counts the others).
    var listedConditions: Set<FieldCondition> {
        scope.map { conditions.union([$0]) } ?? conditions
    }

    /// The conditions every item a scan must look at satisfies: the conditions, plus the scope
    /// unless other scopes are counted (counting needs the matches outside the scope too).
    var visitedConditions: Set<FieldCondition> {
        if counts { return conditions }
        return listedConditions
    }

    /// Whether a scan for these conditions may look only at the entries of a result scanned
    /// with `base`'s (its text query narrowing too, see ``Query/narrows(_:)``).
    ///
    /// The rule: every item the new scan must visit has to be among the base's entries. The base
    /// lists only items satisfying its conditions and its scope, and the new scan visits items
    /// satisfying its conditions, and its scope when it counts nothing. So the base's conditions
    /// and scope must all be among the new scan's visited conditions: adding a token narrows;
    /// removing one does not; a result scanned under a scope can only serve a scan restricted to
    /// that same scope, never one that counts the other scopes (it holds none of their matches).
    func canNarrow(_ base: RequestConditions) -> Bool {
        base.listedConditions.isSubset(of: visitedConditions)
    }
}

extension FieldCondition {
    /// The condition with its field and value lowercased, as ``ItemFields`` indexes them.
    var lowercased: FieldCondition {
        FieldCondition(field: field.lowercased(), value: value.lowercased())
    }
}

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
}

extension FieldCondition {
    /// The condition with its field and value lowercased, as ``ItemFields`` indexes them.
    var lowercased: FieldCondition {
        FieldCondition(field: field.lowercased(), value: value.lowercased())
    }
}

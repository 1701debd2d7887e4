/// A request's conditions, scope and counted scopes compiled against the fields of the first
/// `itemCount` items, into what a scan tests per item: which items to visit, which matches to
/// list, and which scopes each match counts for.
///
/// Built once per request from the posting lists (the engine keeps the last one, so typing with
/// the same tokens builds it once); every test it offers is O(1).
final class ConditionFilter: Sendable {
    /// The conditions compiled.
    let conditions: RequestConditions
    /// The number of items it was compiled for.
    let itemCount: Int
    /// The version of the fields it was compiled from (see ``MatchEngine``).
    let fieldsVersion: Int
    /// The items a scan visits, ascending: those satisfying the conditions, and the scope unless
    /// other scopes are counted (see ``RequestConditions/visitedConditions``). Nil when every
    /// item is visited.
    let candidates: [UInt32]?
    /// ``candidates`` as a set, for testing a narrowed result's entries; nil when every item is visited.
    let candidateSet: ItemBitSet?
    /// When counting under a selected scope, the scope's items: a match outside it is counted
    /// but not listed. Nil otherwise (every match visited is listed).
    let scopeSet: ItemBitSet?
    /// When counting, each item's counted scopes.
    let membership: ScopeMembership?
    /// For each counted scope of the request, its slot in ``membership``, or nil for a scope
    /// without a filter (it counts every match).
    private let countedSlots: [Int?]

    init(_ conditions: RequestConditions, fields: ItemFields, itemCount: Int, fieldsVersion: Int) {
        self.conditions = conditions
        self.itemCount = itemCount
        self.fieldsVersion = fieldsVersion
        func items(_ condition: FieldCondition) -> [UInt32] {
            PostingLists.prefix(fields.items(satisfying: condition), below: itemCount)
        }
        let visited = conditions.visitedConditions
        let candidates = visited.isEmpty ? nil : PostingLists.intersection(visited.map(items))
        self.candidates = candidates
        candidateSet = candidates.map { ItemBitSet($0, itemCount: itemCount) }
        guard conditions.counts else {
            scopeSet = nil
            membership = nil
            countedSlots = []
            return
        }
        scopeSet = conditions.scope.map { ItemBitSet(items($0), itemCount: itemCount) }
        // The same scope counted twice shares a slot.
        var slots: [FieldCondition: Int] = [:]
        var scopeItems: [[UInt32]] = []
        countedSlots = conditions.countedScopes.map { scope in
            guard let scope else { return nil }
            if let slot = slots[scope] { return slot }
            slots[scope] = scopeItems.count
            scopeItems.append(items(scope))
            return scopeItems.count - 1
        }
        membership = ScopeMembership(scopeItems: scopeItems, itemCount: itemCount)
    }

    /// Whether it was compiled for these conditions over the same items and fields.
    func fits(_ conditions: RequestConditions, itemCount: Int, fieldsVersion: Int) -> Bool {
        self.itemCount == itemCount && self.fieldsVersion == fieldsVersion && self.conditions == conditions
    }

    /// A tally of no matches (see ``ScopeMembership/tally(_:into:)``); empty when nothing is counted.
    func counter() -> [Int] {
        membership?.counter() ?? []
    }

    /// The request's counts, in the order of its counted scopes, from the sum of the scan's tallies.
    func scopeCounts(from tally: [Int]) -> [Int]? {
        guard conditions.counts else { return nil }
        return countedSlots.map { slot in slot.map { tally[$0 + 1] } ?? tally[0] }
    }

    /// The element-wise sum of per-chunk tallies.
    static func sum(_ tallies: [[Int]]) -> [Int] {
        tallies.reduce(into: [Int]()) { total, tally in
            if total.count < tally.count { total += repeatElement(0, count: tally.count - total.count) }
            for (position, count) in tally.enumerated() { total[position] += count }
        }
    }

    /// For a request without text, which has conditions: the items satisfying the conditions and
    /// the scope, ascending, and the counts.
    ///
    /// - Complexity: O(c) for the c items satisfying the conditions.
    func selection() -> (items: [UInt32], scopeCounts: [Int]?) {
        precondition(candidates != nil, "a selection needs conditions")
        let candidates = candidates!
        guard let membership else { return (candidates, nil) }
        var tally = membership.counter()
        var listed: [UInt32] = []
        listed.reserveCapacity(scopeSet == nil ? candidates.count : 0)
        for item in candidates {
            membership.tally(Int(item), into: &tally)
            if scopeSet?.contains(Int(item)) ?? true { listed.append(item) }
        }
        return (listed, scopeCounts(from: tally))
    }
}

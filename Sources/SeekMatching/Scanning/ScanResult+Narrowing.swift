extension ScanResult {
    /// Whether this result answers `query` under `conditions` as it is: the same clauses, the
    /// same conditions, scope and counted scopes, over the same items and, when conditions are
    /// tested, the same fields.
    func answers(_ query: Query, _ conditions: RequestConditions, store: ItemStore, fieldsVersion: Int) -> Bool {
        self.query.clauses == query.clauses && self.conditions == conditions && self.store.count == store.count
            && (conditions.isEmpty || self.fieldsVersion == fieldsVersion)
    }

    /// Whether a scan for `query` under `conditions` may visit only this result's entries (and the
    /// items appended since): they must hold every item, among those this result saw, that the
    /// new scan has to visit. That is the case when
    /// - `query` narrows this result's query (``Query/narrows(_:)``): whatever it matches, the
    ///   old query matched;
    /// - every condition its matches were found under (``coveredConditions``) is among those the
    ///   new scan visits under (``RequestConditions/visitedConditions``): its conditions ⊆ the new
    ///   conditions, and its scope, unless it kept the matches outside the scope (it counted other
    ///   scopes), is among them too, or is the new scope while the new request counts nothing
    ///   (a result that lists only its scope's matches cannot give the other scopes' counts);
    /// - and, if this result tested conditions at all, the fields described every item it saw
    ///   (items not yet described were taken to hold no fields, and may hold some now);
    /// - and, if it kept unlisted matches, the new request has conditions or counts: a scan
    ///   without any (the plain typing path) visits only a result's entries.
    func canBeNarrowed(to query: Query, _ conditions: RequestConditions) -> Bool {
        query.narrows(self.query) && conditions.visitedConditions.isSuperset(of: coveredConditions)
            && (coveredConditions.isEmpty || describedItemCount >= store.count)
            && (unlisted == nil || !conditions.isEmpty)
    }

    /// The conditions every match it holds (listed or not) satisfies: its conditions, and its
    /// scope unless it kept the matches outside it (``unlisted``).
    var coveredConditions: Set<FieldCondition> {
        unlisted == nil ? conditions.listedConditions : conditions.conditions
    }
}

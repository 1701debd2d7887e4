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
    /// - this result's conditions and scope are all among the conditions the new scan visits
    ///   under (``RequestConditions/canNarrow(_:)``): its conditions ⊆ the new conditions, and
    ///   its scope is among them too, or is the new scope while the new request counts nothing
    ///   (a result scanned under a scope lists only that scope's matches, so it cannot give the
    ///   other scopes' counts);
    /// - and, if this result tested conditions at all, the fields described every item it saw
    ///   (items not yet described were taken to hold no fields, and may hold some now).
    func canBeNarrowed(to query: Query, _ conditions: RequestConditions) -> Bool {
        query.narrows(self.query) && conditions.canNarrow(self.conditions)
            && (self.conditions.listedConditions.isEmpty || describedItemCount >= store.count)
    }
}

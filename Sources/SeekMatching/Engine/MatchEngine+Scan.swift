extension MatchEngine {
    /// Scans `store` for `query` under `filter` (nil: no conditions, nothing counted), ranking its
    /// best `rankedCount` matches as it goes, looking only
    /// at `base`'s entries and the items appended since when given (the caller checked that it
    /// may, see ``ScanResult/canBeNarrowed(to:_:)``); nil when cancelled. `fields` tells which
    /// fields the filter was compiled from, for the result to record.
    ///
    /// The work is decided once in a ``ScanPlan``; then each chunk is scanned on its own, on every
    /// core, pruning with the best threshold the chunks have reached together (see
    /// ``ScanPlan/run(over:isCancelled:)``).
    func scan(
        _ query: Query,
        ranking rankedCount: Int = MatchEngine.eagerlyRankedCount,
        scoringEveryMatch scoresEveryMatch: Bool = false,
        filter: ConditionFilter?,
        fields: (version: Int, describedItemCount: Int),
        in store: ItemStore,
        narrowing base: ScanResult?,
        isCancelled: @Sendable () -> Bool
    ) -> ScanResult? {
        let plan = ScanPlan(query, filter: filter, narrowing: base, bestCount: rankedCount,
                            scoresEveryMatch: scoresEveryMatch)
        guard let results = plan.run(over: store, isCancelled: isCancelled) else { return nil }
        let (segments, earlierScores, traces, top, tallies, unlisted) = results.collected(bestCount: plan.bestCount)
        return ScanResult(query: query, conditions: filter?.conditions ?? RequestConditions(MatchRequest()),
                          fieldsVersion: fields.version, describedItemCount: fields.describedItemCount,
                          scopeCounts: filter?.scopeCounts(from: ConditionFilter.sum(tallies)),
                          store: store, segments: segments, earlierScores: plan.kept == nil ? nil : earlierScores,
                          prefixTraces: plan.tracesPrefix || plan.tracesLast ? traces : nil, top: top,
                          unlisted: filter?.scopeSet == nil ? nil : unlisted)
    }
}

import Dispatch

extension MatchEngine {
    /// Scans `store` for `query` under `filter` (nil: no conditions, nothing counted), looking only
    /// at `base`'s entries and the items appended since when given (the caller checked that it
    /// may, see ``ScanResult/canBeNarrowed(to:_:)``); nil when cancelled. `fields` tells which
    /// fields the filter was compiled from, for the result to record.
    ///
    /// The work is decided once in a ``ScanPlan``; then each chunk is scanned on its own, on every
    /// core, pruning with the best threshold the chunks have reached together (``ScanThreshold``).
    func scan(
        _ query: Query,
        scoringEveryMatch scoresEveryMatch: Bool = false,
        filter: ConditionFilter?,
        fields: (version: Int, describedItemCount: Int),
        in store: ItemStore,
        narrowing base: ScanResult?,
        isCancelled: @Sendable () -> Bool
    ) -> ScanResult? {
        let plan = ScanPlan(query, filter: filter, narrowing: base, bestCount: Self.eagerlyRankedCount,
                            scoresEveryMatch: scoresEveryMatch)
        let threshold = ScanThreshold(bestCount: plan.bestCount, seeds: plan.seedKeys(in: store))
        let results = ChunkResults(count: store.chunks.count)
        DispatchQueue.concurrentPerform(iterations: store.chunks.count) { chunkIndex in
            if isCancelled() { return }
            let slot = plan.scan(chunk: chunkIndex, of: store, threshold: threshold)
            threshold.merge(slot.best)
            results.store(slot, at: chunkIndex)
        }
        if isCancelled() { return nil }
        let (segments, earlierScores, traces, top, tallies, unlisted) = results.collected(bestCount: plan.bestCount)
        return ScanResult(query: query, conditions: filter?.conditions ?? RequestConditions(MatchRequest()),
                          fieldsVersion: fields.version, describedItemCount: fields.describedItemCount,
                          scopeCounts: filter?.scopeCounts(from: ConditionFilter.sum(tallies)),
                          store: store, segments: segments, earlierScores: plan.kept == nil ? nil : earlierScores,
                          prefixTraces: plan.tracesPrefix || plan.tracesLast ? traces : nil, top: top,
                          unlisted: filter?.scopeSet == nil ? nil : unlisted)
    }
}

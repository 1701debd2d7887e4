extension ScanPlan {
    /// Scans every chunk of `store` as planned, on every core, each chunk pruning with the best
    /// threshold the chunks have reached together (``ScanThreshold``, seeded with
    /// ``seedKeys(in:)``); nil when `isCancelled` turned true.
    ///
    /// Workers claim chunks one at a time and test `isCancelled` before each, so that a newer
    /// request stops an older scan within a chunk.
    func run(over store: ItemStore, isCancelled: @Sendable () -> Bool) -> ChunkResults? {
        let threshold = ScanThreshold(bestCount: bestCount, seeds: seedKeys(in: store))
        let results = ChunkResults(count: store.chunks.count)
        ParallelLoop.perform(iterations: store.chunks.count) { chunkIndex in
            if isCancelled() { return }
            let slot = scan(chunk: chunkIndex, of: store, threshold: threshold)
            threshold.merge(slot.best)
            results.store(slot, at: chunkIndex)
        }
        return isCancelled() ? nil : results
    }
}

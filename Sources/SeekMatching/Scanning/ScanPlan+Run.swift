extension ScanPlan {
    /// Scans every chunk of `store` as planned, on every core, each chunk pruning with the best
    /// threshold the chunks have reached together (``ScanThreshold``, seeded with
    /// ``seedKeys(at:in:)``), in ``chunkOrder(after:chunkCount:)``; nil when `isCancelled`
    /// turned true.
    ///
    /// Workers claim chunks one at a time and test `isCancelled` before each, so that a newer
    /// request stops an older scan within a chunk.
    func run(over store: ItemStore, isCancelled: @Sendable () -> Bool) -> ChunkResults? {
        let places = previousBestPlaces(in: store)
        let threshold = ScanThreshold(bestCount: bestCount, seeds: seedKeys(at: places, in: store))
        let results = ChunkResults(count: store.chunks.count)
        let order = chunkOrder(after: places, chunkCount: store.chunks.count)
        ParallelLoop.perform(iterations: order.count) { position in
            if isCancelled() { return }
            let chunkIndex = order[position]
            let slot = scan(chunk: chunkIndex, of: store, threshold: threshold)
            threshold.merge(slot.best)
            results.store(slot, at: chunkIndex)
        }
        return isCancelled() ? nil : results
    }

    /// The order in which the `count` chunks are scanned: first the chunks that held the
    /// narrowed result's best matches (`places`, best first), in the order of those matches,
    /// then the others in input order.
    ///
    /// The seeds set a threshold only when enough of the previous best matches still match
    /// (``ScanThreshold`` needs ``bestCount`` keys). When they do not, each chunk prunes with the
    /// keys found so far, and the first chunks in input order may hold only poor matches: at
    /// seek-bench's `usr/s`, 17 of the 64 seeds still matched, and the first chunks, full of
    /// paths that match only loosely, set a threshold 31 points below the top score, so that
    /// 94,000 items were scored for nothing. The chunks that held the previous best matches
    /// mostly hold the new ones, and scanning them first fills the best keys with them.
    func chunkOrder(after places: [PreviousBestPlace], chunkCount count: Int) -> [Int] {
        guard !places.isEmpty, count > 1 else { return Array(0..<count) }
        var placed = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for place in places where !placed[place.chunk] {
            placed[place.chunk] = true
            order.append(place.chunk)
        }
        for chunk in 0..<count where !placed[chunk] { order.append(chunk) }
        return order
    }
}

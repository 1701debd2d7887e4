import Synchronization

extension ScanResult {
    /// Calls `body` with every key, best first, holding two bytes per match: each chunk's
    /// entries are scored and sorted on their own (in parallel), kept as a ``SortedRun``, then merged.
    ///
    /// Building one 8-byte key per match and sorting them all needs twelve bytes per match (the
    /// sort's buffer holds half of them); for `seek --filter` on a query matching half a million
    /// paths that was most of the memory it used beyond the input.
    ///
    /// - Complexity: O(n log n) for n matches.
    func forEachMergedKey(_ body: (UInt64) -> Void) {
        let sorted = sortedSegments()
        var runs = [Int](repeating: 0, count: sorted.count)
        var merger = SortedRunMerger(firstKeys: sorted.indices.compactMap { chunk in
            sorted[chunk].count == 0 ? nil : (key(ofEntry: sorted[chunk].entry(at: 0, run: &runs[chunk]), inChunk: chunk), chunk)
        })
        var positions = [Int](repeating: 0, count: sorted.count)
        while let (best, chunk) = merger.popFirst() {
            body(best)
            positions[chunk] += 1
            if positions[chunk] < sorted[chunk].count {
                let entry = sorted[chunk].entry(at: positions[chunk], run: &runs[chunk])
                merger.push(key(ofEntry: entry, inChunk: chunk), run: chunk)
            }
        }
    }

    /// Every chunk's matches, best first.
    private func sortedSegments() -> [SortedRun] {
        let scorer = EntryScorer(query: query, segments: segments)
        let slots = Mutex([SortedRun](repeating: SortedRun(sortedEntries: []), count: segments.count))
        ParallelLoop.perform(iterations: segments.count) { chunk in
            guard !segments[chunk].isEmpty else { return }
            let entries = scorer.scoredEntries(of: segments[chunk], in: store.chunks[chunk])
            let base = store.chunkStarts[chunk]
            // Sorted as keys, which compare as plain integers, then turned back into entries: the
            // key holds the score and the input index, and the offset is the index less the base.
            var keys = store.chunks[chunk].keys(of: entries, firstIndex: base)
            PartialSort.sort(&keys)
            let sortedEntries = keys.map { key in
                RankingKey.entry(score: RankingKey.score(ofKey: key),
                                 offset: Int(UInt32(truncatingIfNeeded: key) &- UInt32(truncatingIfNeeded: base)))
            }
            let run = SortedRun(sortedEntries: sortedEntries)
            slots.withLock { $0[chunk] = run }
        }
        return slots.withLock { $0 }
    }

    @inline(__always)
    private func key(ofEntry entry: UInt32, inChunk chunk: Int) -> UInt64 {
        store.chunks[chunk].key(ofEntry: entry, firstIndex: store.chunkStarts[chunk])
    }
}

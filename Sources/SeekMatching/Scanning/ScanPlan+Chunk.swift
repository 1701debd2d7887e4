extension ScanPlan {
    /// What the scan of one chunk found, and the threshold it reached (see ``ChunkScanner/threshold``).
    struct ChunkOutcome {
        /// The chunk's matches, best keys, tally and unlisted matches.
        let slot: ChunkResults.Slot
        /// The key no better than the worst of the chunk's best keys, for later chunks to prune with.
        let threshold: UInt64
    }

    /// Scans chunk `index` of `store` as planned, pruning with `threshold` from its first item.
    func scan(chunk index: Int, of store: ItemStore, threshold: UInt64) -> ChunkOutcome {
        let chunk = store.chunks[index]
        let narrowed = NarrowedChunk(base, chunk: index)
        let expected = narrowed.count + chunk.count - narrowed.firstUnseen
        return chunk.bytes.withUnsafeBufferPointer { bytes in
            chunk.starts.withUnsafeBufferPointer { starts in
                var scanner = ChunkScanner(plan: self, bytes: bytes, starts: starts, isASCII: chunk.isASCII,
                                           firstIndex: store.chunkStarts[index], expectedCount: expected,
                                           threshold: threshold)
                var tally: [Int] = []
                if let filter {
                    tally = filter.counter()
                    scanner.visit(narrowed, end: chunk.count, required: required,
                                  scoresFromEntries: kept?.scoresFromEntries, filter: filter, tally: &tally)
                } else {
                    scanner.visit(narrowed, end: chunk.count, required: required, scoresFromEntries: kept?.scoresFromEntries)
                }
                if kept != nil {
                    // Items first seen by this scan were matched by the full query: nothing kept.
                    scanner.earlierScores.append(contentsOf: repeatElement(0, count: scanner.entries.count - scanner.earlierScores.count))
                }
                let slot = ChunkResults.Slot(entries: scanner.entries, earlierScores: scanner.earlierScores,
                                             best: scanner.best.heap, tally: tally, unlisted: scanner.unlisted)
                return ChunkOutcome(slot: slot, threshold: scanner.threshold)
            }
        }
    }
}

extension ScanPlan {
    /// Scans chunk `index` of `store` as planned, pruning with the shared `threshold` from its
    /// first item on and lowering it as its own best keys fill; returns the chunk's matches, best
    /// keys, tally and unlisted matches.
    func scan(chunk index: Int, of store: ItemStore, threshold: ScanThreshold) -> ChunkResults.Slot {
        let chunk = store.chunks[index]
        let narrowed = NarrowedChunk(base, chunk: index)
        let expected = narrowed.count + chunk.count - narrowed.firstUnseen
        return chunk.bytes.withUnsafeBufferPointer { bytes in
            chunk.starts.withUnsafeBufferPointer { starts in chunk.whiteSpaceBits.withUnsafeBufferPointer { whiteSpaceBits in
                var scanner = ChunkScanner(plan: self, bytes: bytes, starts: starts, whiteSpaceBits: whiteSpaceBits, isASCII: chunk.isASCII,
                                           mayEarnWhiteBonus: chunk.mayEarnWhiteBonus, firstIndex: store.chunkStarts[index], expectedCount: expected,
                                           shared: threshold)
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
                if tracesLast {
                    // Items first seen by this scan were matched by the full query: no trace of the last clause.
                    scanner.traceWriter.recordUnknown(upTo: scanner.entries.count)
                }
                assert(!(tracesPrefix || tracesLast) || scanner.traceWriter.count == scanner.entries.count, "a trace per entry")
                return ChunkResults.Slot(entries: scanner.entries, earlierScores: scanner.earlierScores, traces: scanner.traceWriter.traces,
                                         best: scanner.best.heap, tally: tally, unlisted: scanner.unlisted)
            } }
        }
    }
}

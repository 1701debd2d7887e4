import Dispatch

extension MatchEngine {
    /// Scans `store` for `query` under `filter` (nil: no conditions, nothing counted), looking only
    /// at `base`'s entries and the items appended since when given (the caller checked that it
    /// may, see ``ScanResult/canBeNarrowed(to:_:)``); nil when cancelled. `fields` tells which
    /// fields the filter was compiled from, for the result to record.
    func scan(
        _ query: Query,
        filter: ConditionFilter?,
        fields: (version: Int, describedItemCount: Int),
        in store: ItemStore,
        narrowing base: ScanResult?,
        isCancelled: @Sendable () -> Bool
    ) -> ScanResult? {
        let matcher = QueryMatcher(query)
        let ascii = ASCIIQuery.Storage(query)
        // Items never seen are searched for one byte every match holds, not visited one by one.
        let required = ascii == nil ? nil : RequiredByte(query)
        // Typing the last word: only the last clause is tested on the previous matches.
        let kept = base.flatMap { KeptClauses(query, narrowing: $0.query) }
        let threshold = ScanThreshold()
        let chunkCount = store.chunks.count
        let results = ChunkResults(count: chunkCount)
        let bestCount = Self.eagerlyRankedCount
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunkIndex in
            if isCancelled() { return }
            let chunk = store.chunks[chunkIndex]
            // With a base result, only its matches in this chunk, then items it had not seen.
            var previous: [UInt32]? = nil
            var previousUnlisted: [UInt32]? = nil
            var previousEarlierScores: [UInt16]? = nil
            var firstUnseen = 0
            if let base, chunkIndex < base.segments.count {
                previous = base.segments[chunkIndex]
                previousUnlisted = base.unlisted?[chunkIndex]
                previousEarlierScores = base.earlierScores?[chunkIndex]
                firstUnseen = base.store.chunks[chunkIndex].count
            }
            let expected = (previous?.count ?? 0) + (previousUnlisted?.count ?? 0) + chunk.count - firstUnseen
            let slot = chunk.bytes.withUnsafeBufferPointer { bytes in
                chunk.starts.withUnsafeBufferPointer { starts in
                    var scanner = ChunkScanner(
                        matcher: matcher.unshared(), ascii: ascii?.query,
                        kept: kept.map { ($0.earlier.query, $0.lastEarlier?.query, $0.last.query) }, bytes: bytes, starts: starts, isASCII: chunk.isASCII,
                        firstIndex: store.chunkStarts[chunkIndex], expectedCount: expected, bestCapacity: bestCount,
                        threshold: threshold.current
                    )
                    if let filter {
                        var tally = filter.counter()
                        scanner.visit(previous: previous, previousUnlisted: previousUnlisted, previousKeptScores: previousEarlierScores,
                                      scoresFromEntries: kept?.scoresFromEntries, firstUnseen: firstUnseen, end: chunk.count,
                                      required: required, filter: filter, tally: &tally)
                        return Self.slot(of: &scanner, kept: kept != nil, tally: tally)
                    }
                    if let previous, let kept {
                        for (position, entry) in previous.enumerated() {
                            let previousKept = previousEarlierScores.map { $0.isEmpty ? 0 : $0[position] } ?? 0
                            if kept.scoresFromEntries {
                                scanner.visit(RankingKey.offset(ofEntry: entry), earlierScore: UInt16(truncatingIfNeeded: entry >> 16),
                                              partialScore: previousKept)
                            } else {
                                scanner.visit(RankingKey.offset(ofEntry: entry), earlierScore: previousKept, partialScore: 0)
                            }
                        }
                    } else if let previous {
                        for entry in previous {
                            scanner.visit(RankingKey.offset(ofEntry: entry))
                        }
                    }
                    if chunk.isASCII, let required {
                        scanner.visitItems(from: firstUnseen, to: chunk.count, holding: required)
                    } else {
                        for offset in firstUnseen..<chunk.count {
                            scanner.visit(offset)
                        }
                    }
                    return Self.slot(of: &scanner, kept: kept != nil, tally: [])
                }
            }
            threshold.lower(to: slot.threshold)
            results.store(slot.slot, at: chunkIndex)
        }
        withExtendedLifetime(ascii) {}
        withExtendedLifetime(kept) {}
        if isCancelled() { return nil }
        let (segments, earlierScores, top, tallies, unlisted) = results.collected(bestCount: bestCount)
        return ScanResult(query: query, conditions: filter?.conditions ?? RequestConditions(MatchRequest()),
                          fieldsVersion: fields.version, describedItemCount: fields.describedItemCount,
                          scopeCounts: filter?.scopeCounts(from: ConditionFilter.sum(tallies)),
                          store: store, segments: segments, earlierScores: kept == nil ? nil : earlierScores, top: top,
                          unlisted: filter?.scopeSet == nil ? nil : unlisted)
    }

    /// What a chunk's scanner found, and the threshold it reached.
    private static func slot(of scanner: inout ChunkScanner, kept: Bool, tally: [Int]) -> (slot: ChunkResults.Slot, threshold: UInt64) {
        if kept {
            // Items first seen by this scan were matched by the full query: not kept.
            scanner.earlierScores.append(contentsOf: repeatElement(0, count: scanner.entries.count - scanner.earlierScores.count))
        }
        return (ChunkResults.Slot(entries: scanner.entries, earlierScores: scanner.earlierScores, best: scanner.best.heap, tally: tally,
                                  unlisted: scanner.unlisted),
                scanner.threshold)
    }
}

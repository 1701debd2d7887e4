extension ScanResult {
    /// Every match, listed in `order` (any order but the standard one, which ``key(at:)`` ranks
    /// lazily): unsorted in input order, or sorted by score, `order`'s criteria and input order
    /// as fzf sorts them.
    ///
    /// - Complexity: O(n) unsorted; O(n log n) sorted, plus finding where each term matched when
    ///   a criterion needs it.
    func matches(in order: RankingOrder) -> [MatchSnapshot.Match] {
        // Unsorted, the scores the scan left out are not needed.
        let scorer = order.isSorted ? EntryScorer(query: query, segments: segments) : nil
        var perChunk = [[RankedMatch]](repeating: [], count: segments.count)
        perChunk.withUnsafeMutableBufferPointer { slots in
            let output = DisjointSlots(base: slots.baseAddress)
            ParallelLoop.perform(iterations: segments.count) { chunkIndex in
                guard !segments[chunkIndex].isEmpty else { return }
                let chunk = store.chunks[chunkIndex]
                let entries = scorer?.scoredEntries(of: segments[chunkIndex], in: chunk) ?? segments[chunkIndex]
                let base = store.chunkStarts[chunkIndex]
                var ranked: [RankedMatch] = []
                ranked.reserveCapacity(entries.count)
                var measure = TiebreakMeasure(query: order.needsOffsets ? query : nil, criteria: order.tiebreaks)
                chunk.bytes.withUnsafeBufferPointer { bytes in
                    for entry in entries {
                        let offset = RankingKey.offset(ofEntry: entry)
                        let score = Self.score(ofEntry: entry)
                        let text = UnsafeBufferPointer(rebasing: bytes[chunk.range(of: offset)])
                        let key = order.isSorted ? measure.key(score: score, text: text, criteria: order.tiebreaks) : 0
                        ranked.append(RankedMatch(key: key, index: UInt32(truncatingIfNeeded: base + offset), score: Int32(score)))
                    }
                }
                output.base![chunkIndex] = ranked
            }
        }
        var all = perChunk.flatMap { $0 }
        if order.isSorted {
            if order.isReversed {
                all.sort { ($0.key, ~$0.index) < ($1.key, ~$1.index) }
            } else {
                all.sort { ($0.key, $0.index) < ($1.key, $1.index) }
            }
        } else if order.isReversed {
            all.reverse()
        }
        return all.map { MatchSnapshot.Match(index: Int($0.index), score: Int($0.score)) }
    }
}

extension ScanResult {
    /// The match at `position` among all matches in input order, with its score when the scan
    /// scored it and 0 otherwise (an unsorted list needs no scores the scan left out).
    ///
    /// - Complexity: O(log c) for c chunks.
    func matchInInputOrder(at position: Int) -> MatchSnapshot.Match {
        precondition(position >= 0 && position < count, "position out of range")
        // The last chunk starting at or before `position`: chunks without matches share their
        // first position with the next chunk that has some, which is the one found.
        var low = 0
        var high = firstPositions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstPositions[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let entry = segments[low][position - firstPositions[low]]
        return MatchSnapshot.Match(index: store.chunkStarts[low] + RankingKey.offset(ofEntry: entry),
                                   score: Self.score(ofEntry: entry))
    }

    /// Calls `body` with every match in input order, last first when `isReversed`.
    ///
    /// - Complexity: O(n).
    func forEachMatchInInputOrder(isReversed: Bool, _ body: (MatchSnapshot.Match) -> Void) {
        for step in segments.indices {
            let chunkIndex = isReversed ? segments.count - 1 - step : step
            let base = store.chunkStarts[chunkIndex]
            let entries = segments[chunkIndex]
            for position in entries.indices {
                let entry = entries[isReversed ? entries.count - 1 - position : position]
                body(MatchSnapshot.Match(index: base + RankingKey.offset(ofEntry: entry), score: Self.score(ofEntry: entry)))
            }
        }
    }

    /// The score an entry holds when the scan scored it, 0 otherwise.
    static func score(ofEntry entry: UInt32) -> Int {
        RankingKey.isScored(entry) ? Int(entry >> 16) - RankingKey.scoreBias : 0
    }
}

/// A match with its rank packed as fzf packs it: four 16-bit values, the score's complement
/// first, then each criterion's value (a smaller key ranks higher).
private struct RankedMatch {
    var key: UInt64
    var index: UInt32
    var score: Int32
}

/// The per-chunk lists that parallel workers fill, one slot each.
private struct DisjointSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<[RankedMatch]>?
}

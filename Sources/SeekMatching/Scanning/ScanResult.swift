import Synchronization

/// What one scan found: every match as a 32-bit entry per chunk of the store it scanned, the best
/// few already ranked, and the rest ranked lazily, a growing page at a time, when asked for.
///
/// The engine keeps recent scan results to narrow later queries; snapshots share them.
final class ScanResult: Sendable {
    /// The query that was matched.
    let query: Query
    /// The conditions, scope and counted scopes it was matched with: its entries satisfy the
    /// conditions and the scope (see ``ScanResult/canBeNarrowed(to:_:)``).
    let conditions: RequestConditions
    /// The version of the engine's fields the conditions were tested against.
    let fieldsVersion: Int
    /// How many of the items those fields described (the others were taken to hold no fields).
    let describedItemCount: Int
    /// The matches per counted scope, when counted (see ``MatchSnapshot/scopeCounts``).
    let scopeCounts: [Int]?
    /// The items as they were when scanned.
    let store: ItemStore
    /// `segments[c]` holds the entries of the matches in chunk `c`, in input order.
    let segments: [[UInt32]]
    /// When the scan kept the scores of the query's earlier clauses (see ``KeptClauses``),
    /// `earlierScores[c][i]` is that score for `segments[c][i]`, 0 when unknown; else nil.
    let earlierScores: [[UInt16]]?
    /// When the query is one positive fuzzy term (see ``ScanPlan/tracesPrefix``), or the scan
    /// kept the earlier clauses and the last is one (see ``ScanPlan/tracesLast``),
    /// `prefixTraces[c][i]` is the ``PrefixTrace`` of that term in `segments[c][i]`, for a next
    /// keystroke that types more of it; else nil. Four bytes per match.
    let prefixTraces: [[PrefixTrace]]?
    /// When the scan counted other scopes than the selected one, `unlisted[c]` holds the offsets
    /// in chunk `c` of the matches outside the selected scope, in input order: not listed, but
    /// kept so that the matches of the conditions without the scope are all known, and a later
    /// scan (another scope, more text) can narrow this one. Nil otherwise.
    let unlisted: [[UInt32]]?
    /// How many items matched (and are listed).
    let count: Int
    /// `firstPositions[c]` is how many matches the chunks before chunk `c` hold: where chunk
    /// `c`'s first match stands among all matches in input order.
    let firstPositions: [Int]
    /// What keeping it costs, in words of four bytes: one per match, listed or not, one per
    /// ``prefixTraces`` trace, and one per two ``earlierScores`` scores.
    let heldCount: Int
    /// The keys of the best matches, best first.
    let top: [UInt64]
    private let ranking = Mutex(LazyRanking())

    private struct LazyRanking {
        /// The best keys found by scanning the entries again for more than ``ScanResult/top``
        /// (see ``ScanResult/key(at:)``), best first; empty until a row below the top is read.
        var deeperTop: [UInt64] = []
        /// Every match's key once built, with the first `sortedCount` best-first and the rest worse.
        var keys: [UInt64] = []
        var sortedCount = 0
    }

    init(query: Query, conditions: RequestConditions, fieldsVersion: Int, describedItemCount: Int, scopeCounts: [Int]?, store: ItemStore, segments: [[UInt32]], earlierScores: [[UInt16]]? = nil,
         prefixTraces: [[PrefixTrace]]? = nil,
         top: [UInt64], unlisted: [[UInt32]]? = nil) {
        self.query = query
        self.conditions = conditions
        self.fieldsVersion = fieldsVersion
        self.describedItemCount = describedItemCount
        self.scopeCounts = scopeCounts
        self.store = store
        self.segments = segments
        self.earlierScores = earlierScores
        self.prefixTraces = prefixTraces
        self.unlisted = unlisted
        var firstPositions: [Int] = []
        firstPositions.reserveCapacity(segments.count)
        var total = 0
        for entries in segments {
            firstPositions.append(total)
            total += entries.count
        }
        self.firstPositions = firstPositions
        self.count = total
        let traceCount = prefixTraces?.reduce(0) { $0 + $1.count } ?? 0
        let scoreCount = earlierScores?.reduce(0) { $0 + $1.count } ?? 0
        self.heldCount = count + (unlisted?.reduce(0) { $0 + $1.count } ?? 0) + traceCount + (scoreCount + 1) / 2
        self.top = top
    }

    /// How many of the best keys are ranked already (see ``key(at:)``).
    var rankedCount: Int {
        ranking.withLock { state in max(top.count, state.deeperTop.count, state.sortedCount) }
    }

    /// The key of the match at `rank` (0 is the best).
    ///
    /// Below the scan's own ``top``, a row is ranked one of two ways:
    /// - while the rows asked for are a small part of the matches (a quarter at most), the
    ///   entries are scanned again, as a scan narrowing this result by its own query, for the
    ///   best sixteen times as many keys as are known (or down to `rank`): the threshold for that
    ///   many prunes as the typing scan's does, so only the matches that may rank among them are
    ///   scored (scoring every match, as this did before, took 0.3-1.4 s on a million matches);
    /// - past that, every match's key is built and a growing prefix of them sorted.
    ///
    /// - Complexity: O(1) inside the ranked top; otherwise a scan of the entries each time the
    ///   known rows grow sixteenfold, then amortized O(n) the first time a page beyond a quarter of
    ///   the matches is reached (building and selecting keys), O(1) after.
    func key(at rank: Int) -> UInt64 {
        if rank < top.count { return top[rank] }
        return ranking.withLock { state in
            if state.keys.isEmpty {
                if rank < state.deeperTop.count { return state.deeperTop[rank] }
                let wanted = max(rank + 1, 16 * max(top.count, state.deeperTop.count))
                if wanted <= count / 4 {
                    state.deeperTop = bestKeys(count: wanted)
                    return state.deeperTop[rank]
                }
                state.keys = allKeys()
            }
            if rank >= state.sortedCount {
                let target = min(count, max(rank + 1, state.sortedCount * 2, 4096))
                let already = state.sortedCount
                state.keys.withUnsafeMutableBufferPointer { keys in
                    PartialSort.sortPrefix(UnsafeMutableBufferPointer(rebasing: keys[already...]), count: target - already)
                }
                state.sortedCount = target
            }
            return state.keys[rank]
        }
    }

    /// The best `wanted` keys, best first: the entries scanned again for the same query with a
    /// threshold for that many (``ScanPlan``, narrowing this result), on every core.
    private func bestKeys(count wanted: Int) -> [UInt64] {
        let plan = ScanPlan(query, filter: nil, narrowing: self, bestCount: wanted)
        // Nothing cancels it: the caller waits for the row it asked for.
        guard let results = plan.run(over: store, isCancelled: { false }) else { preconditionFailure("an uncancelled scan returns its results") }
        return results.collected(bestCount: wanted).top
    }

    /// Calls `body` with every key, best first.
    ///
    /// Unless a page beyond the top was ranked already, the keys are not built: each chunk's
    /// matches are sorted on their own and merged (see ``forEachMergedKey(_:)``), which needs
    /// half the memory.
    ///
    /// - Complexity: O(n log n).
    func forEachKeyBestFirst(_ body: (UInt64) -> Void) {
        if count <= top.count {
            top.forEach(body)
            return
        }
        if ranking.withLock({ $0.keys.isEmpty }) {
            forEachMergedKey(body)
            return
        }
        _ = key(at: count - 1)
        ranking.withLock { state in
            for key in state.keys { body(key) }
        }
    }

    /// Every match's key, scoring the matches the scan left unscored; chunks are done in parallel.
    private func allKeys() -> [UInt64] {
        var firstKeys: [Int] = []
        var total = 0
        for entries in segments {
            firstKeys.append(total)
            total += entries.count
        }
        let starts = firstKeys
        let scorer = EntryScorer(query: query, segments: segments)
        return [UInt64](unsafeUninitializedCapacity: total) { buffer, initialized in
            let keys = DisjointWrites(base: buffer.baseAddress)
            ParallelLoop.perform(iterations: segments.count) { chunkIndex in
                guard !segments[chunkIndex].isEmpty else { return }
                let entries = scorer.scoredEntries(of: segments[chunkIndex], in: store.chunks[chunkIndex])
                let base = store.chunkStarts[chunkIndex]
                var next = starts[chunkIndex]
                let chunk = store.chunks[chunkIndex]
                chunk.bytes.withUnsafeBufferPointer { bytes in
                    chunk.starts.withUnsafeBufferPointer { itemStarts in
                        for entry in entries {
                            keys.base![next] = ItemChunk.key(ofEntry: entry, firstIndex: base, bytes: bytes.baseAddress!, starts: itemStarts,
                                                                    isASCII: chunk.isASCII)
                            next += 1
                        }
                    }
                }
            }
            initialized = total
        }
    }
}

/// An output buffer that parallel workers fill in disjoint ranges (one chunk's keys each), so no
/// two of them ever write the same element.
private struct DisjointWrites: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt64>?
}

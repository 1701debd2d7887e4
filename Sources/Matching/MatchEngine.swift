import Dispatch
import Synchronization

/// Runs queries over an ``ItemStore`` on every core and ranks the results.
///
/// - The store is scanned chunk by chunk; workers claim chunks one at a time and check the
///   caller's cancellation test before each, so a newer query stops an older scan quickly.
/// - Recent results are kept: when a new query can only match a subset of what an earlier one
///   matched (it extends a term, or adds one; see ``Query/narrows(_:)``), only the earlier
///   matches are searched again, plus any items appended since. The same query again is answered
///   from the kept result without scanning.
/// - While scanning, each chunk keeps its best ``eagerlyRankedCount`` keys, so the top rows are
///   ranked without sorting every match; ``RankedMatches`` ranks the rest lazily. Matches that
///   cannot reach those rows are not even scored during the scan (see ``ChunkScanner``).
/// - Items can keep arriving: ``replaceStore(with:)`` hands over a longer copy of the store.
public final class MatchEngine: Sendable {
    /// How many of the best matches are ranked during the scan itself.
    public static let eagerlyRankedCount = 256

    private struct State {
        var store: ItemStore
        /// Recent results, newest last.
        var history: [ScanResult] = []
    }

    private let state: Mutex<State>

    public convenience init(store: ItemStore, fields: ItemFields) { self.init(store: store) }
    public func match(_ request: MatchRequest, generation: Int, isCancelled: @Sendable () -> Bool = { false }) -> MatchSnapshot? {
        match(request.text, generation: generation, isCancelled: isCancelled)
    }
    /// Creates an engine over `store`.
    public init(store: ItemStore) {
        state = Mutex(State(store: store))
    }

    /// The items searched by the next match.
    public var store: ItemStore { state.withLock { $0.store } }

    /// Replaces the items with `store`, which must hold the current items followed by new ones.
    /// Scans already running go on with the items they started with.
    public func replaceStore(with store: ItemStore) {
        state.withLock { state in
            precondition(store.count >= state.store.count, "the store only grows")
            state.store = store
        }
    }

    /// Matches `text` against every item and ranks the matches, or returns nil when
    /// `isCancelled` turned true during the scan.
    ///
    /// - Complexity: O(n·m) for n items of length m, divided among the cores; n is only the
    ///   previous matches (plus new items) when the query narrows a recent one. Ranking costs
    ///   O(n log k) for the top k rows.
    public func match(
        _ text: String,
        generation: Int,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> MatchSnapshot? {
        let query = Query(text)
        let (store, history) = state.withLock { ($0.store, $0.history) }
        if query.isEmpty {
            return .everything(totalCount: store.count, generation: generation, queryText: text)
        }
        if let same = history.last(where: { $0.query.clauses == query.clauses && $0.store.count == store.count }) {
            return snapshot(of: same, text: text, generation: generation)
        }
        let base = history
            .filter { query.narrows($0.query) }
            .min { $0.count < $1.count }
        guard let result = scan(query, in: store, narrowing: base, isCancelled: isCancelled) else { return nil }
        remember(result)
        return snapshot(of: result, text: text, generation: generation)
    }

    private func snapshot(of result: ScanResult, text: String, generation: Int) -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: text, matches: RankedMatches(.scanned(result)),
                      totalCount: result.store.count)
    }

    /// Keeps `result`, dropping the oldest results while all kept ones hold more entries than the
    /// store has items (so the history costs at most four bytes per item).
    private func remember(_ result: ScanResult) {
        state.withLock { state in
            state.history.append(result)
            var total = state.history.reduce(0) { $0 + $1.count }
            while state.history.count > 1 && (total > state.store.count || state.history.count > 8) {
                total -= state.history.removeFirst().count
            }
        }
    }

    private func scan(
        _ query: Query,
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
            var previousEarlierScores: [UInt16]? = nil
            var firstUnseen = 0
            if let base, chunkIndex < base.segments.count {
                previous = base.segments[chunkIndex]
                previousEarlierScores = base.earlierScores?[chunkIndex]
                firstUnseen = base.store.chunks[chunkIndex].count
            }
            let expected = (previous?.count ?? 0) + chunk.count - firstUnseen
            let slot = chunk.bytes.withUnsafeBufferPointer { bytes in
                chunk.starts.withUnsafeBufferPointer { starts in
                    var scanner = ChunkScanner(
                        matcher: matcher.unshared(), ascii: ascii?.query,
                        kept: kept.map { ($0.earlier.query, $0.lastEarlier?.query, $0.last.query) }, bytes: bytes, starts: starts, isASCII: chunk.isASCII,
                        firstIndex: store.chunkStarts[chunkIndex], expectedCount: expected, bestCapacity: bestCount,
                        threshold: threshold.current
                    )
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
                    threshold.lower(to: scanner.threshold)
                    if kept != nil {
                        // Items first seen by this scan were matched by the full query: not kept.
                        scanner.earlierScores.append(contentsOf: repeatElement(0, count: scanner.entries.count - scanner.earlierScores.count))
                    }
                    return ChunkResults.Slot(entries: scanner.entries, earlierScores: scanner.earlierScores,
                                             best: scanner.best.heap)
                }
            }
            results.store(slot, at: chunkIndex)
        }
        withExtendedLifetime(ascii) {}
        withExtendedLifetime(kept) {}
        if isCancelled() { return nil }
        let (segments, earlierScores, top) = results.collected(bestCount: bestCount)
        return ScanResult(query: query, store: store, segments: segments,
                          earlierScores: kept == nil ? nil : earlierScores, top: top)
    }
}

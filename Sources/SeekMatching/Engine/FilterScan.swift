import Dispatch
import Synchronization

/// Matches one request against chunks of items while they are still being read, for a caller
/// that lists every match once the input has ended (`seek --filter`).
///
/// ``MatchEngine`` scans a store that is already there; reading a large input first and scanning
/// it after leaves one core idle during the read and the other idle during the scan. Here each
/// chunk handed to ``scan(_:)`` (or made by the closure handed to ``scan(making:)``, so that
/// even splitting the input into items happens off the reading thread) is scanned at once on a
/// worker, so matching overlaps reading. A chunk without a match is let go as soon as it is
/// scanned, so its memory can be reused for the next block read instead of new pages being
/// faulted in; a chunk with few matches keeps only their lines. A query matching few items keeps
/// little more than those items.
///
/// ```swift
/// let scan = FilterScan(MatchRequest("sock.py$"), queryOptions: QueryOptions())!
/// for chunk in chunks { scan.scan(chunk) }
/// let (items, snapshot) = scan.finish()
/// ```
///
/// The matches and their order are those of ``MatchEngine/match(_:generation:isCancelled:)-(MatchRequest,_,_)`` on
/// the whole input; ``finish()`` numbers them in the store of the kept chunks, which keeps the
/// input order (the final tie-breaker) of every match.
public final class FilterScan: Sendable {
    /// The most calls of ``scan(making:)`` not yet worked through: the reader waits beyond this,
    /// so that a scan slower than reading does not hold the whole input in chunks it will let
    /// go of.
    private static let chunksInFlight = 4

    private struct Kept {
        /// Which call of ``scan(making:)`` made the chunk, and which of its chunks it is.
        var position: Int
        var order: Int
        var chunk: ItemChunk
        var entries: [UInt32]
        /// The chunk's best keys, numbering its items from 0.
        var best: [UInt64]

        /// The same matches in a chunk of their items alone, when these are less than a quarter
        /// of the chunk's bytes: a query matching a few items in each chunk would otherwise keep
        /// nearly the whole input for them.
        func compacted() -> Kept {
            var byteCount = 0
            for entry in entries { byteCount += chunk.range(of: RankingKey.offset(ofEntry: entry)).count + 1 }
            guard byteCount * 4 < chunk.bytes.count else { return self }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(byteCount)
            var starts: [UInt32] = [0]
            starts.reserveCapacity(entries.count + 1)
            var renumbered: [UInt32] = []
            renumbered.reserveCapacity(entries.count)
            chunk.bytes.withUnsafeBufferPointer { all in
                for (position, entry) in entries.enumerated() {
                    let range = chunk.range(of: RankingKey.offset(ofEntry: entry))
                    // The terminator byte too: a carriage return there is part of the line printed.
                    bytes.append(contentsOf: all[range.lowerBound...range.upperBound])
                    starts.append(UInt32(bytes.count))
                    renumbered.append(RankingKey.entry(entry, movedTo: position))
                }
            }
            // A key's index is its item's offset in the chunk; the entries are in input order, so
            // the item's new offset is its entry's position among them.
            let renumberedBest = best.map { key in
                let offset = RankingKey.index(ofKey: key)
                var lower = 0
                var upper = entries.count - 1
                while lower < upper {
                    let middle = (lower + upper) / 2
                    if RankingKey.offset(ofEntry: entries[middle]) < offset { lower = middle + 1 } else { upper = middle }
                }
                return RankingKey.key(key, movedTo: lower)
            }
            return Kept(position: position, order: order, chunk: ItemChunk(terminatedItems: bytes, starts: starts),
                        entries: renumbered, best: renumberedBest)
        }
    }

    private struct State {
        var pieceCount = 0
        var itemCount = 0
        var kept: [Kept] = []
    }

    private let request: MatchRequest
    private let ranking: RankingOrder
    private let plan: ScanPlan
    private let state = Mutex(State())
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: chunksInFlight)

    /// A scan for `request` with the query read as `queryOptions` say, or nil when the request
    /// cannot be answered chunk by chunk: without text (every item listed) or with field
    /// conditions or scope counts (they need the fields of the whole input).
    public init?(_ request: MatchRequest, queryOptions: QueryOptions) {
        let query = Query(request.text, options: queryOptions)
        guard !query.isEmpty, !request.hasConditions, request.scopesToCount.isEmpty else { return nil }
        self.request = request
        ranking = queryOptions.ranking
        plan = ScanPlan(query, filter: nil, narrowing: nil, bestCount: MatchEngine.eagerlyRankedCount,
                        scoresEveryMatch: request.scoresEveryMatch)
    }

    /// Scans `chunk`, the next chunk of the input, on a worker (see ``scan(making:)``).
    public func scan(_ chunk: ItemChunk) {
        scan { [chunk] }
    }

    /// Makes the next chunks of the input with `chunks` and scans them, both on a worker, so
    /// that the thread reading only reads; waits first while `chunksInFlight` such calls are
    /// still being worked on. Call from one thread, in input order.
    public func scan(making chunks: @escaping @Sendable () -> [ItemChunk]) {
        let position = state.withLock { state in
            defer { state.pieceCount += 1 }
            return state.pieceCount
        }
        slots.wait()
        DispatchQueue.global().async(group: group) { [self] in
            defer { slots.signal() }
            var kept: [Kept] = []
            var itemCount = 0
            for (order, chunk) in chunks().enumerated() where chunk.count > 0 {
                itemCount += chunk.count
                var single = ItemStore()
                single.append(chunk)
                // Where the chunk falls in the input is known only once every chunk before it is
                // made, so it is scanned alone, its items numbered from 0, with a threshold of
                // its own: keys of different chunks so numbered do not compare. (Scoring every
                // match, as `--filter` does, prunes nothing anyway.)
                let slot = plan.scan(chunk: 0, of: single, threshold: ScanThreshold(bestCount: plan.bestCount))
                guard !slot.entries.isEmpty else { continue }
                kept.append(Kept(position: position, order: order, chunk: chunk, entries: slot.entries, best: slot.best).compacted())
            }
            state.withLock { state in
                state.itemCount += itemCount
                state.kept.append(contentsOf: kept)
            }
        }
    }

    /// Waits for every chunk's scan and returns the items of the chunks that hold a match, in
    /// input order, and the matches ranked among them; the snapshot's ``MatchSnapshot/totalCount``
    /// is every item scanned.
    public func finish() -> (items: ItemStore, snapshot: MatchSnapshot) {
        group.wait()
        let (kept, itemCount) = state.withLock { state in
            (state.kept.sorted { ($0.position, $0.order) < ($1.position, $1.order) }, state.itemCount)
        }
        var items = ItemStore()
        var top: [UInt64] = []
        for chunk in kept {
            let firstIndex = UInt64(items.count)
            items.append(chunk.chunk)
            top.append(contentsOf: chunk.best.lazy.map { $0 + firstIndex })
        }
        PartialSort.sort(&top)
        if top.count > plan.bestCount { top.removeLast(top.count - plan.bestCount) }
        let result = ScanResult(query: plan.query, conditions: RequestConditions(MatchRequest()), fieldsVersion: 0,
                                describedItemCount: items.count, scopeCounts: nil, store: items,
                                segments: kept.map(\.entries), top: top)
        var snapshot = MatchEngine.snapshot(of: result, request: request, generation: 0, ranking: ranking)
        snapshot.totalCount = itemCount
        return (items, snapshot)
    }
}

import Dispatch

/// Runs queries over an ``ItemStore`` on every core and ranks the results.
///
/// The store is split into fixed-size chunks that workers claim one at a time; each worker checks
/// the caller's cancellation test between chunks, so a newer query can stop an older scan.
public struct MatchEngine: Sendable {
    /// How many items a worker scans before it checks for cancellation.
    public static let chunkSize = 16_384

    /// The items searched.
    public let store: ItemStore

    public init(store: ItemStore) {
        self.store = store
    }

    /// Matches `text` against every item and ranks the matches, or returns nil when
    /// `isCancelled` turned true during the scan.
    ///
    /// - Complexity: O(n·m) for n items of length m, divided among the cores, plus sorting the
    ///   matches.
    public func match(
        _ text: String,
        generation: Int,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> MatchSnapshot? {
        let query = Query(text)
        if query.isEmpty {
            return .everything(totalCount: store.count, generation: generation)
        }
        let matcher = QueryMatcher(query)
        let store = self.store
        let chunkCount = (store.count + Self.chunkSize - 1) / Self.chunkSize
        let results = ChunkResults(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            if isCancelled() { return }
            let lower = chunk * Self.chunkSize
            let upper = min(lower + Self.chunkSize, store.count)
            var found: [MatchSnapshot.Match] = []
            store.bytes.withUnsafeBufferPointer { all in
                var start = lower == 0 ? 0 : store.ends[lower - 1]
                for index in lower..<upper {
                    let end = store.ends[index]
                    if let score = matcher.score(UnsafeBufferPointer(rebasing: all[start..<end])) {
                        found.append(.init(index: index, score: score))
                    }
                    start = end
                }
            }
            results.store(found, at: chunk)
        }
        if isCancelled() { return nil }
        var matches = results.joined()
        matches.sort { left, right in
            if left.score != right.score { return left.score > right.score }
            let leftLength = store.range(of: left.index).count
            let rightLength = store.range(of: right.index).count
            if leftLength != rightLength { return leftLength < rightLength }
            return left.index < right.index
        }
        return MatchSnapshot(generation: generation, queryText: text, matches: matches, totalCount: store.count)
    }
}

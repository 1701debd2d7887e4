extension ScanPlan {
    /// Where one of the narrowed result's best matches is: its input index, its chunk and its
    /// offset there.
    typealias PreviousBestPlace = (index: Int, chunk: Int, offset: Int)

    /// Where the narrowed result's best matches are in `store`, best first: what both the seeds
    /// and the chunk order start from. Empty when the scan narrows nothing.
    func previousBestPlaces(in store: ItemStore) -> [PreviousBestPlace] {
        guard let base else { return [] }
        return base.top.compactMap { key in
            let index = RankingKey.index(ofKey: key)
            guard index < store.count else { return nil }
            let (chunk, offset) = store.location(of: index)
            return (index, chunk, offset)
        }
    }

    /// The keys, under this plan's query, of the narrowed result's best matches that still
    /// match: a threshold to prune with before any chunk has filled its own best keys.
    ///
    /// A keystroke that narrows the previous query mostly keeps its best matches near the top,
    /// and scoring those few first costs little. Without them, the first chunk each core scans
    /// prunes only with the keys it has found so far, and scores most of its matches while they
    /// are few (measured on seek-bench's `'lin`: the first 200,000 lines, which all match with
    /// a lower score, were scored before a chunk holding better matches finished).
    ///
    /// Empty when the scan narrows nothing (`places` is empty), scores every match anyway, or
    /// tests conditions (an earlier match might not satisfy conditions added since, and would
    /// then not be listed).
    func seedKeys(at places: [PreviousBestPlace], in store: ItemStore) -> [UInt64] {
        guard !scoresEveryMatch, filter == nil, !places.isEmpty else { return [] }
        let matcher = self.matcher.unshared()
        var scratch: [UInt32] = []
        var keys: [UInt64] = []
        keys.reserveCapacity(places.count)
        for (index, chunkIndex, offset) in places {
            let chunk = store.chunks[chunkIndex]
            let scored: (score: Int?, length: Int) = chunk.bytes.withUnsafeBufferPointer { bytes in
                let range = chunk.range(of: offset)
                let text = UnsafeBufferPointer(rebasing: bytes[range])
                let textIsASCII = chunk.isASCII || UTF8Decoding.isASCII(text)
                let length = RankingKey.rankedLength(bytes.baseAddress! + range.lowerBound, count: range.count, isASCII: textIsASCII)
                if textIsASCII, let ascii {
                    return (withExtendedLifetime(ascii) { ascii.query.score(bytes.baseAddress! + range.lowerBound, count: range.count) }, length)
                }
                return (matcher.score(text, isASCII: textIsASCII, scratch: &scratch), length)
            }
            if let score = scored.score {
                keys.append(RankingKey.key(score: score, index: index, length: scored.length))
            }
        }
        return keys
    }
}

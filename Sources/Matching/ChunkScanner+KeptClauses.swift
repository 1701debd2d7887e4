extension ChunkScanner {
    /// Matches the item at `offset`, a match of a result whose query had this query's earlier
    /// clauses (see ``KeptClauses``): they hold, so only the last clause is tested, and scored
    /// when the item can reach the top rows. `earlierScore` is their kept score, or 0 when it is
    /// unknown; then it is computed only if the item might reach the top rows, and kept for the
    /// next scan.
    @inline(__always)
    mutating func visit(_ offset: Int, earlierScore: UInt16) {
        let lower = Int(starts[offset])
        let length = Int(starts[offset + 1]) - 1 - lower
        guard let kept, let ascii,
              isASCII || UTF8Decoding.isASCII(UnsafeBufferPointer(rebasing: bytes[lower..<(lower + length)])) else {
            visit(offset)
            if entries.count > earlierScores.count { earlierScores.append(0) }
            return
        }
        let base = bytes.baseAddress! + lower
        let index = firstIndex + offset
        var known = KeptClauses.score(kept: earlierScore)
        if known == nil {
            if threshold != .max, case .outOfReach = reach(ascii, base, length: length, index: index) {
                if kept.last.matches(base, count: length) { record(RankingKey.unscoredEntry(offset: offset), earlier: 0) }
                return
            }
            // Cannot be nil for a match of the narrowed result; a fresh scan would drop the item too.
            guard let score = kept.earlier.score(base, count: length) else { return }
            known = score
        }
        let earlier = known!
        let keptScore = KeptClauses.kept(earlier)
        if threshold != .max {
            switch reach(kept.last, base, length: length, index: index, adding: earlier) {
            case .noMatch: return
            case .matchOutOfReach:
                record(RankingKey.unscoredEntry(offset: offset), earlier: keptScore)
                return
            case .outOfReach:
                if kept.last.matches(base, count: length) {
                    record(RankingKey.unscoredEntry(offset: offset), earlier: keptScore)
                }
                return
            case .mayReach: break
            }
        }
        guard let last = kept.last.score(base, count: length) else { return }
        let entry = RankingKey.entry(score: earlier + last, offset: offset)
        record(entry, earlier: keptScore)
        offer(RankingKey.key(entry: entry, index: index, length: length))
    }

    @inline(__always)
    private mutating func record(_ entry: UInt32, earlier: UInt16) {
        entries.append(entry)
        earlierScores.append(earlier)
    }
}

/// One chunk's matches in rank order, two bytes each: their offsets in the chunk, with each score
/// stored once for the run of matches that share it.
///
/// Sorted by score first, a chunk's matches fall into a few runs of equal scores, so this holds
/// half of what their 4-byte entries would while ``ScanResult/forEachMergedKey(_:)`` merges the chunks.
struct SortedRun: Sendable {
    private let offsets: [UInt16]
    /// The packed score of each run of equal scores, best first.
    private let scores: [UInt32]
    /// Where each run of equal scores ends in ``offsets``.
    private let runEnds: [Int]

    /// The matches of `entries`, which must be scored and sorted best first.
    init(sortedEntries entries: [UInt32]) {
        offsets = entries.map { UInt16(truncatingIfNeeded: RankingKey.offset(ofEntry: $0)) }
        var scores: [UInt32] = []
        var runEnds: [Int] = []
        for (position, entry) in entries.enumerated() {
            if scores.last != entry >> 16 {
                if !scores.isEmpty { runEnds.append(position) }
                scores.append(entry >> 16)
            }
        }
        if !scores.isEmpty { runEnds.append(entries.count) }
        self.scores = scores
        self.runEnds = runEnds
    }

    /// The number of matches.
    var count: Int { offsets.count }

    /// The entry at `position`; `run` is the caller's cursor into the runs of equal scores, which
    /// must only move forward (positions are read in order).
    @inline(__always)
    func entry(at position: Int, run: inout Int) -> UInt32 {
        while position >= runEnds[run] { run += 1 }
        return scores[run] << 16 | UInt32(offsets[position])
    }
}

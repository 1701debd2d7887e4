import Synchronization

/// The best ranking-key threshold a running scan has established, shared by its chunks so that a
/// chunk prunes with what the others found, from its first item and while it runs.
///
/// A value *t* means that some set of `bestCount` different matches has keys all at most *t*, so
/// no match with a larger key can be among the top rows of the whole scan. Two sources lower it:
/// a chunk whose own best keys are full (``lower(to:)``), and the best keys of all finished chunks
/// together (``merge(_:)``). The second matters when the best matches are spread thin: if no
/// single chunk holds `bestCount` matches of the best score, no chunk's own threshold reaches
/// that score, while the union of a few chunks does (measured: the `soc` keystroke of seek-bench
/// scored 462,023 of its 1,080,552 matches with per-chunk thresholds only).
final class ScanThreshold: Sendable {
    private let value = Atomic<UInt64>(.max)
    /// The best keys of the seeds and the chunks merged so far; different chunks hold different
    /// matches, so their keys never repeat, and a seed's key is not merged again.
    private let merged: Mutex<BestKeys>
    /// The keys the threshold was seeded with (see ``ScanPlan/seedKeys(at:in:)``): a chunk's best
    /// keys may hold them too, and counting one match twice would make the threshold too tight.
    private let seeds: Set<UInt64>

    /// A threshold for a scan that ranks its best `bestCount` matches eagerly, seeded with the
    /// true keys of some of its matches (`seeds`, none by default).
    init(bestCount: Int, seeds: [UInt64] = []) {
        var best = BestKeys(capacity: bestCount)
        let unique = Set(seeds)
        for key in unique { best.offer(key) }
        if best.isFull { value.store(best.worst, ordering: .relaxed) }
        merged = Mutex(best)
        self.seeds = unique
    }

    /// The current threshold (`UInt64.max` when none is known).
    var current: UInt64 { value.load(ordering: .relaxed) }

    /// Lowers the threshold to `candidate` if it is lower.
    func lower(to candidate: UInt64) {
        var seen = value.load(ordering: .relaxed)
        while candidate < seen {
            let (exchanged, original) = value.compareExchange(expected: seen, desired: candidate, ordering: .relaxed)
            if exchanged { return }
            seen = original
        }
    }

    /// Adds a finished chunk's best `keys` to those of the chunks merged before, and lowers the
    /// threshold to the worst of the best `bestCount` among them once that many are held.
    func merge(_ keys: [UInt64]) {
        let worst: UInt64? = merged.withLock { best in
            for key in keys where !seeds.contains(key) { best.offer(key) }
            return best.isFull ? best.worst : nil
        }
        if let worst { lower(to: worst) }
    }
}

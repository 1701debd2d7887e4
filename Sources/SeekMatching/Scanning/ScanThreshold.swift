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
    /// The best keys of the chunks merged so far; different chunks hold different matches, so
    /// their keys never repeat.
    private let merged: Mutex<BestKeys>

    /// A threshold for a scan that ranks its best `bestCount` matches eagerly.
    init(bestCount: Int) {
        merged = Mutex(BestKeys(capacity: bestCount))
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
            for key in keys { best.offer(key) }
            return best.isFull ? best.worst : nil
        }
        if let worst { lower(to: worst) }
    }
}

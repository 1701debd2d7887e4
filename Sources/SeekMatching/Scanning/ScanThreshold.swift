import Synchronization

/// The best ranking-key threshold any chunk of a running scan has established, shared so that a
/// chunk starting later prunes with it from its first item instead of filling its own top first.
///
/// A value *t* means some chunk held a full set of best keys all at most *t*, so no match with a
/// larger key can be among the top rows of the whole scan.
final class ScanThreshold: Sendable {
    private let value = Atomic<UInt64>(.max)

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
}

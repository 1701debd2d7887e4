import Synchronization

/// Per-chunk result slots that concurrent workers fill in, read in chunk order afterwards.
final class ChunkResults: Sendable {
    struct Slot: Sendable {
        var entries: [UInt32] = []
        /// Empty unless the scan kept earlier clauses' scores (see ``ChunkScanner/earlierScores``).
        var earlierScores: [UInt16] = []
        /// Empty unless the scan kept a trace per match (see ``ChunkScanner/traces``).
        var traces: [PrefixTrace] = []
        var best: [UInt64] = []
        /// The matches tallied per counted scope (see ``ConditionFilter/counter()``); empty when
        /// nothing is counted.
        var tally: [Int] = []
        /// The offsets of matches counted but not listed (see ``ScanResult/unlisted``).
        var unlisted: [UInt32] = []
    }

    private let slots: Mutex<[Slot]>

    init(count: Int) {
        slots = Mutex(Array(repeating: Slot(), count: count))
    }

    func store(_ slot: Slot, at chunk: Int) {
        slots.withLock { $0[chunk] = slot }
    }

    /// Every chunk's entries, kept earlier scores and traces, the best `count` keys of all chunks,
    /// best first, and every chunk's tally and unlisted matches.
    func collected(bestCount count: Int)
        -> (segments: [[UInt32]], earlierScores: [[UInt16]], traces: [[PrefixTrace]], top: [UInt64], tallies: [[Int]],
            unlisted: [[UInt32]]) {
        slots.withLock { slots in
            var top = slots.flatMap(\.best)
            PartialSort.sort(&top)
            if top.count > count { top.removeLast(top.count - count) }
            return (slots.map(\.entries), slots.map(\.earlierScores), slots.map(\.traces), top, slots.map(\.tally), slots.map(\.unlisted))
        }
    }
}

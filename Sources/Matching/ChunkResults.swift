import Synchronization

/// Per-chunk result slots that concurrent workers fill in, joined in chunk order afterwards.
final class ChunkResults: Sendable {
    private let slots: Mutex<[[MatchSnapshot.Match]]>

    init(count: Int) {
        slots = Mutex(Array(repeating: [], count: count))
    }

    func store(_ matches: [MatchSnapshot.Match], at chunk: Int) {
        slots.withLock { $0[chunk] = matches }
    }

    func joined() -> [MatchSnapshot.Match] {
        slots.withLock { $0.flatMap { $0 } }
    }
}

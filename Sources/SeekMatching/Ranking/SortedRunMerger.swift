/// Merges sorted runs of distinct keys: a min-heap holding the next key of each run.
struct SortedRunMerger {
    private var heap: [(key: UInt64, run: Int)]

    /// A merger holding the first key of each run.
    init(firstKeys: [(key: UInt64, run: Int)]) {
        heap = []
        heap.reserveCapacity(firstKeys.count)
        for (key, run) in firstKeys { push(key, run: run) }
    }

    /// Adds the next key of `run`.
    mutating func push(_ key: UInt64, run: Int) {
        heap.append((key, run))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].key < heap[parent].key else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest key and its run; nil when every run is used up.
    mutating func popFirst() -> (UInt64, Int)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                var smallest = parent
                let left = 2 * parent + 1
                if left < heap.count && heap[left].key < heap[smallest].key { smallest = left }
                if left + 1 < heap.count && heap[left + 1].key < heap[smallest].key { smallest = left + 1 }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (first.key, first.run)
    }
}

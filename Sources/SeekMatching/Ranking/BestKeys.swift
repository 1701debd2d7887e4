/// Collects the `capacity` smallest keys offered to it (the best-ranked matches), as a max-heap,
/// so that a scan can know its top rows without sorting everything it found.
struct BestKeys {
    let capacity: Int
    private(set) var heap: [UInt64] = []

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    /// Whether `capacity` keys are held, so a key worse than ``worst`` would be dropped.
    var isFull: Bool { heap.count == capacity && capacity > 0 }

    /// The worst key held; only meaningful when the heap is not empty.
    var worst: UInt64 { heap[0] }

    /// Keeps `key` if it is among the best so far.
    ///
    /// - Complexity: O(1) when it is not, O(log k) when it is.
    @inline(__always)
    mutating func offer(_ key: UInt64) {
        if heap.count < capacity {
            heap.append(key)
            siftUp(heap.count - 1)
        } else if capacity > 0 && key < heap[0] {
            heap[0] = key
            siftDown(0)
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] > heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var largest = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < heap.count && heap[left] > heap[largest] { largest = left }
            if right < heap.count && heap[right] > heap[largest] { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}

/// Sorting ranking keys, whole or only the front of a buffer: what ranking needs to show the
/// next page of results without ordering all of them.
///
/// Ranking keys are plain unsigned integers, each unique (a key holds its item's index), so
/// neither sort needs to be stable. The standard library's sort is stable and compares through
/// a closure: about 225 instructions a key for a table page's 200 keys (callgrind), where this
/// quicksort takes a fraction of that.
enum PartialSort {
    /// Rearranges `keys` so that its first `count` elements are its `count` smallest, in
    /// ascending order; the rest are left in some order.
    ///
    /// - Complexity: O(n + k log k) on average, for n keys and k = `count`.
    static func sortPrefix(_ keys: UnsafeMutableBufferPointer<UInt64>, count: Int) {
        let wanted = min(count, keys.count)
        guard wanted > 0 else { return }
        if wanted < keys.count {
            select(keys, nth: wanted - 1)
        }
        sort(UnsafeMutableBufferPointer(rebasing: keys[0..<wanted]))
    }

    /// Sorts `keys` ascending.
    static func sort(_ keys: inout [UInt64]) {
        keys.withUnsafeMutableBufferPointer { sort($0) }
    }

    /// Sorts `keys` ascending: quicksort with a median-of-three pivot, insertion sort for short
    /// ranges, and the standard library's sort for a range that splits badly too often (so the
    /// worst case stays O(n log n)).
    static func sort(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        guard keys.count > 1 else { return }
        var depthLimit = 2 * (Int.bitWidth - keys.count.leadingZeroBitCount)
        sort(keys, lower: 0, upper: keys.count - 1, depthLimit: &depthLimit)
    }

    /// Ranges this short are sorted by insertion: fewer moves than partitioning them again.
    private static let insertionSortLength = 16

    private static func sort(_ keys: UnsafeMutableBufferPointer<UInt64>, lower: Int, upper: Int, depthLimit: inout Int) {
        var lower = lower
        var upper = upper
        while upper - lower >= insertionSortLength {
            guard depthLimit > 0 else {
                var range = UnsafeMutableBufferPointer(rebasing: keys[lower...upper])
                range.sort()
                return
            }
            depthLimit -= 1
            let (right, left) = partition(keys, lower: lower, upper: upper)
            // The shorter side first, by recursion; the longer one by the loop (bounded stack).
            if right - lower < upper - left {
                var limit = depthLimit
                sort(keys, lower: lower, upper: right, depthLimit: &limit)
                lower = left
            } else {
                var limit = depthLimit
                sort(keys, lower: left, upper: upper, depthLimit: &limit)
                upper = right
            }
        }
        guard upper > lower else { return }
        for position in (lower + 1)...upper {
            let key = keys[position]
            var hole = position
            while hole > lower && keys[hole - 1] > key {
                keys[hole] = keys[hole - 1]
                hole -= 1
            }
            keys[hole] = key
        }
    }

    /// Moves the element that belongs at `nth` in sorted order there, with smaller ones before
    /// it and larger ones after (quickselect with a median-of-three pivot).
    static func select(_ keys: UnsafeMutableBufferPointer<UInt64>, nth: Int) {
        var lower = 0
        var upper = keys.count - 1
        while upper > lower {
            let (right, left) = partition(keys, lower: lower, upper: upper)
            if nth <= right {
                upper = right
            } else if nth >= left {
                lower = left
            } else {
                return
            }
        }
    }

    /// Partitions `keys[lower...upper]` (at least two keys) around the median of its first,
    /// middle and last keys: on return no key before `left` is greater than the pivot and no key
    /// after `right` is smaller, with `right < left` (keys strictly between them equal the pivot).
    @inline(__always)
    private static func partition(_ keys: UnsafeMutableBufferPointer<UInt64>, lower: Int, upper: Int) -> (right: Int, left: Int) {
        let middle = lower + (upper - lower) / 2
        // Median of three to the middle.
        if keys[middle] < keys[lower] { keys.swapAt(middle, lower) }
        if keys[upper] < keys[lower] { keys.swapAt(upper, lower) }
        if keys[upper] < keys[middle] { keys.swapAt(upper, middle) }
        let pivot = keys[middle]
        var left = lower
        var right = upper
        while left <= right {
            while keys[left] < pivot { left += 1 }
            while keys[right] > pivot { right -= 1 }
            if left <= right {
                keys.swapAt(left, right)
                left += 1
                right -= 1
            }
        }
        return (right, left)
    }
}

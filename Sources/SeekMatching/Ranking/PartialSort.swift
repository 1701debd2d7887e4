/// Sorting only the front of a buffer of keys: what ranking needs to show the next page of
/// results without ordering all of them.
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
        var front = UnsafeMutableBufferPointer(rebasing: keys[0..<wanted])
        front.sort()
    }

    /// Moves the element that belongs at `nth` in sorted order there, with smaller ones before
    /// it and larger ones after (quickselect with a median-of-three pivot).
    static func select(_ keys: UnsafeMutableBufferPointer<UInt64>, nth: Int) {
        var lower = 0
        var upper = keys.count - 1
        while upper > lower {
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
            if nth <= right {
                upper = right
            } else if nth >= left {
                lower = left
            } else {
                return
            }
        }
    }
}

/// Operations on posting lists: ascending item indexes, as ``ItemFields`` keeps them per value.
enum PostingLists {
    /// The part of `items` below `itemCount` (fields may describe items the store does not hold yet).
    ///
    /// - Complexity: O(log n); no copy when every item is below.
    static func prefix(_ items: [UInt32], below itemCount: Int) -> [UInt32] {
        guard let last = items.last, Int(last) >= itemCount else { return items }
        return Array(items[..<countBelow(items, itemCount)])
    }

    /// How many of `items` are below `itemCount`.
    ///
    /// - Complexity: O(log n).
    static func countBelow(_ items: [UInt32], _ itemCount: Int) -> Int {
        var lower = 0
        var upper = items.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Int(items[middle]) < itemCount { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    /// The items in every one of `lists` (at least one list), ascending.
    ///
    /// - Complexity: O(s · k log n) with s the shortest list's length when the lists' lengths
    ///   differ a lot (each item of the shorter is searched for), else O(total length).
    static func intersection(_ lists: [[UInt32]]) -> [UInt32] {
        precondition(!lists.isEmpty, "the intersection of no lists is every item")
        let sorted = lists.sorted { $0.count < $1.count }
        var result = sorted[0]
        for other in sorted.dropFirst() where !result.isEmpty {
            result = intersection(result, other)
        }
        return result
    }

    /// The items in both `shorter` and `longer`, ascending.
    static func intersection(_ shorter: [UInt32], _ longer: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(shorter.count)
        var position = 0
        if shorter.count * 16 < longer.count {
            // Few items: search each one forward instead of walking the long list.
            for item in shorter {
                var upper = longer.count
                while position < upper {
                    let middle = (position + upper) / 2
                    if longer[middle] < item { position = middle + 1 } else { upper = middle }
                }
                if position == longer.count { break }
                if longer[position] == item { result.append(item) }
            }
        } else {
            for item in shorter {
                while position < longer.count && longer[position] < item { position += 1 }
                if position == longer.count { break }
                if longer[position] == item { result.append(item) }
            }
        }
        return result
    }
}

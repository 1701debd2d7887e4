/// A set of item indexes below a fixed count, one bit per item: an O(1) membership test for the
/// scan's inner loops, at an eighth of a byte per item.
struct ItemBitSet: Sendable {
    /// Bit `i % 64` of `words[i / 64]` is set when item `i` is in the set.
    private(set) var words: [UInt64]
    /// The items the set can hold are `0..<itemCount`.
    let itemCount: Int

    /// The set of `items` (ascending or not) that are below `itemCount`.
    init<Items: Sequence>(_ items: Items, itemCount: Int) where Items.Element == UInt32 {
        self.itemCount = itemCount
        words = [UInt64](repeating: 0, count: (itemCount + 63) / 64)
        words.withUnsafeMutableBufferPointer { words in
            for item in items where Int(item) < itemCount {
                words[Int(item) >> 6] |= 1 << (UInt64(item) & 63)
            }
        }
    }

    /// Whether `item` is in the set; false for items beyond ``itemCount``.
    @inline(__always)
    func contains(_ item: Int) -> Bool {
        guard item < itemCount else { return false }
        return words[item >> 6] & (1 << UInt64(item & 63)) != 0
    }
}

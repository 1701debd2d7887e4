/// Which of the counted scopes each item belongs to, so that a scan can tally every match it
/// finds per scope with a lookup or two instead of testing each scope's filter.
///
/// When no item belongs to two of the counted scopes (the usual scope bar: one field, one value
/// per item), each item gets a one-byte slot number; otherwise (a list field, or scopes on
/// several fields) each scope gets a bitset.
struct ScopeMembership: Sendable {
    private enum Layout: Sendable {
        /// `slots[i]` is 1 + the slot of the one scope item `i` is in, or 1 + ``slotCount`` (a
        /// spare element of the counter) when it is in none: one increment either way, no branch.
        case slots([UInt8])
        /// One set per slot.
        case sets([ItemBitSet])
    }

    private let layout: Layout
    /// The number of distinct scopes counted.
    let slotCount: Int

    /// The membership of the items `0..<itemCount` in each scope, given the scopes' items.
    init(scopeItems: [[UInt32]], itemCount: Int) {
        slotCount = scopeItems.count
        layout = Self.slots(scopeItems, itemCount: itemCount).map(Layout.slots)
            ?? .sets(scopeItems.map { ItemBitSet($0, itemCount: itemCount) })
    }

    /// One slot number per item, or nil when some item is in two scopes or there are too many.
    private static func slots(_ scopeItems: [[UInt32]], itemCount: Int) -> [UInt8]? {
        guard scopeItems.count + 1 <= Int(UInt8.max) else { return nil }
        let none = UInt8(scopeItems.count + 1)
        var slots = [UInt8](repeating: none, count: itemCount)
        let disjoint = slots.withUnsafeMutableBufferPointer { slots in
            for (slot, items) in scopeItems.enumerated() {
                for item in items where Int(item) < itemCount {
                    if slots[Int(item)] != none { return false }
                    slots[Int(item)] = UInt8(slot + 1)
                }
            }
            return true
        }
        return disjoint ? slots : nil
    }

    /// A tally of no matches, for ``tally(_:into:)``: element 0 counts every match, element
    /// `s + 1` the matches in slot `s` (a last element may count those in no slot).
    func counter() -> [Int] {
        [Int](repeating: 0, count: slotCount + 2)
    }

    /// Counts the match of item `item` in `counts`, once in total and once per scope holding it.
    @inline(__always)
    func tally(_ item: Int, into counts: inout [Int]) {
        counts[0] += 1
        switch layout {
        case .slots(let slots):
            counts[Int(slots[item])] += 1
        case .sets(let sets):
            for slot in sets.indices where sets[slot].contains(item) {
                counts[slot + 1] += 1
            }
        }
    }
}

/// The items being searched, stored compactly: every item's UTF-8 bytes sit end to end in one
/// array, and a second array records where each item ends.
///
/// A million lines cost their bytes plus one integer each, instead of a `String` (and its heap
/// allocation) per line. Items are addressed by their input order, which is also the final
/// tie-breaker when ranking.
public struct ItemStore: Sendable {
    /// Every item's bytes, end to end, without separators.
    public private(set) var bytes: [UInt8]
    /// `ends[i]` is the offset just past item `i` in ``bytes``.
    public private(set) var ends: [Int]

    /// Creates an empty store.
    public init() {
        bytes = []
        ends = []
    }

    /// Creates a store holding `items` in order.
    public init<S: Sequence>(_ items: S) where S.Element: StringProtocol {
        self.init()
        for item in items {
            append(item)
        }
    }

    /// The number of items.
    public var count: Int { ends.count }

    /// Whether the store holds no items.
    public var isEmpty: Bool { ends.isEmpty }

    /// Adds one item at the end.
    public mutating func append<S: StringProtocol>(_ item: S) {
        bytes.append(contentsOf: item.utf8)
        ends.append(bytes.count)
    }

    /// Adds one item from raw bytes at the end; invalid UTF-8 is kept as it is.
    public mutating func append<C: Collection>(bytes item: C) where C.Element == UInt8 {
        bytes.append(contentsOf: item)
        ends.append(bytes.count)
    }

    /// The byte range of item `index` in ``bytes``.
    public func range(of index: Int) -> Range<Int> {
        let start = index == 0 ? 0 : ends[index - 1]
        return start..<ends[index]
    }

    /// The item's text; invalid UTF-8 sequences become U+FFFD.
    public func text(at index: Int) -> String {
        String(decoding: bytes[range(of: index)], as: UTF8.self)
    }

    /// The item's original bytes, unchanged.
    public func bytes(at index: Int) -> ArraySlice<UInt8> {
        bytes[range(of: index)]
    }

    /// Calls `body` with the item's bytes without copying them.
    public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let itemRange = range(of: index)
        return bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[itemRange]))
        }
    }
}

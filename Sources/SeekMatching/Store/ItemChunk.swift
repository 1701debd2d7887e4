/// A run of consecutive items stored as one block of UTF-8: each item's bytes followed by one
/// terminator byte, and the offset where each item starts.
///
/// Chunks are the unit of storage, of parallel work and of streaming: an ``ItemStore`` is a list of
/// chunks that only grows at the end, so matching can scan the chunks it has while more arrive.
/// A chunk holds at most ``ItemStore/maximumItemsPerChunk`` items, so an item's offset inside
/// its chunk fits in 16 bits.
public struct ItemChunk: Sendable {
    /// Every item's bytes, each followed by one terminator byte whose value does not matter.
    public private(set) var bytes: [UInt8]
    /// `starts[i]` is where item `i` starts in ``bytes``; one more entry marks the end.
    public private(set) var starts: [UInt32]
    /// Whether every byte of every item is ASCII, which lets matching skip UTF-8 decoding.
    public private(set) var isASCII: Bool
    /// Whether some item may earn the white-space bonus (see ``Profile/mayEarnWhiteBonus``); when
    /// none does, a scan bounds every item's score without reading it.
    private(set) var mayEarnWhiteBonus: Bool
    /// One bit per item, item `i` at bit `i % 64` of word `i / 64`: whether the item holds white
    /// space or a control character (a byte below `!`), the part of the white-space bonus's test
    /// that reads the whole item. Kept when the chunk is built so that scans read one bit
    /// instead of searching the item's bytes on every keystroke (8 KB for a full chunk).
    private(set) var whiteSpaceBits: [UInt64]

    /// An empty chunk.
    public init() {
        bytes = []
        starts = [0]
        isASCII = true
        mayEarnWhiteBonus = false
        whiteSpaceBits = []
    }

    /// A chunk made of `bytes`, where each item is followed by one terminator byte and
    /// `starts` lists where items start plus the end offset (so `starts.first == 0` and
    /// `starts.last == bytes.count`).
    public init(terminatedItems bytes: [UInt8], starts: [UInt32]) {
        precondition(starts.first == 0 && starts.last.map(Int.init) == bytes.count, "starts must span the bytes")
        precondition(starts.count - 1 <= ItemStore.maximumItemsPerChunk, "too many items for one chunk")
        self.bytes = bytes
        self.starts = starts
        let profile = bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in Self.profile(of: bytes, starts: starts) }
        }
        isASCII = profile.isASCII
        mayEarnWhiteBonus = profile.mayEarnWhiteBonus
        whiteSpaceBits = profile.whiteSpaceBits
    }

    /// A chunk made of `bytes` and `starts` as ``init(terminatedItems:starts:)`` takes them, for
    /// items that are stored and read back but not scanned (a record store's encoded records):
    /// their profile is not worked out but assumed at its most cautious (not ASCII, every item
    /// holding white space), which a scan would still answer correctly, only more slowly.
    /// Working it out read every byte of the chunk: about a quarter of storing a page of 200
    /// records (callgrind, `seek-pg-bench`).
    public init(unscannedItems bytes: [UInt8], starts: [UInt32]) {
        precondition(starts.first == 0 && starts.last.map(Int.init) == bytes.count, "starts must span the bytes")
        precondition(starts.count - 1 <= ItemStore.maximumItemsPerChunk, "too many items for one chunk")
        self.bytes = bytes
        self.starts = starts
        isASCII = false
        mayEarnWhiteBonus = true
        whiteSpaceBits = [UInt64](repeating: ~0, count: (starts.count - 1 + 63) >> 6)
    }

    /// The number of items.
    public var count: Int { starts.count - 1 }

    /// The byte range of item `offset` in ``bytes``.
    @inline(__always)
    public func range(of offset: Int) -> Range<Int> {
        Int(starts[offset])..<Int(starts[offset + 1]) - 1
    }

    /// Adds one item at the end, and its part of the chunk's profile (see
    /// ``GrowingProfile/add(_:)``).
    public mutating func append(item: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: item)
        bytes.append(0x0A)
        starts.append(UInt32(bytes.count))
        Self.addProfile(of: item, at: count - 1, isASCII: &isASCII, mayEarnWhiteBonus: &mayEarnWhiteBonus,
                        whiteSpaceBits: &whiteSpaceBits)
    }

    /// A chunk made of `bytes` and `starts` as ``init(terminatedItems:starts:)`` takes them,
    /// whose profile was worked out item by item as they were written (`profile`, to which
    /// each item was added in order): no pass over the whole chunk.
    public init(terminatedItems bytes: [UInt8], starts: [UInt32], profile: GrowingProfile) {
        precondition(starts.first == 0 && starts.last.map(Int.init) == bytes.count, "starts must span the bytes")
        precondition(starts.count - 1 <= ItemStore.maximumItemsPerChunk, "too many items for one chunk")
        precondition(profile.count == starts.count - 1, "the profile has every item, and only those")
        self.bytes = bytes
        self.starts = starts
        isASCII = profile.isASCII
        mayEarnWhiteBonus = profile.mayEarnWhiteBonus
        whiteSpaceBits = profile.whiteSpaceBits
    }

    /// Whether item `offset` holds white space or a control character (see ``whiteSpaceBits``).
    func holdsWhiteSpace(_ offset: Int) -> Bool {
        whiteSpaceBits.withUnsafeBufferPointer { Self.holdsWhiteSpace(offset, in: $0) }
    }

    /// Whether item `offset` holds white space or a control character, by the chunk's
    /// ``whiteSpaceBits`` at `bits`.
    @inline(__always)
    static func holdsWhiteSpace(_ offset: Int, in bits: UnsafeBufferPointer<UInt64>) -> Bool {
        bits[offset >> 6] >> UInt64(offset & 63) & 1 != 0
    }

    /// Sets the bit of item `offset` in `bits`, laid out as ``whiteSpaceBits``: the one place
    /// the bits are written, as ``holdsWhiteSpace(_:in:)`` is the one they are read.
    @inline(__always)
    static func markWhiteSpace<Bits: MutableCollection>(_ offset: Int, in bits: inout Bits)
    where Bits.Index == Int, Bits.Element == UInt64 {
        bits[offset >> 6] |= 1 << UInt64(offset & 63)
    }

    /// Gives back spare capacity once the chunk is full.
    mutating func trimCapacity() {
        if bytes.capacity > bytes.count + bytes.count / 4 {
            bytes = Array(bytes[...])
        }
    }
}

/// The room where a ``ChunkScanner`` writes one ``PrefixTrace`` per entry, allocated once for the
/// chunk and freed with the scanner.
///
/// A first keystroke records a trace for each of up to a million matches, and an `Array`'s
/// append checks uniqueness and capacity out of line on every call (measured: tracing `s` on
/// 200,000 lines cost 8.6 M instructions that way). The scanner's ``TraceWriter`` keeps the
/// buffer's address and count itself and asks the buffer to grow only when the room it reserved
/// is full.
final class TraceBuffer {
    /// The traces written so far are the first ones.
    private(set) var base: UnsafeMutablePointer<PrefixTrace>
    /// How many traces fit.
    private(set) var capacity: Int

    /// Room for `capacity` traces (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Doubles the room, keeping the first `count` traces.
    func grow(keeping count: Int) {
        let larger = UnsafeMutablePointer<PrefixTrace>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The first `count` traces.
    func traces(count: Int) -> [PrefixTrace] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    deinit {
        base.deallocate()
    }
}

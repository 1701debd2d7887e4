/// Writes a ``ChunkScanner``'s traces, one per entry, into a ``TraceBuffer``.
///
/// The writer keeps the buffer's address, count and room itself, so that the scanner's loops
/// write a trace through a pointer without touching the buffer object, and ask the buffer to grow
/// only when the room it reserved is full.
struct TraceWriter {
    /// The room the traces are written to; nil when the scanner keeps no traces.
    private let buffer: TraceBuffer?
    /// Where ``buffer``'s room starts.
    private var base: UnsafeMutablePointer<PrefixTrace>?
    /// How many traces are written.
    private(set) var count = 0
    /// How many traces ``buffer`` has room for.
    private var capacity = 0

    /// A writer with room for `capacity` traces, or one that keeps none when `capacity` is nil.
    init(capacity: Int?) {
        buffer = capacity.map { TraceBuffer(capacity: $0) }
        base = buffer?.base
        self.capacity = buffer?.capacity ?? 0
    }

    /// Writes the next entry's trace.
    @inline(__always)
    mutating func record(_ trace: PrefixTrace) {
        if count == capacity { grow() }
        base![count] = trace
        count += 1
    }

    /// Writes unknown traces until there are `count`.
    mutating func recordUnknown(upTo count: Int) {
        while self.count < count { record(.unknown) }
    }

    /// Makes room for more traces than the chunk's expected count.
    @inline(never)
    private mutating func grow() {
        guard let buffer else { return }
        buffer.grow(keeping: count)
        base = buffer.base
        capacity = buffer.capacity
    }

    /// The traces written, one per entry.
    var traces: [PrefixTrace] { buffer?.traces(count: count) ?? [] }
}

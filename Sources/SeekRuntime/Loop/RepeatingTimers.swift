/// Timers that fire at fixed intervals (fzf's `every(N)` events), kept by the event loop as a
/// plain value: the loop reads ``nextDeadline`` to bound its sleep and asks ``takeDue(at:)`` which
/// intervals have come round. Times are milliseconds of the loop's clock; no thread is involved.
///
/// A loop that was busy past several ticks of one timer gets that timer once, and the next tick
/// is counted from then: ticks coalesce, as fzf's do, rather than fire in a burst.
public struct RepeatingTimers: Sendable, Equatable {
    /// One timer: its interval and the time it fires next.
    public struct Timer: Sendable, Equatable {
        public var interval: Int
        public var next: Int
    }

    /// The timers, shortest interval first.
    public private(set) var timers: [Timer] = []

    /// No timers.
    public init() {}

    /// Starts a timer for each of `intervals` (milliseconds, at least 1), the first tick one
    /// interval after `now`. Two equal intervals are one timer.
    public init(intervals: some Sequence<Int>, now: Int) {
        for interval in Set(intervals).sorted() where interval > 0 {
            timers.append(Timer(interval: interval, next: now + interval))
        }
    }

    /// The earliest time a timer fires; nil without timers.
    public var nextDeadline: Int? {
        timers.map(\.next).min()
    }

    /// The intervals of the timers due at `now`, shortest first, each rescheduled one interval on
    /// from its deadline, or from `now` when it fell a whole interval behind.
    public mutating func takeDue(at now: Int) -> [Int] {
        var due: [Int] = []
        for index in timers.indices where timers[index].next <= now {
            let timer = timers[index]
            due.append(timer.interval)
            timers[index].next = timer.next + timer.interval > now ? timer.next + timer.interval : now + timer.interval
        }
        return due
    }
}

import Glibc

/// The one clock seek measures time with: `CLOCK_MONOTONIC`, which never jumps when the wall
/// clock is set, read the same way by the loop's timers, the terminals' escape delays, the
/// database's statement times and the benchmarks.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary start (the machine's boot).
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Whole milliseconds on the same clock, for timers and "how long ago".
    public static func milliseconds() -> Int {
        Int(nanoseconds() / 1_000_000)
    }

    /// Seconds on the same clock, for latencies measured in fractions of a millisecond.
    public static var now: Double {
        Double(nanoseconds()) / 1e9
    }
}

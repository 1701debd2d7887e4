import Glibc

/// Milliseconds on a clock that never jumps, for timers and "how long ago".
enum MonotonicClock {
    static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}

import Glibc

/// Seconds on the monotonic clock: the only clock the latencies are taken from, because wall time
/// can jump while the benchmark runs.
enum MonotonicClock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

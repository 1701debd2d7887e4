/// How a piece of work grows with the size of its input, for the tests that prove a time
/// complexity: the time at a large size divided by the time at a small one. Linear work grows by
/// the ratio of the sizes, quadratic work by its square; a test asserts a bound between the two,
/// which absolute timings on a shared machine could never give.
public enum GrowthRatio {
    /// The time `work` takes for `large` divided by its time for `small`, each the fastest of
    /// `runs` runs (the fastest is the least disturbed by other work on the machine). The runs
    /// alternate between the sizes, so that a burst of other work on a shared machine slows both
    /// sizes alike instead of only the one measured while it lasted.
    public static func of(small: Int, large: Int, runs: Int = 3, _ work: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        var smallTime = Double.infinity
        var largeTime = Double.infinity
        for _ in 0..<max(runs, 1) {
            smallTime = min(smallTime, seconds(clock.measure { work(small) }))
            largeTime = min(largeTime, seconds(clock.measure { work(large) }))
        }
        return largeTime / max(smallTime, 1e-6)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

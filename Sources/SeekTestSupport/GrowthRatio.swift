/// How a piece of work grows with the size of its input, for the tests that prove a time
/// complexity: the time at a large size divided by the time at a small one. Linear work grows by
/// the ratio of the sizes, quadratic work by its square; a test asserts a bound between the two,
/// which absolute timings on a shared machine could never give.
public enum GrowthRatio {
    /// The time `work` takes for `large` divided by its time for `small`, each the fastest of
    /// `runs` runs (the fastest is the least disturbed by other work on the machine).
    public static func of(small: Int, large: Int, runs: Int = 3, _ work: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        func fastest(_ size: Int) -> Double {
            (0..<runs).map { _ in seconds(clock.measure { work(size) }) }.min() ?? 0
        }
        let smallTime = fastest(small)
        let largeTime = fastest(large)
        return largeTime / max(smallTime, 1e-6)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

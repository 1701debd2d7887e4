/// Median, 95th percentile and maximum of a set of latencies, in seconds.
struct LatencySummary {
    var count: Int
    var median: Double
    var p95: Double
    var maximum: Double

    init?(_ latencies: [Double]) {
        guard !latencies.isEmpty else { return nil }
        let sorted = latencies.sorted()
        count = sorted.count
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        // Nearest rank: the smallest value with at least 95% of the values at or below it.
        let rank = (95 * sorted.count + 99) / 100
        p95 = sorted[max(0, rank - 1)]
        maximum = sorted[sorted.count - 1]
    }
}

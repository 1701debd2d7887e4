@testable import SeekDatabase
import Testing

/// Each scope's share of the rows, from the planner's statistics of the scope column: its own
/// frequency when it is among the most common values, else the rest shared among the others.
struct ScopeStatisticsTests {
    @Test func aCommonValueHoldsItsOwnFrequencyWhateverItsCase() {
        let statistics = ScopeStatistics(mostCommon: [("optional", 0.7), ("extra", 0.2), ("important", 0.1)], distinct: 3)
        #expect(statistics.frequency(of: "optional") == 0.7)
        #expect(statistics.frequency(of: "Extra") == 0.2)
        #expect(statistics.frequency(of: "important") == 0.1)
        #expect(statistics.frequency(of: "standard") == 0, "every row holds a common value: none is left")
    }

    @Test func anotherValueGetsTheRestSharedAmongTheOtherDistinctValues() {
        // 10% NULL, 60% in two common values: 30% left for 8 - 2 = 6 other values.
        let statistics = ScopeStatistics(mostCommon: [("libs", 0.4), ("utils", 0.2)], nullFraction: 0.1, distinct: 8)
        #expect(abs(statistics.frequency(of: "net") - 0.05) < 1e-9)
        // n_distinct below zero is a share of the rows: 0.0001 of 80,000 rows is 8 values.
        let relative = ScopeStatistics(mostCommon: [("libs", 0.4), ("utils", 0.2)], nullFraction: 0.1, distinct: -0.0001,
                                       tableRows: 80_000)
        #expect(abs(relative.frequency(of: "net") - 0.05) < 1e-9)
    }

    @Test func theStatisticsAreReadFromPgStatsRowsAndNoneGiveNoStatistics() throws {
        #expect(ScopeStatistics(rows: []) == nil, "never analysed: no estimate")
        let rows: [[String?]] = [
            ["f", "0", "3", "63666", "optional", "0.70"], ["f", "0", "3", "63666", "extra", "0.2"],
            // A table with children: the whole tree's statistics are the ones a query reads.
            ["t", "0", "2", "90000", "optional", "0.5"], ["t", "0", "2", "90000", "important", "0.5"],
        ]
        let tree = try #require(ScopeStatistics(rows: rows))
        #expect(tree.frequency(of: "important") == 0.5)
        #expect(tree.tableRows == 90_000)
        let alone = try #require(ScopeStatistics(rows: Array(rows.prefix(2))))
        #expect(alone.frequency(of: "optional") == 0.7 && alone.frequency(of: "extra") == 0.2)
        // Statistics without a list of common values: one row, its value NULL.
        let even = try #require(ScopeStatistics(rows: [["f", "0", "4", "400", nil, nil]]))
        #expect(even.frequency(of: "any") == 0.25)
    }
}

/// What the planner's statistics (`pg_stats`, kept by `ANALYZE`) say about the scope column's
/// values: the most common values and the share of rows each holds, the share of NULLs and how
/// many distinct values there are. Read once per table; each scope's estimate is then the
/// planner's estimate of the query's matches times its value's share.
struct ScopeStatistics: Sendable {
    /// The most common values, as text, and the share of the table's rows that hold each.
    var mostCommon: [(value: String, frequency: Double)]
    /// The share of rows whose value is NULL.
    var nullFraction: Double
    /// How many distinct values the column holds, as `pg_stats.n_distinct` says it: a count when
    /// positive, minus a share of the rows when negative (the count grows with the table).
    var distinct: Double
    /// How many rows the table holds, as `pg_class.reltuples` says (for a negative ``distinct``).
    var tableRows: Double

    /// The share of rows whose value is `value`, ignoring case as a scope compares: the
    /// frequencies of the most common values it equals; for any other value, the rows that hold
    /// none of the most common values and are not NULL, shared evenly among the other distinct
    /// values.
    func frequency(of value: String) -> Double {
        let folded = value.lowercased()
        let common = mostCommon.filter { $0.value.lowercased() == folded }
        if !common.isEmpty { return common.reduce(0) { $0 + $1.frequency } }
        let rest = 1 - nullFraction - mostCommon.reduce(0) { $0 + $1.frequency }
        let distinctValues = distinct >= 0 ? distinct : -distinct * max(tableRows, 0)
        let others = (distinctValues - Double(mostCommon.count)).rounded()
        // The frequencies are float4s: what a full list of common values leaves is rounding.
        guard rest > 1e-6 else { return 0 }
        return rest / max(others, 1)
    }

    /// The statistics in the rows of ``TableStatements/scopeStatistics()``: nil when there are
    /// none (the table was never analysed, the column is one the role cannot read, or it is a
    /// view). A table with children has statistics of itself alone and of the whole tree; the
    /// tree's are what a query of the table reads.
    init?(rows: [[String?]]) {
        let usable = rows.filter { $0.count == 6 }
        let inherited = usable.contains { $0[0] == "t" }
        let chosen = usable.filter { ($0[0] == "t") == inherited }
        guard let first = chosen.first, let nullFraction = first[1].flatMap(Double.init),
              let distinct = first[2].flatMap(Double.init) else { return nil }
        self.nullFraction = nullFraction
        self.distinct = distinct
        tableRows = first[3].flatMap(Double.init) ?? 0
        mostCommon = chosen.compactMap { row in
            guard let value = row[4], let frequency = row[5].flatMap(Double.init) else { return nil }
            return (value, frequency)
        }
    }

    /// Statistics as given (for tests).
    init(mostCommon: [(value: String, frequency: Double)], nullFraction: Double = 0, distinct: Double, tableRows: Double = 0) {
        self.mostCommon = mostCommon
        self.nullFraction = nullFraction
        self.distinct = distinct
        self.tableRows = tableRows
    }
}

extension ScopeStatistics {
    /// Whether a search read its scope column's statistics yet, and what it found: they are read
    /// at the first estimate and kept (`ANALYZE` changes them rarely).
    enum Reading: Sendable {
        case unread
        case read(ScopeStatistics?)
    }
}

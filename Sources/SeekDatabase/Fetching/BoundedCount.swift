import SeekSystem

/// A count taken within a time budget: exact when the server counted every matching row in
/// time, else what the last bounded count that finished proves ("more than N").
///
/// No fixed row cap: the count runs in steps while the budget lasts — at most 10,000 rows, then
/// 100,000, then every row — each under a `statement_timeout` of what is left of it (the
/// session's own timeout is never raised: see `PostgresConnection`). A step whose sum stays
/// within its limit counted everything; a step that reaches it proves only a lower bound. The
/// bounded steps cost a ninth of the last at most and leave a bound proven in time when the
/// last does not finish; the last has no `LIMIT`, so the server may count in parallel (1 M
/// rows: 1.2 s with two workers, 2.2–3.3 s under a `LIMIT` of ten million, on a busy 2-core
/// machine).
struct BoundedCount: Sendable {
    /// The first step's limit: a short query on a large table costs no more than a page's worth.
    static let firstLimit = 10_000
    /// Each step's limit; nil counts every row.
    static let limits: [Int?] = [firstLimit, 10 * firstLimit, nil]

    /// The rows of the last count statement that finished, as the statement gave them.
    var rows: [[String?]]
    /// The sum the statement's rows give: the count, or the step's limit + 1 when it stopped there.
    var total: Int
    /// Whether that statement counted every matching row: its counts are exact. Otherwise each
    /// of its counts is a lower bound and `total` is its limit + 1.
    var isExact: Bool

    /// What "more than N" this count proves when it is not exact; nil when it is.
    var provenAbove: Int? { isExact ? nil : total - 1 }

    /// Counts with `statement(limit)` (rows counted at most `limit` + 1, every row for nil; their
    /// sum is `sum(rows)`) for each of ``limits`` until one counts everything or
    /// `budgetMilliseconds` have passed — skipping a limit that is not below `rowsAtMost` (the
    /// table's size, when known: that step would count everything, as the last does); nil
    /// when not even the first step finished in time. `execute` runs a statement within a
    /// timeout in milliseconds; `isStale` is asked between steps (a newer query gives up this
    /// one: ``DatabaseError/cancelled``).
    static func take(within budgetMilliseconds: Int, rowsAtMost: Int? = nil, isStale: () -> Bool = { false },
                     statement: (_ limit: Int?) -> SQLStatement, sum: ([[String?]]) -> Int,
                     execute: (SQLStatement, _ timeoutMilliseconds: Int) throws(DatabaseError) -> [[String?]]) throws(DatabaseError) -> BoundedCount? {
        let deadline = MonotonicClock.milliseconds() + max(1, budgetMilliseconds)
        var counted: BoundedCount?
        // A bounded step that cannot stop before the table's end would only repeat the last.
        let steps = limits.filter { step in !(step.flatMap { limit in rowsAtMost.map { limit >= $0 } } ?? false) }
        for limit in steps {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { return counted }
            if isStale() { throw .cancelled }
            let rows: [[String?]]
            do {
                rows = try execute(statement(limit), left)
            } catch where error.isTimeout {
                return counted
            }
            let total = sum(rows)
            counted = BoundedCount(rows: rows, total: total, isExact: limit.map { total <= $0 } ?? true)
            if counted?.isExact == true { return counted }
        }
        return counted
    }

    /// The sum of a count's rows whose last column is a count (a grouped count's, one per group).
    static func sumOfLastColumn(_ rows: [[String?]]) -> Int {
        rows.reduce(0) { $0 + (($1.last ?? nil).flatMap { Int($0) } ?? 0) }
    }
}

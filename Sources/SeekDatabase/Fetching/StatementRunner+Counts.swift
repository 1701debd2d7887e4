import SeekMatching
import SeekProviders
import Synchronization

/// The counts that follow a first page: exact whenever the server counts them within the count
/// budget (no fixed row cap), else what a bounded count proved in time ("N+"), with the scopes
/// estimated from the planner's statistics of the scope column.
extension StatementRunner {
    /// The counts of `request`: one grouped count of every scope, taken within the budget
    /// (``BoundedCount``). When it counts everything, every count is exact. When it does not, the
    /// total is "more than" what it proved, the scopes are estimated
    /// (``estimates(of:provenAbove:on:isStale:)``), and a chosen scope is counted on its own
    /// within a budget of its own (its rows may be few among many). Gives up between statements
    /// when `isStale` says a newer request arrived.
    func counts(of request: MatchRequest, generation: Int, on connection: PostgresConnection,
                isStale: () -> Bool) throws(DatabaseError) -> StatementWorker.Answer {
        let answer = { (counts: StatementWorker.Counts) in
            StatementWorker.Answer(generation: generation, request: request, part: .counts, counts: counts)
        }
        guard let grouped = try boundedCount(on: connection, isStale: isStale, { statements.counts(for: request, limit: $0) }) else {
            return answer(.init(matched: nil, scopes: nil, note: "not counted: counting took longer than \(countTimeText)",
                                estimates: try estimates(of: request, provenAbove: nil, on: connection, isStale: isStale)))
        }
        var countsByScope: [String?: Int] = [:]
        for row in grouped.rows {
            countsByScope[row[0]?.lowercased(), default: 0] += Int(row[1] ?? "") ?? 0
        }
        let count = { (scope: FieldCondition?) in scope.map { countsByScope[$0.value.lowercased()] ?? 0 } ?? grouped.total }
        if grouped.isExact {
            return answer(.init(matched: count(request.scope), scopes: request.scopesToCount.map(count)))
        }
        // Each scope's part of a bounded count is only a lower bound: the scope bar shows none.
        let estimates = try estimates(of: request, provenAbove: grouped.provenAbove, on: connection, isStale: isStale)
        let partNote = "counted in part: counting took longer than \(countTimeText)"
        guard let scope = request.scope else {
            return answer(.init(matched: nil, matchedAbove: grouped.provenAbove, scopes: nil, note: partNote, estimates: estimates))
        }
        if isStale() { throw .cancelled }
        let own = try boundedCount(on: connection, isStale: isStale) { statements.cappedCounts(for: request, scopes: [scope], limit: $0) }
        if let own, own.isExact {
            return answer(.init(matched: own.total, scopes: nil, note: "scopes not counted: counting took longer than \(countTimeText)",
                                estimates: estimates))
        }
        // The most either count proved: the scope's own bound, or its part of the grouped count.
        let above = max(own?.provenAbove ?? -1, count(scope) - 1)
        return answer(.init(matched: nil, matchedAbove: above >= 0 ? above : nil, scopes: nil, note: partNote, estimates: estimates))
    }

    /// A count taken with `statement` within the count budget (see ``BoundedCount``).
    private func boundedCount(on connection: PostgresConnection, isStale: () -> Bool,
                              _ statement: (Int?) -> SQLStatement) throws(DatabaseError) -> BoundedCount? {
        try BoundedCount.take(within: countTimeoutMilliseconds, rowsAtMost: statements.exactRowCount, isStale: isStale, statement: statement,
                              sum: BoundedCount.sumOfLastColumn) { statement, timeout throws(DatabaseError) in
            try execute(statement, on: connection, timeoutMilliseconds: timeout)
        }
    }

    /// The estimated matches of each scope of `request` (the scopes the scope bar counts, "All"
    /// aside), largest first: the planner's estimate of the query's matches in any scope (one
    /// `EXPLAIN`, which reads no rows; at least the `provenAbove` + 1 a bounded count proved),
    /// times the share of rows the scope's value holds in the scope column's statistics. nil
    /// when there are no scopes, no statistics (the table was never analysed, or is a view), or
    /// the planner gives no row count.
    func estimates(of request: MatchRequest, provenAbove: Int?, on connection: PostgresConnection,
                   isStale: () -> Bool) throws(DatabaseError) -> [(scope: String, rows: Int)]? {
        let scopes = request.scopesToCount.compactMap { $0 }
        guard !scopes.isEmpty, let statistics = try readScopeStatistics(on: connection) else { return nil }
        if isStale() { throw .cancelled }
        let plan = try execute(statements.totalEstimate(for: request), on: connection).first?.first ?? nil
        guard let planned = plan.flatMap(Self.planRows) else { return nil }
        let total = Double(max(planned, (provenAbove ?? -1) + 1))
        return scopes.map { (scope: $0.value, rows: Int((total * statistics.frequency(of: $0.value)).rounded())) }
            .sorted { $0.rows != $1.rows ? $0.rows > $1.rows : $0.scope < $1.scope }
    }

    /// The scope column's statistics: read from `pg_stats` the first time, then kept.
    private func readScopeStatistics(on connection: PostgresConnection) throws(DatabaseError) -> ScopeStatistics? {
        if case .read(let statistics) = scopeStatistics.withLock({ $0 }) { return statistics }
        guard let statement = statements.scopeStatistics() else { return nil }
        let statistics = ScopeStatistics(rows: try execute(statement, on: connection))
        scopeStatistics.withLock { $0 = .read(statistics) }
        return statistics
    }

    /// The top node's "Plan Rows" of a plan in `EXPLAIN (FORMAT JSON)`'s form (the first such
    /// member is the top node's).
    static func planRows(in plan: String) -> Int? {
        guard let key = plan.firstRange(of: "\"Plan Rows\":") else { return nil }
        return Int(plan[key.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }

    /// The count budget as the status line says it.
    private var countTimeText: String { Self.millisecondsText(countTimeoutMilliseconds) }
}

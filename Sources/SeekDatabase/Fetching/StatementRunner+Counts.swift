import SeekMatching
import SeekProviders

/// The counts that follow a first page: capped, within their own timeout, and the planner's
/// estimates when too many rows match to count the scopes.
extension StatementRunner {
    /// The counts of `request`: one grouped count of every scope, stopped at the limit; when it
    /// reaches the limit, the chosen scope's own capped count (the other scopes are not counted:
    /// each would read rows until the limit matched there, seconds on a large table); gives up
    /// between them when `isStale` says a newer request arrived. A count that runs out of
    /// ``countTimeoutMilliseconds`` is left out, and the note says so.
    func counts(of request: MatchRequest, generation: Int, on connection: PostgresConnection,
                isStale: () -> Bool) throws(DatabaseError) -> StatementWorker.Answer {
        var countsByScope: [String?: Int] = [:]
        let answer = { (counts: StatementWorker.Counts) in
            StatementWorker.Answer(generation: generation, request: request, part: .counts, counts: counts)
        }
        let grouped: [[String?]]
        do {
            grouped = try execute(statements.counts(for: request, limit: countLimit), on: connection, timeoutMilliseconds: countTimeoutMilliseconds)
        } catch where error.isTimeout {
            return answer(.init(matched: nil, scopes: nil, note: "not counted: counting took longer than \(countTimeText)"))
        }
        for row in grouped {
            countsByScope[row[0]?.lowercased(), default: 0] += Int(row[1] ?? "") ?? 0
        }
        let total = countsByScope.values.reduce(0, +)
        // Said only when there are scopes whose counts the scope bar would show.
        let scopesNote = request.scopesToCount.isEmpty ? nil : "\(CountText.of(countLimit + 1, limit: countLimit)) match: scopes not counted"
        guard total <= countLimit else {
            // The grouped count stopped early: its parts are partial.
            guard let scope = request.scope else {
                return answer(.init(matched: total, scopes: nil, note: scopesNote,
                                    estimates: try estimates(of: request, on: connection, isStale: isStale)))
            }
            if isStale() { throw .cancelled }
            do {
                let row = try execute(statements.cappedCounts(for: request, scopes: [scope], limit: countLimit), on: connection,
                                      timeoutMilliseconds: countTimeoutMilliseconds).first ?? []
                return answer(.init(matched: row.first.flatMap { $0.flatMap { Int($0) } } ?? 0, scopes: nil, note: scopesNote))
            } catch where error.isTimeout {
                return answer(.init(matched: nil, scopes: nil, note: "\(scope.value) not counted: counting took longer than \(countTimeText)"))
            }
        }
        let count = { (scope: FieldCondition?) in scope.map { countsByScope[$0.value.lowercased()] ?? 0 } ?? total }
        return answer(.init(matched: count(request.scope), scopes: request.scopesToCount.map(count)))
    }

    /// The planner's estimate of the matches in each scope of `request` (the scopes the scope
    /// bar counts, "All" aside), largest first: one `EXPLAIN` per scope, which plans and reads no
    /// rows. nil when there are no scopes to estimate or the planner gives no row count.
    private func estimates(of request: MatchRequest, on connection: PostgresConnection,
                           isStale: () -> Bool) throws(DatabaseError) -> [(scope: String, rows: Int)]? {
        let scopes = request.scopesToCount.compactMap { $0 }
        guard !scopes.isEmpty else { return nil }
        var estimates: [(scope: String, rows: Int)] = []
        for scope in scopes {
            if isStale() { throw .cancelled }
            let plan = try execute(statements.estimate(for: request, scope: scope), on: connection,
                                   timeoutMilliseconds: countTimeoutMilliseconds).first?.first ?? nil
            guard let rows = plan.flatMap(Self.planRows) else { return nil }
            estimates.append((scope.value, rows))
        }
        return estimates.sorted { $0.rows > $1.rows }
    }

    /// The top node's "Plan Rows" of a plan in `EXPLAIN (FORMAT JSON)`'s form (the first such
    /// member is the top node's).
    static func planRows(in plan: String) -> Int? {
        guard let key = plan.firstRange(of: "\"Plan Rows\":") else { return nil }
        return Int(plan[key.upperBound...].drop { $0 == " " }.prefix { $0.isNumber })
    }

    /// The count timeout as the status line says it.
    private var countTimeText: String { Self.millisecondsText(countTimeoutMilliseconds) }
}

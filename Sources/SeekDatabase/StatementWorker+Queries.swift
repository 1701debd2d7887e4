import SeekMatching
import SeekModel

/// What a job sends: the first page, its counts (capped), and the cheap suggestion query.
/// Scheduling, cancellation and reconnecting stay in ``StatementWorker`` itself.
extension StatementWorker {
    /// The first page of `request`'s results.
    func firstPage(_ request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        let rows = try execute(statements.page(for: request, limit: pageSize), on: connection)
        return Answer(generation: generation, request: request, part: .firstPage, rows: rows,
                      nextCursor: nextCursor(after: rows, of: request, previous: nil))
    }

    /// The counts of `request`: the grouped count, then, when it stopped at the limit, each
    /// scope's own; gives up between them when a newer request arrived.
    func counts(of request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        var countsByScope: [String?: Int] = [:]
        for row in try execute(statements.counts(for: request, limit: countLimit), on: connection) {
            countsByScope[row[0]?.lowercased(), default: 0] += Int(row[1] ?? "") ?? 0
        }
        let total = countsByScope.values.reduce(0, +)
        var counts: Counts
        if total > countLimit {
            // The grouped count stopped early: its parts are partial. Count each scope on its own.
            if isStale(generation) { throw .cancelled }
            let scopes = [request.scope] + request.scopesToCount
            let row = try execute(statements.cappedCounts(for: request, scopes: scopes, limit: countLimit), on: connection).first ?? []
            let values = row.map { $0.flatMap { Int($0) } ?? 0 }
            counts = Counts(matched: values.first ?? 0, scopes: Array(values.dropFirst()))
        } else {
            let count = { (scope: FieldCondition?) in scope.map { countsByScope[$0.value.lowercased()] ?? 0 } ?? total }
            counts = Counts(matched: count(request.scope), scopes: request.scopesToCount.map(count))
        }
        return Answer(generation: generation, request: request, part: .counts, counts: counts)
    }

    /// Row texts starting with the whole text, then distinct token-field values starting with
    /// the last word typed.
    func suggestions(for text: String, on connection: PostgresConnection) throws(DatabaseError) -> [SearchSuggestion] {
        let trimmed = String(Substring(text).trimmingSpaces())
        let word = text.last?.isWhitespace == true ? "" : String(trimmed.split(whereSeparator: \.isWhitespace).last ?? "")
        guard !trimmed.isEmpty, !text.unicodeScalars.contains("\0") else { return [] }
        let statement = statements.suggestions(forWord: word, text: trimmed, limit: Self.suggestionLimit)
        var found: [SearchSuggestion] = []
        for row in try execute(statement, on: connection) {
            guard let value = row[1] ?? nil, !value.isEmpty else { continue }
            if let field = row[0] ?? nil {
                found.append(SearchSuggestion("\(field): \(value)", token: SearchToken(field: field, value: value)))
            } else {
                found.append(SearchSuggestion(value, completion: value))
            }
        }
        return Array(found.prefix(Self.suggestionLimit))
    }
}

/// A query in fzf's extended syntax, matched against an item's search fields term by term: fzf's
/// rules for one line, with "the line" read as "some field" for each term on its own.
///
/// - A positive term holds when it matches some field, and scores its best field's score; a
///   pattern never runs from one field into the next, so `ada` does not match an `a` in a name and
///   `da` in an address.
/// - A negated term (`!x`) holds when it matches no field.
/// - A clause (terms joined by `|`) holds when one of its terms does, and scores as its first
///   positive term that holds (zero when only a negated term holds), as fzf scores a line.
/// - The item matches when every clause holds; its score is the sum of the clauses' scores, so
///   `ada love` finds `Ada` in a name and `love` in an email.
///
/// Each term is compiled on its own as a one-term ``QueryMatcher``, so the forms and scores are
/// the engine's. SeekUI's `SearchableList` matches its items' search fields with it.
public struct FieldQuery: Sendable {
    /// One term, compiled alone.
    public struct Term: Sendable {
        /// Matches the term (negated as typed: it holds on a field the pattern is not in).
        public let matcher: QueryMatcher
        public let isNegated: Bool
    }

    /// What a clause held by a positive term matched: that term and the field it scored best in.
    struct Choice: Equatable {
        /// The index of the term in its clause.
        var term: Int
        var field: Int
        var score: Int
        /// The field's length in bytes, the tiebreak between equal scores.
        var length: Int
    }

    /// The query as parsed.
    public let query: Query
    /// Every clause must hold; a clause holds when one of its terms does.
    public let clauses: [[Term]]

    /// Parses `text` and compiles each of its terms.
    public init(_ text: String) {
        query = Query(text)
        clauses = query.clauses.map { clause in
            // A query of this term alone: the engine's own compilation, no text parsed again.
            clause.map { term in Term(matcher: QueryMatcher(Query(text: text, clauses: [[term]])), isNegated: term.isNegated) }
        }
    }

    /// Whether every item matches (the query has no terms).
    public var matchesEverything: Bool { clauses.isEmpty }

    /// Whether every item this query matches is matched by `previous` too, so that only
    /// `previous`'s matches need to be looked at. SeekMatching decides it term by term (each
    /// clause of `previous` implied by one of this query's), which holds field by field as it
    /// holds for a line: a term that matches some field implies a term it narrows matches that
    /// field, and a negated term that matches no field implies the same of the negated term it
    /// narrows.
    public func narrows(_ previous: FieldQuery) -> Bool {
        query.narrows(previous.query)
    }

    /// The item's score and the summed length of the fields its clauses scored in, or nil when it
    /// does not match; `text(field)` is the UTF-8 of each of its `fieldCount` fields.
    ///
    /// - Complexity: O(terms × fields) matches of one term against one field; a clause that fails
    ///   ends the work for the item.
    @inline(__always)
    public func match(fieldCount: Int, text: (Int) -> UnsafeBufferPointer<UInt8>) -> (score: Int, length: Int)? {
        var score = 0
        var length = 0
        for clause in clauses {
            if let choice = Self.firstHoldingTerm(of: clause, fieldCount: fieldCount, text: text) {
                score += choice.score
                length += choice.length
            } else if !Self.holdsByNegation(clause, fieldCount: fieldCount, text: text) {
                return nil
            }
        }
        return (score, length)
    }

    /// The scalar indexes to highlight in each of `texts` (an item's fields, or the runs of a
    /// row): each clause's first positive term that matches, in the one text it scores best in.
    /// A clause that does not hold here is left out rather than failing the whole, so a row still
    /// shows the terms it holds when another term matched a field the row does not show.
    public func highlightedPositions(in texts: [String]) -> [Set<Int>] {
        let table = SearchFieldTable(fieldCount: texts.count, items: [texts])
        let choices = table.withFields { fields in
            clauses.map { Self.firstHoldingTerm(of: $0, fieldCount: texts.count) { fields.text(ofField: $0, item: 0) } }
        }
        var positions = [Set<Int>](repeating: [], count: texts.count)
        for (clause, choice) in zip(clauses, choices) {
            guard let choice else { continue }
            positions[choice.field].formUnion(clause[choice.term].matcher.matchedPositions(in: texts[choice.field]))
        }
        return positions
    }

    /// The first positive term of `clause` that matches some field, with its best field: the
    /// highest score, then the shortest field, then the first.
    @inline(__always)
    private static func firstHoldingTerm(of clause: [Term], fieldCount: Int,
                                         text: (Int) -> UnsafeBufferPointer<UInt8>) -> Choice? {
        for (index, term) in clause.enumerated() where !term.isNegated {
            var best: Choice?
            for field in 0..<fieldCount {
                let bytes = text(field)
                guard let score = term.matcher.score(bytes) else { continue }
                if let chosen = best, chosen.score > score || (chosen.score == score && chosen.length <= bytes.count) {
                    continue
                }
                best = Choice(term: index, field: field, score: score, length: bytes.count)
            }
            if best != nil { return best }
        }
        return nil
    }

    /// Whether a negated term of `clause` holds in every field (its pattern is in none).
    @inline(__always)
    private static func holdsByNegation(_ clause: [Term], fieldCount: Int,
                                        text: (Int) -> UnsafeBufferPointer<UInt8>) -> Bool {
        clause.contains { term in
            term.isNegated && (0..<fieldCount).allSatisfy { term.matcher.score(text($0)) != nil }
        }
    }
}

extension Query {
    /// Whether every item this query matches is sure to be matched by `previous` too, so that a
    /// search may look only at `previous`'s matches.
    ///
    /// That holds when every clause of `previous` is implied by some clause of this query, and a
    /// clause is implied when each of its alternatives implies one of the other clause's. Typing
    /// more characters into a term, adding a term, turning `abc` into `abc$` or `'abc`, or adding
    /// an uppercase letter all narrow; removing characters, adding `|` alternatives or
    /// extending a negated term do not.
    ///
    /// - Complexity: O(terms² · pattern length).
    public func narrows(_ previous: Query) -> Bool {
        previous.clauses.allSatisfy { previousClause in
            clauses.contains { clause in
                clause.allSatisfy { term in previousClause.contains { term.implies($0) } }
            }
        }
    }
}

extension QueryTerm {
    /// Whether any text this term holds for is also held by `other`.
    func implies(_ other: QueryTerm) -> Bool {
        guard isNegated == other.isNegated else { return false }
        if isNegated {
            return other.positive.impliesPositive(positive)
        }
        return impliesPositive(other)
    }

    private var positive: QueryTerm {
        var term = self
        term.isNegated = false
        return term
    }

    private func impliesPositive(_ other: QueryTerm) -> Bool {
        let isASCII = pattern.utf8.allSatisfy { $0 < 0x80 } && other.pattern.utf8.allSatisfy { $0 < 0x80 }
        guard isASCII else { return self == other }
        if other.isCaseSensitive && !isCaseSensitive { return false }
        let mine = Array((other.isCaseSensitive ? pattern : pattern.lowercased()).utf8)
        let theirs = Array(other.pattern.utf8)
        switch other.kind {
        case .fuzzy:
            var remaining = theirs[...]
            for byte in mine where byte == remaining.first {
                remaining = remaining.dropFirst()
            }
            return remaining.isEmpty
        case .exact:
            return kind != .fuzzy && mine.count >= theirs.count
                && (0...(mine.count - theirs.count)).contains { mine[$0..<($0 + theirs.count)].elementsEqual(theirs) }
        case .prefix:
            return (kind == .prefix || kind == .whole) && mine.starts(with: theirs)
        case .suffix:
            return (kind == .suffix || kind == .whole) && mine.reversed().starts(with: theirs.reversed())
        case .whole:
            return kind == .whole && mine == theirs
        case .boundary:
            return kind == .boundary && mine == theirs
        }
    }
}

extension Query {
    /// Parses `text` the way `fzf --filter` reads its query.
    ///
    /// - Leading spaces are ignored, and so are trailing spaces unless the last one is escaped.
    /// - `\ ` is a space inside a term; any other run of spaces separates terms.
    /// - A term starting with `!` is negated; a negated term is exact unless it also starts with
    ///   `'`, which makes it fuzzy (`!'abc`).
    /// - A term ending in `$` (other than a lone `$`) is a suffix; then a leading `'` makes it
    ///   exact (`'abc$` is exact, like fzf) and a leading `^` makes it whole-line (`^abc$`).
    /// - A leading `^` makes a prefix, a leading `'` an exact term.
    /// - A term left empty by its operators (a lone `'`, `^`, `!`, `!^`, `^$`) is dropped, so it
    ///   matches everything; a lone `$` is a fuzzy term for the character `$`.
    /// - A lone `|` after a term makes the next term an alternative to it; a `|` with no term
    ///   before it, or right after another `|`, is an ordinary term.
    /// - Smart case per term: a term is case-sensitive when it has an uppercase letter.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public init(_ text: String) {
        self.text = text
        var clauses: [[QueryTerm]] = []
        var clause: [QueryTerm] = []
        var startsNewClause = false
        var followsBar = false
        for token in Self.tokens(of: text) {
            if !clause.isEmpty && !followsBar && token == "|" {
                startsNewClause = false
                followsBar = true
                continue
            }
            followsBar = false
            guard let term = Self.term(from: token) else { continue }
            if startsNewClause {
                clauses.append(clause)
                clause = []
            }
            clause.append(term)
            startsNewClause = true
        }
        if !clause.isEmpty { clauses.append(clause) }
        self.clauses = clauses
    }

    /// The raw terms of `text`, with escaped spaces turned into spaces inside them.
    static func tokens(of text: String) -> [String] {
        var trimmed = Substring(text.drop { $0 == " " })
        while trimmed.hasSuffix(" ") && !trimmed.hasSuffix("\\ ") {
            trimmed = trimmed.dropLast()
        }
        // A tab stands for an escaped space while splitting, as in fzf, so a typed tab also
        // becomes a space.
        let protected = trimmed.replacing("\\ ", with: "\t")
        return protected.split(separator: " ", omittingEmptySubsequences: true).map { token in
            String(token.map { $0 == "\t" ? " " : $0 })
        }
    }

    /// The term a token stands for, or nil when its operators leave no pattern.
    static func term(from token: String) -> QueryTerm? {
        let lowercased = token.lowercased()
        let isCaseSensitive = token != lowercased
        var rest = Substring(isCaseSensitive ? token : lowercased)
        var kind = QueryTerm.Kind.fuzzy
        var isNegated = false
        if rest.hasPrefix("!") {
            isNegated = true
            kind = .exact
            rest = rest.dropFirst()
        }
        if rest != "$" && rest.hasSuffix("$") {
            kind = .suffix
            rest = rest.dropLast()
        }
        if rest.hasPrefix("'") {
            kind = isNegated ? .fuzzy : .exact
            rest = rest.dropFirst()
        } else if rest.hasPrefix("^") {
            kind = kind == .suffix ? .whole : .prefix
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        let normalizes = !lowercased.unicodeScalars.contains { ScalarFolding.latinBase(of: $0.value) != $0.value }
        return QueryTerm(kind, String(rest), isNegated: isNegated, isCaseSensitive: isCaseSensitive,
                         normalizesLatinLetters: normalizes)
    }
}

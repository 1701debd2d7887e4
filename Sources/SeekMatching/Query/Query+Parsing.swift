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
        self.init(text, options: QueryOptions())
    }

    /// Parses `text` as fzf does with `-e`, `-i` or `+i` (see ``QueryOptions``).
    public init(_ text: String, options: QueryOptions) {
        self.text = text
        var clauses: [[QueryTerm]] = []
        var clause: [QueryTerm] = []
        var startsNewClause = false
        var followsBar = false
        for token in Self.tokens(of: text) {
            if !clause.isEmpty && !followsBar && token == ["|"] {
                startsNewClause = false
                followsBar = true
                continue
            }
            followsBar = false
            guard let term = Self.term(from: token, options: options) else { continue }
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

    /// The raw terms of `text`, as Unicode scalars, with escaped spaces turned into spaces inside
    /// them.
    ///
    /// The text is read scalar by scalar, not by grapheme cluster, as fzf reads runes: a space or
    /// an operator followed by a combining mark is still a space or an operator.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func tokens(of text: String) -> [[Unicode.Scalar]] {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count && scalars[start] == " " { start += 1 }
        var end = scalars.count
        // Trailing spaces go, unless the last one is escaped.
        while end > start && scalars[end - 1] == " " && !(end - 2 >= start && scalars[end - 2] == "\\") {
            end -= 1
        }
        var tokens: [[Unicode.Scalar]] = []
        var token: [Unicode.Scalar] = []
        var index = start
        while index < end {
            let scalar = scalars[index]
            if scalar == "\\" && index + 1 < end && scalars[index + 1] == " " {
                token.append(" ")
                index += 2
                continue
            }
            if scalar == " " {
                if !token.isEmpty { tokens.append(token) }
                token = []
            } else {
                // A tab stands for an escaped space while splitting, as in fzf, so a typed tab
                // also becomes a space.
                token.append(scalar == "\t" ? " " : scalar)
            }
            index += 1
        }
        if !token.isEmpty { tokens.append(token) }
        return tokens
    }

    /// The term a token stands for, or nil when its operators leave no pattern.
    static func term(from token: [Unicode.Scalar], options: QueryOptions = QueryOptions()) -> QueryTerm? {
        var token = token
        let isCaseSensitive: Bool
        switch options.caseMatching {
        case .smart: isCaseSensitive = ScalarFolding.isCaseSensitive(token.map(\.value))
        case .respect: isCaseSensitive = true
        case .ignore:
            // A term that ignores case is written in lowercase, as smart case leaves one.
            isCaseSensitive = false
            if ScalarFolding.isCaseSensitive(token.map(\.value)) {
                token = Array(String(String.UnicodeScalarView(token)).lowercased().unicodeScalars)
            }
        }
        let values = token.map(\.value)
        // A term that ignores case has no scalar with a lowercase form: it is its own lowercase.
        var rest = token[...]
        var kind = QueryTerm.Kind.fuzzy
        var isNegated = false
        if rest.first == "!" {
            isNegated = true
            kind = .exact
            rest = rest.dropFirst()
        }
        if rest.count > 1 && rest.last == "$" {
            kind = .suffix
            rest = rest.dropLast()
        }
        if rest.first == "'" {
            // In exact mode the quote turns a term fuzzy, as it turns a negated one fuzzy.
            kind = isNegated || options.isExact ? .fuzzy : .exact
            rest = rest.dropFirst()
        } else if rest.first == "^" {
            kind = kind == .suffix ? .whole : .prefix
            rest = rest.dropFirst()
        } else if options.isExact && kind == .fuzzy {
            kind = .exact
        }
        guard !rest.isEmpty else { return nil }
        var pattern = String.UnicodeScalarView()
        pattern.append(contentsOf: rest)
        return QueryTerm(kind, String(pattern), isNegated: isNegated, isCaseSensitive: isCaseSensitive,
                         normalizesLatinLetters: ScalarFolding.normalizes(values))
    }
}

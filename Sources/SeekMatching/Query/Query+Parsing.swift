import SeekModel

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

    /// Parses `text` as fzf does with `-e`, `-i` or `+i` (see ``QueryOptions``). The terms and
    /// their operators are read by SeekModel's `QueryLexer`, the one reader of query text; this
    /// decides what they mean.
    public init(_ text: String, options: QueryOptions) {
        self.text = text
        guard options.isExtended else {
            // fzf's `+x`: the query as typed, spaces and operators included, is one term.
            self.clauses = Self.plainTerm(text, options: options).map { [[$0]] } ?? []
            return
        }
        var clauses: [[QueryTerm]] = []
        var clause: [QueryTerm] = []
        var startsNewClause = false
        var followsBar = false
        for typed in QueryLexer.terms(of: text[...]) {
            let scalars = QueryLexer.scalars(of: typed)
            if !clause.isEmpty && !followsBar && QueryLexer.isBar(scalars) {
                startsNewClause = false
                followsBar = true
                continue
            }
            followsBar = false
            guard let term = Self.term(from: scalars, options: options) else { continue }
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

    /// The one term of a query read without the extended syntax: fuzzy (exact with `-e`), its
    /// case read as for a term of the extended syntax; nil for an empty query.
    private static func plainTerm(_ text: String, options: QueryOptions) -> QueryTerm? {
        guard !text.isEmpty else { return nil }
        var pattern = text
        let isCaseSensitive: Bool
        switch options.caseMatching {
        case .smart: isCaseSensitive = ScalarFolding.isCaseSensitive(text.unicodeScalars.map(\.value))
        case .respect: isCaseSensitive = true
        case .ignore:
            isCaseSensitive = false
            pattern = text.lowercased()
        }
        return QueryTerm(options.isExact ? .exact : .fuzzy, pattern, isCaseSensitive: isCaseSensitive,
                         normalizesLatinLetters: !options.isLiteral && ScalarFolding.normalizes(pattern.unicodeScalars.map(\.value)),
                         scheme: options.scheme)
    }

    /// The term that a typed term's scalars (`QueryLexer.scalars(of:)`) stand for, or nil when
    /// its operators leave no pattern.
    static func term(from scalars: [Unicode.Scalar], options: QueryOptions = QueryOptions()) -> QueryTerm? {
        var scalars = scalars
        let isCaseSensitive: Bool
        switch options.caseMatching {
        case .smart: isCaseSensitive = ScalarFolding.isCaseSensitive(scalars.map(\.value))
        case .respect: isCaseSensitive = true
        case .ignore:
            // A term that ignores case is written in lowercase, as smart case leaves one.
            isCaseSensitive = false
            if ScalarFolding.isCaseSensitive(scalars.map(\.value)) {
                scalars = Array(String(String.UnicodeScalarView(scalars)).lowercased().unicodeScalars)
            }
        }
        // A term that ignores case has no scalar with a lowercase form: it is its own lowercase.
        let values = scalars.map(\.value)
        let operators = QueryLexer.operators(of: scalars)
        var kind = operators.negates ? QueryTerm.Kind.exact : .fuzzy
        if operators.anchorsEnd { kind = .suffix }
        var pattern = String.UnicodeScalarView()
        pattern.append(contentsOf: operators.pattern)
        if operators.quotes && operators.pattern.count > 1 && operators.pattern.last == "'" {
            // `'abc'`: a whole word, in every mode (fzf reads it before the quote's other meaning).
            kind = .boundary
            pattern.removeLast()
        } else if operators.quotes {
            // In exact mode the quote turns a term fuzzy, as it turns a negated one fuzzy.
            kind = operators.negates || options.isExact ? .fuzzy : .exact
        } else if operators.anchorsStart {
            kind = kind == .suffix ? .whole : .prefix
        } else if options.isExact && kind == .fuzzy {
            kind = .exact
        }
        guard !pattern.isEmpty else { return nil }
        return QueryTerm(kind, String(pattern), isNegated: operators.negates, isCaseSensitive: isCaseSensitive,
                         normalizesLatinLetters: !options.isLiteral && ScalarFolding.normalizes(values),
                         scheme: options.scheme)
    }
}

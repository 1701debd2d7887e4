import SeekMatching

/// fzf's query syntax as a SQL condition on one text expression, each pattern a parameter.
///
/// Every term becomes one `LIKE` (smart case: a term with an uppercase letter) or `ILIKE`:
/// fuzzy `abc` is `'%a%b%c%'`, `'abc` is `'%abc%'`, `^abc` is `'abc%'` on the text without its
/// leading white space, `abc$` is `'%abc'` on the text without its trailing white space (each
/// after `'%abc%'` on the bare text, so that a trigram index finds the candidates), `!`
/// puts `NOT` before it, and the terms of an `a | b` clause are joined with `OR`. The parse is
/// SeekMatching's ``Query``, so both engines read one query the same way.
struct QueryTranslation {
    /// The white space that prefix and suffix terms ignore at the ends of the text: the scalars
    /// seek's own matcher counts as spaces.
    static let whiteSpace = "\t\n\u{0B}\u{0C}\r \u{85}\u{A0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}"

    /// Appends the condition that `query` puts on the text that `appendText` writes (called once
    /// per term, so that the expression can carry parameters of its own); `TRUE` for an empty
    /// query.
    static func appendCondition(for query: Query, to statement: inout SQLStatement, text appendText: (inout SQLStatement) -> Void) {
        guard !query.isEmpty else {
            statement.append("TRUE")
            return
        }
        for (clauseNumber, clause) in query.clauses.enumerated() {
            if clauseNumber > 0 { statement.append(" AND ") }
            statement.append("(")
            for (termNumber, term) in clause.enumerated() {
                if termNumber > 0 { statement.append(" OR ") }
                appendCondition(for: term, to: &statement, text: appendText)
            }
            statement.append(")")
        }
    }

    /// One term's condition.
    private static func appendCondition(for term: QueryTerm, to statement: inout SQLStatement, text appendText: (inout SQLStatement) -> Void) {
        // PostgreSQL's text cannot hold NUL, so a pattern with one occurs in no row.
        guard !term.pattern.unicodeScalars.contains("\0") else {
            statement.append(term.isNegated ? "TRUE" : "FALSE")
            return
        }
        if term.isNegated { statement.append("NOT ") }
        statement.append("(")
        let pattern = term.pattern
        let trimsStart = (term.kind == .prefix || term.kind == .whole) && !startsWithSpace(pattern)
        let trimsEnd = (term.kind == .suffix || term.kind == .whole) && !endsWithSpace(pattern)
        if trimsStart || trimsEnd {
            // A necessary condition on the bare text first, which a trigram index serves (the
            // trimmed text's pattern below is no index's): the row holds the term somewhere.
            appendText(&statement)
            statement.append(term.isCaseSensitive ? " LIKE " : " ILIKE ")
            statement.append(value: "%" + SQLStatement.likeLiteral(pattern) + "%")
            statement.append(" AND ")
        }
        switch (trimsStart, trimsEnd) {
        case (true, true): statement.append("btrim(")
        case (true, false): statement.append("ltrim(")
        case (false, true): statement.append("rtrim(")
        case (false, false): break
        }
        appendText(&statement)
        if trimsStart || trimsEnd {
            statement.append(", ")
            statement.append(value: whiteSpace)
            statement.append(")")
        }
        statement.append(term.isCaseSensitive ? " LIKE " : " ILIKE ")
        statement.append(value: likePattern(for: term))
        statement.append(")")
    }

    /// The LIKE pattern of a term.
    static func likePattern(for term: QueryTerm) -> String {
        let literal = SQLStatement.likeLiteral(term.pattern)
        switch term.kind {
        case .fuzzy: return "%" + term.pattern.unicodeScalars.map { SQLStatement.likeLiteral(String($0)) }.joined(separator: "%") + "%"
        case .exact: return "%" + literal + "%"
        case .prefix: return literal + "%"
        case .suffix: return "%" + literal
        case .whole: return literal
        // SQL has no word boundaries: the rows holding the word as a substring.
        case .boundary: return "%" + literal + "%"
        }
    }

    private static func startsWithSpace(_ text: String) -> Bool {
        text.unicodeScalars.first.map { whiteSpace.unicodeScalars.contains($0) } ?? false
    }

    private static func endsWithSpace(_ text: String) -> Bool {
        text.unicodeScalars.last.map { whiteSpace.unicodeScalars.contains($0) } ?? false
    }
}

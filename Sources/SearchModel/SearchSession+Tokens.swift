extension SearchSession {
    /// Adds `token` unless it is already present, presenting search if needed.
    mutating func addToken(_ token: SearchToken) -> [SearchEffect] {
        guard !tokens.contains(token) else { return [] }
        _ = present()
        tokens.append(token)
        return queryDidChange()
    }

    /// Removes the token at `index`, if there is one.
    mutating func removeToken(at index: Int) -> [SearchEffect] {
        guard tokens.indices.contains(index) else { return [] }
        tokens.remove(at: index)
        return queryDidChange()
    }

    /// Turns `field:value` terms of the text into tokens when `field` is a token field, and
    /// removes them from the text. With `completedTermsOnly`, a last term that is not yet followed
    /// by whitespace is left alone (the user is still typing it). The text is left untouched when
    /// nothing is recognised; otherwise its remaining terms are joined by single spaces.
    mutating func recognizeTokens(completedTermsOnly: Bool) {
        guard !tokenFields.isEmpty else { return }
        let terms = text.split(whereSeparator: \.isWhitespace)
        let endsWithWhitespace = text.last?.isWhitespace ?? false
        var kept: [Substring] = []
        var recognizedAny = false
        for (position, term) in terms.enumerated() {
            let isCompleted = !completedTermsOnly || endsWithWhitespace || position < terms.count - 1
            if isCompleted, let token = recognizedToken(in: term) {
                recognizedAny = true
                if !tokens.contains(token) { tokens.append(token) }
            } else {
                kept.append(term)
            }
        }
        guard recognizedAny else { return }
        let keepsTrailingSpace = completedTermsOnly && endsWithWhitespace && !kept.isEmpty
        text = kept.joined(separator: " ") + (keepsTrailingSpace ? " " : "")
    }

    /// The token a `field:value` term stands for, when `field` is a token field (ignoring case)
    /// and the value is not empty.
    func recognizedToken(in term: Substring) -> SearchToken? {
        guard let colon = term.firstIndex(of: ":") else { return nil }
        let field = term[..<colon].lowercased()
        let value = term[term.index(after: colon)...]
        guard !field.isEmpty, !value.isEmpty,
              let knownField = tokenFields.sorted().first(where: { $0.lowercased() == field })
        else { return nil }
        return SearchToken(field: knownField, value: String(value))
    }
}

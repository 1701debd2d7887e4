extension SearchSession {
    /// Adds `token` unless it is already present, presenting search if needed.
    mutating func addToken(_ token: SearchToken) -> [SearchEffect] {
        guard !tokens.contains(token) else { return [] }
        activate()
        tokens.append(token)
        return queryDidChange()
    }

    /// Removes the token at `index`, if there is one.
    mutating func removeToken(at index: Int) -> [SearchEffect] {
        guard tokens.indices.contains(index) else { return [] }
        tokens.remove(at: index)
        return queryDidChange()
    }

    /// Turns `field:value` terms of the text from `start` on into tokens when `field` is a token
    /// field, and removes them from the text (see ``QueryLexer`` for escaped spaces and quoted
    /// values). With `completedTermsOnly`, a last term that is not yet followed by a separator is
    /// left alone (the user is still typing it). The text is left untouched when nothing is
    /// recognised; otherwise its remaining terms from `start` on are joined by single spaces.
    ///
    /// - Complexity: O(m), m the length of the text from `start` on.
    mutating func recognizeTokens(completedTermsOnly: Bool, from start: String.Index? = nil) {
        guard !configuration.tokenFields.isEmpty else { return }
        let start = start ?? text.startIndex
        let (terms, lastIsComplete) = QueryLexer.quotedTerms(of: text[start...])
        var kept: [Substring] = []
        var recognizedAny = false
        for (position, term) in terms.enumerated() {
            let isCompleted = !completedTermsOnly || lastIsComplete || position < terms.count - 1
            if isCompleted, let token = recognizedToken(in: term) {
                recognizedAny = true
                if !tokens.contains(token) { tokens.append(token) }
            } else {
                kept.append(term)
            }
        }
        guard recognizedAny else { return }
        let keepsTrailingSpace = completedTermsOnly && lastIsComplete && !kept.isEmpty
        let head = text[..<start]
        let separator = head.isEmpty || head.unicodeScalars.last == QueryLexer.separator || kept.isEmpty ? "" : " "
        text = head + separator + kept.joined(separator: " ") + (keepsTrailingSpace ? " " : "")
    }

    /// The token a `field:value` term stands for, when `field` is a token field (ignoring case)
    /// and the value is not empty. The value may be quoted or hold escaped spaces.
    func recognizedToken(in term: Substring) -> SearchToken? {
        guard let (field, value) = QueryLexer.fieldAndValue(of: term), !value.isEmpty,
              let knownField = tokenField(named: field) else { return nil }
        return SearchToken(field: knownField, value: value)
    }

    /// The token field called `name`, ignoring case.
    func tokenField(named name: Substring) -> String? {
        guard !name.isEmpty else { return nil }
        let lowered = name.lowercased()
        return configuration.tokenFields.sorted().first { $0.lowercased() == lowered }
    }
}

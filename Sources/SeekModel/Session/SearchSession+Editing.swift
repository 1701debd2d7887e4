extension SearchSession {
    /// Types `typed` at the end of the text; turns the token terms it completes into tokens.
    ///
    /// - Complexity: O(m) in the length of `typed` and of the term it continues (and, when that
    ///   holds a colon, the distance back to the double quote before it), not in the whole text:
    ///   pasting a long text one character at a time stays linear.
    mutating func insert(_ typed: String) -> [SearchEffect] {
        guard !typed.isEmpty else { return [] }
        activate()
        focus = .field
        // Only the term being typed and what follows can be completed by this insertion.
        var tailOffset: Int?
        if !configuration.tokenFields.isEmpty && typed.unicodeScalars.contains(QueryLexer.separator) {
            let pieceStart = QueryLexer.lastPieceStart(in: text[...]) ?? text.startIndex
            let mayHoldToken = { (scalar: Unicode.Scalar) in scalar == ":" || scalar == "\"" }
            if text[pieceStart...].unicodeScalars.contains(where: mayHoldToken) || typed.unicodeScalars.contains(where: mayHoldToken) {
                let start = QueryLexer.lastTermStart(in: text[...]) ?? text.startIndex
                tailOffset = text.utf8.distance(from: text.startIndex, to: start)
            }
        }
        text += typed
        if let tailOffset {
            recognizeTokens(completedTermsOnly: true, from: text.utf8.index(text.startIndex, offsetBy: tailOffset))
        }
        return queryDidChange()
    }

    /// Deletes the last character, or on empty text the last token.
    mutating func deleteBackward() -> [SearchEffect] {
        if !text.isEmpty {
            text.removeLast()
        } else if !tokens.isEmpty {
            tokens.removeLast()
        } else {
            return []
        }
        focus = .field
        return queryDidChange()
    }

    /// Replaces the text, as writing the binding does; non-empty text presents search.
    mutating func replaceText(with newText: String) -> [SearchEffect] {
        guard newText != text else { return [] }
        if !newText.isEmpty { activate() }
        text = newText
        return queryDidChange()
    }

    /// Called after every change of the text or tokens: clears the highlight (the suggestions
    /// are about to change), reveals scopes on text entry, and emits what the match timing asks for.
    mutating func queryDidChange() -> [SearchEffect] {
        highlightedSuggestionIndex = nil
        revealScopesIfNeeded()
        switch configuration.matchTiming {
        case .asYouType:
            return query == matchedQuery ? [] : [requestMatch()]
        case .onSubmit:
            return []
        case .suggestingAsYouType:
            return [.suggest(query)]
        }
    }
}

extension SearchSession {
    /// Types `typed` at the end of the text; turns completed token terms into tokens.
    mutating func insert(_ typed: String) -> [SearchEffect] {
        guard !typed.isEmpty else { return [] }
        _ = present()
        focus = .field
        text += typed
        if typed.contains(where: \.isWhitespace) {
            recognizeTokens(completedTermsOnly: true)
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
        if !newText.isEmpty { _ = present() }
        text = newText
        return queryDidChange()
    }

    /// Called after every change of the text or tokens: clears the highlight (the suggestions
    /// are about to change), reveals scopes on text entry, and emits what the match timing asks for.
    mutating func queryDidChange() -> [SearchEffect] {
        highlightedSuggestionIndex = nil
        revealScopesIfNeeded()
        switch matchTiming {
        case .asYouType:
            return query == matchedQuery ? [] : [requestMatch()]
        case .onSubmit:
            return []
        case .suggestingAsYouType:
            return [.suggest(query)]
        }
    }

    /// The term being typed: the text after the last whitespace (empty after a space).
    var currentTerm: Substring {
        guard let lastSpace = text.lastIndex(where: \.isWhitespace) else { return text[...] }
        return text[text.index(after: lastSpace)...]
    }
}

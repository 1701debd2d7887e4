/// Something the user (or the program hosting the search) asks a ``SearchSession`` to do.
///
/// Actions are values so that a key map can produce them, tests can replay them, and the session's
/// reaction to each one is a pure function. Where SwiftUI lets an app write a binding (`text`,
/// `tokens`, `isPresented`, `searchFocused`), seek sends an action instead.
public enum SearchAction: Sendable, Equatable {
    // MARK: Text and tokens

    /// Types text at the end of the field, presenting search if it was not and focusing the field.
    /// A completed `field:value` term followed by whitespace becomes a token when `field` is one of
    /// the session's ``SearchSession/Configuration/tokenFields``.
    case insert(String)
    /// Deletes the last character of the text; on empty text, removes the last token. Either way
    /// focus returns to the field.
    case deleteBackward
    /// Replaces the whole text, as assigning to the `text` binding does. No token recognition.
    case replaceText(String)
    /// Adds a token, as appending to the `tokens` binding does; presents search if needed.
    /// A token that is already present is not added twice.
    case addToken(SearchToken)
    /// Removes the token at an index of ``SearchSession/tokens``.
    case removeToken(at: Int)

    // MARK: Presentation and focus

    /// Presents or dismisses search from outside, like writing the `isPresented` binding.
    case setPresented(Bool)
    /// Dismisses search, as calling `dismissSearch()` (or pressing Esc/Cancel) does.
    case dismiss
    /// Moves keyboard focus, as writing a `searchFocused` binding does. Focusing the field presents
    /// search; the other targets apply only while search is presented.
    case focus(SearchFocus)

    // MARK: Submit

    /// Submits the current query, as Return does for `onSubmit(of: .search)`.
    case submit

    // MARK: Suggestions

    /// Replaces the suggestions offered while searching (the content of `searchSuggestions`).
    case setSuggestions([SearchSuggestion])
    /// Replaces the tokens offered while typing (the `suggestedTokens` binding).
    case setSuggestedTokens([SearchToken])
    /// Moves the highlight to the next suggestion row, display-only rows included; past the
    /// last, no row is highlighted.
    case highlightNextSuggestion
    /// Moves the highlight to the previous suggestion row; before the first, none is.
    case highlightPreviousSuggestion
    /// Removes the highlight, leaving the suggestions as they are (the menu was closed).
    case clearSuggestionHighlight
    /// Chooses the highlighted suggestion, if any.
    case chooseHighlightedSuggestion
    /// Chooses the visible suggestion at an index of ``SearchSession/visibleSuggestions``
    /// (a mouse click); display-only suggestions cannot be chosen.
    case chooseSuggestion(at: Int)

    // MARK: Scopes

    /// Selects the next scope, wrapping from the last to the first (Tab).
    case selectNextScope
    /// Selects the previous scope, wrapping from the first to the last (Shift-Tab).
    case selectPreviousScope
    /// Selects the scope at an index of ``SearchSession/scopes``, as writing the scope binding
    /// does: while the scope bar is hidden the choice is kept, and applies once it shows.
    case selectScope(at: Int)
    /// Replaces the scopes while keeping the activation, as re-evaluating `searchScopes` with new
    /// content does (a data set still streaming in finds new scope values). The selected scope
    /// stays selected when a scope with its title remains; otherwise the first is selected and,
    /// since the query changed, a match is requested.
    case setScopes([SearchScope])

    // MARK: Results

    /// Asks for the current query's results again, under a new generation: what is searched
    /// changed (the host reloaded its data, or turned filtering back on), not the query, as a
    /// pull to refresh does (`refreshable`).
    case refresh

    /// Tells the session that the results of a match generation are now on screen.
    case matchesArrived(generation: Int)
}

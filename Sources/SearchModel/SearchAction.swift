/// Something the user (or the program hosting the search) asks a ``SearchSession`` to do.
///
/// Actions are values so that a key map can produce them, tests can replay them, and the session's
/// reaction to each one is a pure function.
public enum SearchAction: Sendable, Equatable {
    /// Types text at the end of the field, presenting search if it was not.
    case insert(String)
    /// Deletes the last character of the text.
    case deleteBackward
    /// Replaces the whole text, as assigning to the `text` binding does.
    case replaceText(String)
    /// Presents or dismisses search from outside, like writing the `isPresented` binding.
    case setPresented(Bool)
    /// Dismisses search, as `dismissSearch()` does.
    case dismiss
    /// Moves keyboard focus, as writing a `searchFocused` binding does.
    case focus(SearchFocus)
    /// Submits the current query, as Return does for `onSubmit(of: .search)`.
    case submit
}

/// Work a ``SearchSession`` asks its host to perform after an action.
public enum SearchEffect: Sendable, Equatable {
    /// Run `query`; tag the results with `generation` so stale ones can be told apart.
    case match(SearchQuery, generation: Int)
    /// The user submitted `query` (`onSubmit(of: .search)`).
    case submit(SearchQuery)
}

/// Where keyboard input goes while the search interface is on screen.
public enum SearchFocus: Sendable, Equatable {
    /// Nothing in the search interface has focus (search is not presented).
    case none
    /// The search field has focus: typed characters edit the text.
    case field
    /// The results list has focus while search stays presented.
    case results
}

/// Everything the matcher needs to know about what the user is looking for.
public struct SearchQuery: Sendable, Equatable, Hashable {
    /// The free text of the field, in the matcher's query language.
    public var text: String

    public init(text: String) {
        self.text = text
    }
}

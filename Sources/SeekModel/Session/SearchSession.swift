/// The state of one search interface, independent of any view: the terminal counterpart of
/// everything SwiftUI's `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:)`
/// and its companion modifiers (`searchScopes`, `searchSuggestions`, `searchFocused`,
/// `onSubmit(of: .search)`, the toolbar behaviours) manage.
///
/// A session is a value. Every change of its search state goes through ``send(_:)``, which returns
/// the work the caller must do next (run a match, record a submit, refresh suggestions) as
/// ``SearchEffect`` values. That is what lets the whole search behaviour be tested without a
/// terminal. Configuration that cannot break the session's rules (prompt, placement, toolbar
/// behaviours, token fields, match timing) is one ``Configuration`` value, whose settings are also
/// read and written on the session by name (`session.prompt`); configuration that can (scopes,
/// suggestion visibility) goes through methods named after the SwiftUI modifiers.
///
/// The rules, as in SwiftUI:
/// - ``isSearching`` is true from activation (typing, focusing the field, `isPresented = true`)
///   until search is dismissed. Focus is separate: it can move to the results list while search
///   stays presented.
/// - Dismissing clears the text and tokens, removes focus, ends searching and hides scopes and
///   suggestions; it does nothing when search is not presented.
/// - Submitting is its own event; it turns recognised `field:value` terms into tokens.
///
/// ```swift
/// var session = SearchSession(prompt: "Find a recipe")
///     .searchScopes([SearchScope("All"), SearchScope("Italian", filter: SearchToken(field: "cuisine", value: "italian"))])
/// let effects = session.send(.insert("pasta"))   // [.match(query, generation: 1)]
/// ```
@dynamicMemberLookup
public struct SearchSession: Sendable, Equatable {
    // MARK: Text, tokens, presentation, focus

    /// The text the user typed into the field, like the `text` binding.
    public internal(set) var text: String
    /// The tokens shown before the text, like the `tokens` binding.
    public internal(set) var tokens: [SearchToken]
    /// Whether the search interface is presented (active), like the `isPresented` binding.
    /// Change it with ``SearchAction/setPresented(_:)``.
    public internal(set) var isPresented: Bool
    /// Where keyboard input goes, like the value bound with `searchFocused`.
    public internal(set) var focus: SearchFocus

    // MARK: Configuration

    /// The settings no rule depends on (prompt, placement, toolbar behaviours, match timing, token
    /// fields, the recent-search limit), each also read and written on the session by its name
    /// (`session.prompt`). A lower recent-search limit drops the oldest recent searches at once.
    public var configuration: Configuration {
        didSet {
            configuration.recentSearchLimit = max(0, configuration.recentSearchLimit)
            if recentSearches.count > configuration.recentSearchLimit {
                recentSearches.removeLast(recentSearches.count - configuration.recentSearchLimit)
            }
        }
    }

    // MARK: Suggestions

    /// The suggestions the host offers, like the content of `searchSuggestions(_:)`. What is shown
    /// is ``visibleSuggestions``.
    public internal(set) var suggestions: [SearchSuggestion]
    /// The tokens the host offers, like the `suggestedTokens` binding; filtered by the term being
    /// typed before they are shown.
    public internal(set) var suggestedTokens: [SearchToken]
    /// The index in ``visibleSuggestions`` of the highlighted suggestion, if any: any row,
    /// display-only ones included (Return on those does nothing); cleared whenever the text or
    /// tokens change.
    public internal(set) var highlightedSuggestionIndex: Int?
    /// The suggestion placements hidden with ``searchSuggestions(_:for:)``.
    public internal(set) var hiddenSuggestionsPlacements: Set<SearchSuggestionsPlacement>

    // MARK: Scopes

    /// The scopes of the scope bar, like the tagged views of `searchScopes(_:activation:_:)`.
    public internal(set) var scopes: [SearchScope]
    /// The index of the selected scope in ``scopes``; 0 (the first, typically "All") by default.
    public internal(set) var selectedScopeIndex: Int
    /// When the scope bar appears.
    public internal(set) var scopeActivation: SearchScopeActivation
    /// Whether the scope bar is shown now.
    public internal(set) var areScopesVisible: Bool

    // MARK: History and generations

    /// The queries submitted so far, most recent first, without repeats. Offered as suggestions
    /// while the text is empty.
    public internal(set) var recentSearches: [SearchQuery]
    /// The generation of the most recent match effect; results of older generations are stale.
    public internal(set) var generation: Int
    /// The generation of the results on screen, as reported by ``SearchAction/matchesArrived(generation:)``.
    public internal(set) var displayedGeneration: Int
    /// The query of the most recent match effect (or the initial query): what the results on
    /// screen describe once they arrive.
    public internal(set) var matchedQuery: SearchQuery

    /// Creates a session, like applying `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:)`.
    ///
    /// A session that starts with text or tokens starts presented. The initial query counts as
    /// generation 0: the host runs it (if it narrows anything) before the first frame.
    public init(
        text: String = "",
        tokens: [SearchToken] = [],
        suggestedTokens: [SearchToken] = [],
        isPresented: Bool = false,
        placement: SearchFieldPlacement = .automatic,
        prompt: String = "Search"
    ) {
        self.text = text
        self.tokens = tokens
        self.isPresented = isPresented || !text.isEmpty || !tokens.isEmpty
        self.focus = self.isPresented ? .field : .none
        self.configuration = Configuration(prompt: prompt, placement: placement)
        self.suggestions = []
        self.suggestedTokens = suggestedTokens
        self.highlightedSuggestionIndex = nil
        self.hiddenSuggestionsPlacements = []
        self.scopes = []
        self.selectedScopeIndex = 0
        self.scopeActivation = .automatic
        self.areScopesVisible = false
        self.recentSearches = []
        self.generation = 0
        self.displayedGeneration = 0
        self.matchedQuery = SearchQuery(text: text, tokens: tokens)
    }

    /// True while search is presented, from activation until cancel or dismiss, like the
    /// `isSearching` environment value.
    public var isSearching: Bool { isPresented }

    /// The query that the current state asks the matcher to run: text AND tokens AND the
    /// applied scope (see ``appliedScope``).
    public var query: SearchQuery {
        SearchQuery(text: text, tokens: tokens, scope: appliedScope)
    }

    /// Applies one action and returns the effects the caller must perform, in order.
    public mutating func send(_ action: SearchAction) -> [SearchEffect] {
        let effects = reduce(action)
        assert(invariantViolations.isEmpty, "SearchSession broke its rules: \(invariantViolations)")
        return effects
    }

    private mutating func reduce(_ action: SearchAction) -> [SearchEffect] {
        switch action {
        case .insert(let typed): insert(typed)
        case .deleteBackward: deleteBackward()
        case .replaceText(let newText): replaceText(with: newText)
        case .addToken(let token): addToken(token)
        case .removeToken(let index): removeToken(at: index)
        case .setPresented(let presented): presented ? present() : dismiss()
        case .dismiss: dismiss()
        case .focus(let target): moveFocus(to: target)
        case .submit: submit()
        case .setSuggestions(let newSuggestions): setSuggestions(newSuggestions)
        case .setSuggestedTokens(let newTokens): setSuggestedTokens(newTokens)
        case .highlightNextSuggestion: moveHighlight(forward: true)
        case .highlightPreviousSuggestion: moveHighlight(forward: false)
        case .clearSuggestionHighlight: clearHighlight()
        case .chooseHighlightedSuggestion: chooseHighlightedSuggestion()
        case .chooseSuggestion(let index): chooseSuggestion(at: index)
        case .selectNextScope: selectScope(offsetBy: 1)
        case .selectPreviousScope: selectScope(offsetBy: -1)
        case .selectScope(let index): selectScope(at: index)
        case .setScopes(let newScopes): setScopes(newScopes)
        case .refresh: [requestMatch()]
        case .matchesArrived(let arrived): matchesArrived(generation: arrived)
        }
    }
}

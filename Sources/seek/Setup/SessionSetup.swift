import SeekCatalog
import SeekModel
import SeekProviders

/// Builds the search session that the command line and the data set describe: scopes from the
/// scope field, tokens and suggested tokens from the token fields, placement, prompt, toolbar
/// behaviours, the search pattern and recent searches.
struct SessionSetup {
    var dataSet: DataSet
    var search: SearchOptions
    var display: DisplayOptions
    var recentSearches: [String]

    /// The fields the user named for tokens, known before a streamed data set has any records.
    var chosenTokenFields: [String] = []

    /// The session before the initial query: vocabulary, placement, prompt, behaviours, history.
    func makeSession() -> SearchSession {
        let vocabulary = SearchVocabulary(dataSet: dataSet)
        var session = SearchSession(
            suggestedTokens: vocabulary.suggestedTokens,
            isPresented: search.presented,
            placement: placement,
            prompt: display.placeholder
        )
        let tokenFields = vocabulary.tokenFields.union(chosenTokenFields)
        session.tokenFields = tokenFields
        session.presentationToolbarBehavior = display.keepTitle ? .avoidHidingContent : .automatic
        session.toolbarBehavior = display.minimize ? .minimize : .automatic
        session.matchTiming = search.suggestAsYouType ? .suggestingAsYouType : search.submitOnly ? .onSubmit : .asYouType
        // Scopes found later in a stream keep the activation chosen here.
        session = session.searchScopes(vocabulary.scopes, activation: activation)
        return session.rememberingRecentSearches(recentSearches.map { SearchQuery(remembered: $0, tokenFields: tokenFields) })
    }

    /// The session with `-q`'s text typed in, as a user would type it: a `field:value` term
    /// followed by a space becomes a token.
    func makeSession(typing text: String) -> SearchSession {
        var session = makeSession()
        if !text.isEmpty { _ = session.send(.insert(text)) }
        return session
    }

    /// The query of `--filter TEXT`: the text typed and submitted, so every `field:value` term of
    /// a token field is a token, with or without a space after it.
    func filterQuery(_ text: String) -> SearchQuery {
        var session = makeSession(typing: text)
        _ = session.send(.submit)
        return session.query
    }

    private var placement: SearchFieldPlacement {
        let choice: PlacementChoice = display.placement == .automatic ? (display.layout?.placement ?? .automatic) : display.placement
        if display.layout == .reverse && display.placement == .automatic { return .drawer(always: true) }
        return switch choice {
        case .automatic: .automatic
        case .drawer: .drawer(always: display.drawer == .always)
        case .sidebar: .sidebar
        case .bottom: .bottom
        case .toolbar: .toolbar
        }
    }

    private var activation: SearchScopeActivation {
        switch search.scopeActivation {
        case .automatic: .automatic
        case .textEntry: .onTextEntry
        case .presentation: .onSearchPresentation
        }
    }
}

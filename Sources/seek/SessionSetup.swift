import Catalog
import SearchModel

/// Builds the search session that the command line and the data set describe: scopes from the
/// scope field, tokens and suggested tokens from the token fields, placement, prompt, toolbar
/// behaviours, the search pattern and recent searches.
struct SessionSetup {
    var dataSet: DataSet
    var search: SearchOptions
    var display: DisplayOptions
    var recentSearches: [String]

    func makeSession() -> SearchSession {
        let tokenFields = dataSet.roles?.tokenFields ?? []
        var session = SearchSession(
            text: search.query ?? "",
            suggestedTokens: tokenFields.flatMap { field in
                (dataSet.tokenValues[field] ?? []).map { SearchToken(field: field, value: $0) }
            },
            isPresented: search.presented,
            placement: placement,
            prompt: display.prompt
        )
        session.tokenFields = Set(tokenFields)
        session.presentationToolbarBehavior = display.keepTitle ? .avoidHidingContent : .automatic
        session.toolbarBehavior = display.minimize ? .minimize : .automatic
        session.matchTiming = search.submitOnly ? .onSubmit : .asYouType
        if let scopeField = dataSet.roles?.scopeField, !dataSet.scopeValues.isEmpty {
            let scopes = [SearchScope("All")] + dataSet.scopeValues.map {
                SearchScope($0, filter: SearchToken(field: scopeField, value: $0))
            }
            session = session.searchScopes(scopes, activation: activation)
        }
        return session.rememberingRecentSearches(recentSearches.map { query(from: $0, tokenFields: Set(tokenFields)) })
    }

    private var placement: SearchFieldPlacement {
        switch display.placement {
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

    /// A remembered search, written as the user typed it, with its token terms turned back into tokens.
    private func query(from line: String, tokenFields: Set<String>) -> SearchQuery {
        var tokens: [SearchToken] = []
        var words: [Substring] = []
        for word in line.split(separator: " ") {
            if let colon = word.firstIndex(of: ":"), tokenFields.contains(String(word[..<colon])), word.index(after: colon) < word.endIndex {
                tokens.append(SearchToken(field: String(word[..<colon]), value: String(word[word.index(after: colon)...])))
            } else {
                words.append(word)
            }
        }
        return SearchQuery(text: words.joined(separator: " "), tokens: tokens)
    }
}

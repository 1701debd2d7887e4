import Testing
@testable import SeekModel

@Suite("Replacing scopes while data arrives")
struct ScopeReplacementTests {
    static let greenScope = SearchScope("Green", filter: SearchToken(field: "cuisine", value: "green"))

    @Test("New scopes keep the selected scope by title, with no new match")
    func keepsTheSelectionByTitle() {
        var session = Fixture.recipes()
        _ = session.send(.setPresented(true))
        _ = session.send(.selectScope(at: 2))
        var store = SessionStore(session)
        let grown = [Fixture.all, Self.greenScope, Fixture.italianScope, Fixture.thaiScope]
        store.send(.setScopes(grown)) {
            $0.scopes = grown
            $0.selectedScopeIndex = 3
        }
    }

    @Test("When the selected scope disappears, the first is selected and a match is asked for")
    func fallsBackToTheFirstScope() {
        var session = Fixture.recipes()
        _ = session.send(.setPresented(true))
        _ = session.send(.selectScope(at: 1))
        var store = SessionStore(session)
        let remaining = [Fixture.all, Fixture.thaiScope]
        store.send(.setScopes(remaining), effects: [.match(SearchQuery(scope: Fixture.all), generation: 2)]) {
            $0.scopes = remaining
            $0.selectedScopeIndex = 0
            $0.generation = 2
            $0.matchedQuery = SearchQuery(scope: Fixture.all)
        }
    }

    @Test("The first scopes of a data set still streaming in appear with the chosen activation")
    func firstScopesOfAStream() {
        var session = SearchSession(isPresented: true).searchScopes([], activation: .onSearchPresentation)
        var store = SessionStore(session)
        store.send(.setScopes(Fixture.scopes)) {
            $0.scopes = Fixture.scopes
            $0.areScopesVisible = true
            $0.matchedQuery = SearchQuery(scope: Fixture.all)
        }
        session = store.state
        #expect(session.query.scope == Fixture.all, "All narrows nothing, so the list on screen still answers the query")
    }

    @Test("Removing every scope hides the scope bar")
    func removingEveryScopeHidesTheBar() {
        var session = Fixture.recipes()
        _ = session.send(.setPresented(true))
        var store = SessionStore(session)
        store.send(.setScopes([])) {
            $0.scopes = []
            $0.areScopesVisible = false
            $0.matchedQuery = SearchQuery()
        }
    }

    /// A presented session that has submitted `texts` in order.
    static func sessionAfterSubmitting(_ texts: [String]) -> SearchSession {
        var session = SearchSession(isPresented: true)
        for text in texts {
            _ = session.send(.replaceText(text))
            _ = session.send(.submit)
        }
        return session
    }

    @Test("Configuration changes together and trims recent searches to the new limit")
    func configurationTrimsRecentSearches() {
        var session = Self.sessionAfterSubmitting(["a", "b", "c"])
        var configuration = session.configuration
        configuration.recentSearchLimit = 2
        configuration.prompt = "Find"
        configuration.tokenFields = ["kind"]
        session.configuration = configuration
        #expect(session.recentSearches.map(\.text) == ["c", "b"])
        #expect(session.prompt == "Find")
        #expect(session.tokenFields == ["kind"])
    }

    @Test("A setting written on the session by name is its configuration's, and a lower limit trims at once")
    func settingsByNameAreTheConfiguration() {
        var session = Self.sessionAfterSubmitting(["a", "b", "c"])
        session.recentSearchLimit = 1
        session.tokenFields = ["kind"]
        #expect(session.configuration.recentSearchLimit == 1 && session.configuration.tokenFields == ["kind"])
        #expect(session.recentSearches.map(\.text) == ["c"])
        session.recentSearchLimit = -3
        #expect(session.recentSearchLimit == 0 && session.recentSearches.isEmpty, "a negative limit counts as 0")
    }
}

@Suite("Remembered queries")
struct RememberedQueryTests {
    @Test("A history line gives back its tokens and its text")
    func historyLineGivesBackTokens() {
        let query = SearchQuery(remembered: "cuisine:thai green curry note:x", tokenFields: ["cuisine"])
        #expect(query.tokens == [SearchToken(field: "cuisine", value: "thai")])
        #expect(query.text == "green curry note:x")
        #expect(SearchQuery(remembered: query.description, tokenFields: ["cuisine"]) == query)
    }
}

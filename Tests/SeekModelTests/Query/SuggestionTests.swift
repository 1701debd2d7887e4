import Testing
@testable import SeekModel

@Suite("Suggestions")
struct SuggestionTests {
    static let carbonara = SearchSuggestion("Spaghetti carbonara", completion: "carbonara")
    static let header = SearchSuggestion("Popular")
    static let cacio = SearchSuggestion("Cacio e pepe", completion: "cacio e pepe")

    @Test("Choosing a suggestion with a completion replaces the text")
    func choosingReplacesText() {
        var store = SessionStore(Fixture.suggesting([Self.carbonara], text: "car"))
        let query = SearchQuery(text: "carbonara")
        store.send(.chooseSuggestion(at: 0), effects: [.match(query, generation: 2)]) {
            $0.text = "carbonara"
            $0.matchedQuery = query
            $0.generation = 2
        }
    }

    @Test("A suggestion without a completion is display-only and cannot be chosen")
    func displayOnlyCannotBeChosen() {
        var store = SessionStore(Fixture.suggesting([Self.header, Self.carbonara], text: "car"))
        #expect(!Self.header.isChoosable)
        store.send(.chooseSuggestion(at: 0))
        store.send(.chooseSuggestion(at: 7))
    }

    @Test("The arrows rest on a display-only suggestion, and choosing it does nothing")
    func displayOnlyIsWalkedButNotChosen() {
        var store = SessionStore(Fixture.suggesting([Self.header], text: "car"))
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.chooseHighlightedSuggestion)
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = nil }
        store.send(.highlightPreviousSuggestion) { $0.highlightedSuggestionIndex = 0 }
    }

    @Test("Suggestions are visible only while searching")
    func visibleOnlyWhileSearching() {
        var store = SessionStore(SearchSession())
        store.send(.setSuggestions([Self.carbonara])) { $0.suggestions = [Self.carbonara] }
        #expect(store.state.visibleSuggestions.isEmpty)
        store.send(.highlightNextSuggestion)
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.focus = .field
        }
        #expect(store.state.visibleSuggestions == [Self.carbonara])
    }

    @Test("The highlight moves down through every row, display-only ones included")
    func highlightMovesDown() {
        var store = SessionStore(Fixture.suggesting([Self.carbonara, Self.header, Self.cacio], text: "c"))
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 1 }
        #expect(store.state.highlightedSuggestion == Self.header)
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 2 }
        #expect(store.state.highlightedSuggestion == Self.cacio)
    }

    @Test("The highlight moves up from nothing to the last row, display-only or not")
    func highlightMovesUp() {
        var store = SessionStore(Fixture.suggesting([Self.carbonara, Self.header, Self.cacio, Self.header], text: "c"))
        store.send(.highlightPreviousSuggestion) { $0.highlightedSuggestionIndex = 3 }
        store.send(.highlightPreviousSuggestion) { $0.highlightedSuggestionIndex = 2 }
    }

    @Test("Moving past the last (or first) suggestion returns to the field")
    func highlightLeavesList() {
        var store = SessionStore(Fixture.suggesting([Self.carbonara, Self.cacio], text: "c"))
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 1 }
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = nil }
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.highlightPreviousSuggestion) { $0.highlightedSuggestionIndex = nil }
    }

    @Test("The highlight is cleared when the text changes")
    func highlightClearedByTyping() {
        var session = Fixture.suggesting([Self.carbonara], text: "c")
        _ = session.send(.highlightNextSuggestion)
        var store = SessionStore(session)
        let query = SearchQuery(text: "ca")
        store.send(.insert("a"), effects: [.match(query, generation: 2)]) {
            $0.text = "ca"
            $0.highlightedSuggestionIndex = nil
            $0.generation = 2
            $0.matchedQuery = query
        }
    }

    @Test("New suggestions clear the highlight")
    func newSuggestionsClearHighlight() {
        var session = Fixture.suggesting([Self.carbonara], text: "c")
        _ = session.send(.highlightNextSuggestion)
        var store = SessionStore(session)
        store.send(.setSuggestions([Self.cacio])) {
            $0.suggestions = [Self.cacio]
            $0.highlightedSuggestionIndex = nil
        }
    }

    @Test("Choosing the highlighted suggestion replaces the text")
    func chooseHighlighted() {
        var store = SessionStore(Fixture.suggesting([Self.header, Self.cacio], text: "c"))
        store.send(.chooseHighlightedSuggestion)
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.chooseHighlightedSuggestion)
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 1 }
        let query = SearchQuery(text: "cacio e pepe")
        store.send(.chooseHighlightedSuggestion, effects: [.match(query, generation: 2)]) {
            $0.text = "cacio e pepe"
            $0.highlightedSuggestionIndex = nil
            $0.generation = 2
            $0.matchedQuery = query
        }
    }

    @Test("Moving focus to the results hides the suggestions and clears the highlight")
    func resultsFocusHidesSuggestions() {
        var session = Fixture.suggesting([Self.carbonara], text: "c")
        _ = session.send(.highlightNextSuggestion)
        var store = SessionStore(session)
        store.send(.focus(.results)) {
            $0.focus = .results
            $0.highlightedSuggestionIndex = nil
        }
        #expect(store.state.visibleSuggestions.isEmpty)
        #expect(store.state.isSearching)
    }

    @Test("Suggestions show in a popup menu by default")
    func menuByDefault() {
        let session = Fixture.suggesting([Self.carbonara], text: "c")
        #expect(session.suggestionsPlacement == .menu)
        #expect(session.visibleSuggestions == [Self.carbonara])
    }

    @Test("Hiding suggestions for the menu shows them inline, in place of the list")
    func hiddenForMenuShowsInline() {
        let session = Fixture.suggesting([Self.carbonara], text: "c").searchSuggestions(.hidden, for: [.menu])
        #expect(session.suggestionsPlacement == .content)
        #expect(session.visibleSuggestions == [Self.carbonara])
        let shownAgain = session.searchSuggestions(.visible, for: [.menu])
        #expect(shownAgain.suggestionsPlacement == .menu)
    }

    @Test("Hiding suggestions for every placement hides them")
    func hiddenEverywhere() {
        let session = Fixture.suggesting([Self.carbonara], text: "c").searchSuggestions(.hidden, for: [.menu, .content])
        #expect(session.suggestionsPlacement == nil)
        #expect(session.visibleSuggestions.isEmpty)
        var store = SessionStore(session)
        store.send(.highlightNextSuggestion)
        store.send(.chooseSuggestion(at: 0))
    }

    @Test("Recent searches are offered while the text is empty")
    func recentSearchesWhenEmpty() {
        var session = SearchSession(text: "pasta")
        _ = session.send(.submit)
        #expect(session.visibleSuggestions.isEmpty)
        var store = SessionStore(session)
        let empty = SearchQuery()
        store.send(.replaceText(""), effects: [.match(empty, generation: 1)]) {
            $0.text = ""
            $0.generation = 1
            $0.matchedQuery = empty
        }
        let recent = SearchQuery(text: "pasta")
        #expect(store.state.visibleSuggestions == [SearchSuggestion(title: "pasta", completion: .query(recent))])
    }

    @Test("Choosing a recent search restores its text, tokens and scope")
    func choosingRecentRestoresQuery() {
        var session = Fixture.recipes()
        _ = session.send(.insert("cuisine:thai soup"))
        _ = session.send(.selectNextScope)
        _ = session.send(.submit)
        let recent = SearchQuery(text: "soup", tokens: [Fixture.thai], scope: Fixture.italianScope)
        #expect(session.recentSearches == [recent])
        _ = session.send(.dismiss)
        _ = session.send(.setPresented(true))
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:thai soup in Italian"])
        var store = SessionStore(session)
        let generation = session.generation + 1
        store.send(.chooseSuggestion(at: 0), effects: [.match(recent, generation: generation)]) {
            $0.text = "soup"
            $0.tokens = [Fixture.thai]
            $0.selectedScopeIndex = 1
            $0.generation = generation
            $0.matchedQuery = recent
        }
    }
}

@Suite("Suggestion order")
struct SuggestionOrderTests {
    @Test("With nothing typed, recent searches come before suggested tokens; while typing, tokens come first")
    func recentSearchesComeFirstWhenEmpty() {
        let thai = SearchToken(field: "cuisine", value: "Thai")
        let recent = SearchQuery(text: "curry")
        var session = SearchSession(suggestedTokens: [thai], isPresented: true).rememberingRecentSearches([recent])
        #expect(session.visibleSuggestions.map(\.title) == ["curry", "cuisine:Thai"])
        _ = session.send(.insert("th"))
        _ = session.send(.setSuggestions([SearchSuggestion("thai", completion: "thai")]))
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:Thai", "thai"])
    }
}

@Suite("Clearing the highlight")
struct ClearHighlightTests {
    @Test("Clearing the highlight removes it and changes nothing else")
    func clearingTheHighlightChangesNothingElse() {
        let carbonara = SearchSuggestion("Spaghetti carbonara", completion: "carbonara")
        var store = SessionStore(Fixture.suggesting([carbonara], text: "car"))
        store.send(.highlightNextSuggestion) { $0.highlightedSuggestionIndex = 0 }
        store.send(.clearSuggestionHighlight) { $0.highlightedSuggestionIndex = nil }
        store.send(.clearSuggestionHighlight)
    }
}

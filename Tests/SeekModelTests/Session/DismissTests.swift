import Testing
@testable import SeekModel

@Suite("Dismiss")
struct DismissTests {
    @Test("Dismiss clears the text and tokens, removes focus and ends searching")
    func dismissClears() {
        var store = SessionStore(SearchSession(text: "pa", tokens: [Fixture.italian]))
        store.send(.dismiss, effects: [.match(SearchQuery(), generation: 1)]) {
            $0.isPresented = false
            $0.focus = .none
            $0.text = ""
            $0.tokens = []
            $0.generation = 1
            $0.matchedQuery = SearchQuery()
        }
        #expect(!store.state.isSearching)
    }

    @Test("Dismiss hides the scopes and the suggestions and returns to the first scope")
    func dismissHidesScopesAndSuggestions() {
        var session = Fixture.recipes()
        _ = session.send(.setSuggestions([SearchSuggestion("Carbonara", completion: "carbonara")]))
        _ = session.send(.insert("car"))
        _ = session.send(.selectNextScope)
        _ = session.send(.highlightNextSuggestion)
        #expect(session.areScopesVisible)
        #expect(session.highlightedSuggestionIndex == 0)
        var store = SessionStore(session)
        let everything = SearchQuery(scope: Fixture.all)
        store.send(.dismiss, effects: [.match(everything, generation: 3)]) {
            $0.isPresented = false
            $0.focus = .none
            $0.text = ""
            $0.highlightedSuggestionIndex = nil
            $0.areScopesVisible = false
            $0.selectedScopeIndex = 0
            $0.generation = 3
            $0.matchedQuery = everything
        }
        #expect(store.state.visibleSuggestions.isEmpty)
    }

    @Test("Dismiss has no effect when search is not presented")
    func dismissWhileIdle() {
        var store = SessionStore(Fixture.recipes())
        store.send(.dismiss)
        store.send(.setPresented(false))
    }

    @Test("Dismiss asks for no match when the results were never narrowed")
    func dismissWithoutNarrowedResults() {
        var store = SessionStore(Fixture.recipes(timing: .onSubmit))
        store.send(.insert("pasta")) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "pasta"
            $0.areScopesVisible = true
        }
        store.send(.dismiss) {
            $0.isPresented = false
            $0.focus = .none
            $0.text = ""
            $0.areScopesVisible = false
        }
    }

    @Test("Dismiss after a submitted search asks for the unnarrowed results")
    func dismissAfterSubmit() {
        var session = Fixture.recipes(timing: .onSubmit)
        _ = session.send(.insert("pasta"))
        _ = session.send(.submit)
        var store = SessionStore(session)
        let everything = SearchQuery(scope: Fixture.all)
        store.send(.dismiss, effects: [.match(everything, generation: 2)]) {
            $0.isPresented = false
            $0.focus = .none
            $0.text = ""
            $0.areScopesVisible = false
            $0.generation = 2
            $0.matchedQuery = everything
        }
    }
}

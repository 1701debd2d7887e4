import Testing
@testable import SeekModel

@Suite("Text, presentation and focus")
struct PresentationTests {
    @Test("A new session is not searching, has no focus and prompts \"Search\"")
    func newSessionIsIdle() {
        let session = SearchSession()
        #expect(session.text.isEmpty)
        #expect(session.tokens.isEmpty)
        #expect(!session.isPresented)
        #expect(!session.isSearching)
        #expect(session.focus == .none)
        #expect(session.prompt == "Search")
        #expect(session.generation == 0)
        #expect(session.query == SearchQuery())
        #expect(session.visibleSuggestions.isEmpty)
    }

    @Test("Starting with text starts presented, with the field focused")
    func startingWithTextPresents() {
        let session = SearchSession(text: "pasta")
        #expect(session.isPresented)
        #expect(session.isSearching)
        #expect(session.focus == .field)
        #expect(session.matchedQuery == SearchQuery(text: "pasta"))
    }

    @Test("isPresented: true from outside presents and focuses the field without matching")
    func presentingFromOutside() {
        var store = SessionStore(SearchSession())
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.focus = .field
        }
        #expect(store.state.isSearching)
    }

    @Test("Presenting a search that is already presented changes nothing")
    func presentingTwice() {
        var store = SessionStore(SearchSession(isPresented: true))
        store.send(.focus(.results)) { $0.focus = .results }
        store.send(.setPresented(true))
    }

    @Test("Typing presents search and asks for a match")
    func typingPresents() {
        var store = SessionStore(SearchSession())
        store.send(.insert("pa"), effects: [.match(SearchQuery(text: "pa"), generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "pa"
            $0.generation = 1
            $0.matchedQuery = SearchQuery(text: "pa")
        }
    }

    @Test("Typing nothing changes nothing")
    func typingNothing() {
        var store = SessionStore(SearchSession())
        store.send(.insert(""))
    }

    @Test("Focus moves to the results while search stays presented")
    func focusMovesToResults() {
        var store = SessionStore(SearchSession(text: "pa"))
        store.send(.focus(.results)) { $0.focus = .results }
        #expect(store.state.isSearching)
        #expect(store.state.text == "pa")
    }

    @Test("Focus returns from the results to the field")
    func focusReturnsToField() {
        var store = SessionStore(SearchSession(text: "pa"))
        store.send(.focus(.results)) { $0.focus = .results }
        store.send(.focus(.field)) { $0.focus = .field }
    }

    @Test("Typing while the results have focus brings focus back to the field")
    func typingRefocusesField() {
        var store = SessionStore(SearchSession(text: "pa"))
        store.send(.focus(.results)) { $0.focus = .results }
        store.send(.insert("s"), effects: [.match(SearchQuery(text: "pas"), generation: 1)]) {
            $0.focus = .field
            $0.text = "pas"
            $0.generation = 1
            $0.matchedQuery = SearchQuery(text: "pas")
        }
    }

    @Test("Focusing the field presents search, like searchFocused = true")
    func focusingFieldPresents() {
        var store = SessionStore(SearchSession())
        store.send(.focus(.field)) {
            $0.isPresented = true
            $0.focus = .field
        }
    }

    @Test("Focusing the results does nothing while search is not presented")
    func focusingResultsWhileIdle() {
        var store = SessionStore(SearchSession())
        store.send(.focus(.results))
        store.send(.focus(.none))
    }

    @Test("Removing focus keeps search presented")
    func unfocusingKeepsSearch() {
        var store = SessionStore(SearchSession(text: "pa"))
        store.send(.focus(.none)) { $0.focus = .none }
        #expect(store.state.isSearching)
    }

    @Test("isPresented: false from outside dismisses")
    func dismissingFromOutside() {
        var store = SessionStore(SearchSession(text: "pa"))
        store.send(.setPresented(false), effects: [.match(SearchQuery(), generation: 1)]) {
            $0.isPresented = false
            $0.focus = .none
            $0.text = ""
            $0.generation = 1
            $0.matchedQuery = SearchQuery()
        }
    }

    @Test("Replacing the text presents search; replacing it with the same text does nothing")
    func replacingText() {
        var store = SessionStore(SearchSession())
        store.send(.replaceText(""))
        store.send(.replaceText("cuisine:thai"), effects: [.match(SearchQuery(text: "cuisine:thai"), generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "cuisine:thai"
            $0.generation = 1
            $0.matchedQuery = SearchQuery(text: "cuisine:thai")
        }
        store.send(.replaceText("cuisine:thai"))
    }
}

import Testing
@testable import SeekModel

@Suite("Scopes")
struct ScopeTests {
    /// A recipe session presented with the scope bar shown (automatic activation).
    static func presented(timing: SearchMatchTiming = .asYouType) -> SearchSession {
        var session = Fixture.recipes(timing: timing)
        _ = session.send(.setPresented(true))
        return session
    }

    @Test("The first scope (All) is selected by default")
    func firstScopeByDefault() {
        let session = Fixture.recipes()
        #expect(session.selectedScopeIndex == 0)
        #expect(session.selectedScope == Fixture.all)
        #expect(session.query.scope == Fixture.all)
        #expect(session.matchedQuery == session.query)
        #expect(SearchSession().selectedScope == nil)
    }

    @Test("Next scope cycles forward and wraps, asking for a match each time")
    func nextScopeWraps() {
        var store = SessionStore(Self.presented())
        for (generation, index) in [(1, 1), (2, 2), (3, 0)] {
            let query = SearchQuery(scope: Fixture.scopes[index])
            store.send(.selectNextScope, effects: [.match(query, generation: generation)]) {
                $0.selectedScopeIndex = index
                $0.generation = generation
                $0.matchedQuery = query
            }
        }
    }

    @Test("Previous scope wraps from the first to the last")
    func previousScopeWraps() {
        var store = SessionStore(Self.presented())
        let query = SearchQuery(scope: Fixture.thaiScope)
        store.send(.selectPreviousScope, effects: [.match(query, generation: 1)]) {
            $0.selectedScopeIndex = 2
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Selecting a scope by index asks for a match; the selected or a missing index does nothing")
    func selectByIndex() {
        var store = SessionStore(Self.presented())
        store.send(.selectScope(at: 0))
        store.send(.selectScope(at: 3))
        store.send(.selectScope(at: -1))
        let query = SearchQuery(scope: Fixture.thaiScope)
        store.send(.selectScope(at: 2), effects: [.match(query, generation: 1)]) {
            $0.selectedScopeIndex = 2
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("onTextEntry: scopes appear once text is typed and stay while it is deleted")
    func onTextEntry() {
        var store = SessionStore(Fixture.recipes(activation: .onTextEntry))
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.focus = .field
        }
        #expect(!store.state.areScopesVisible)
        store.send(.selectNextScope)
        let typed = SearchQuery(text: "p", scope: Fixture.all)
        store.send(.insert("p"), effects: [.match(typed, generation: 1)]) {
            $0.text = "p"
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = typed
        }
        let empty = SearchQuery(scope: Fixture.all)
        store.send(.deleteBackward, effects: [.match(empty, generation: 2)]) {
            $0.text = ""
            $0.generation = 2
            $0.matchedQuery = empty
        }
    }

    @Test("onSearchPresentation: scopes appear as soon as search is presented")
    func onSearchPresentation() {
        var store = SessionStore(Fixture.recipes(activation: .onSearchPresentation))
        #expect(!store.state.areScopesVisible)
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.focus = .field
            $0.areScopesVisible = true
        }
    }

    @Test("automatic activation is onSearchPresentation in a terminal")
    func automaticActivation() {
        #expect(SearchScopeActivation.automatic.resolved == .onSearchPresentation)
        #expect(SearchScopeActivation.onTextEntry.resolved == .onTextEntry)
        var store = SessionStore(Fixture.recipes(activation: .automatic))
        store.send(.focus(.field)) {
            $0.isPresented = true
            $0.focus = .field
            $0.areScopesVisible = true
        }
    }

    @Test("Tab and Shift-Tab do not change scopes while the scope bar is hidden")
    func hiddenScopesDoNotCycle() {
        var store = SessionStore(Fixture.recipes())
        store.send(.selectNextScope)
        store.send(.selectPreviousScope)
    }

    @Test("A scope the program selects before search is presented is kept, narrows nothing out of sight, and shows when search is presented")
    func programScopeWrittenBeforePresentingSticks() {
        var store = SessionStore(Fixture.recipes())
        store.send(.selectScope(at: 1)) { $0.selectedScopeIndex = 1 }
        #expect(store.state.query == SearchQuery(scope: Fixture.all), "the hidden scope does not narrow the list")
        let italian = SearchQuery(scope: Fixture.italianScope)
        store.send(.setPresented(true), effects: [.match(italian, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = italian
        }
    }

    @Test("With text-entry activation, the program's scope shows and applies with the first text typed")
    func programScopeWaitsForTextEntry() {
        var store = SessionStore(Fixture.recipes(activation: .onTextEntry))
        store.send(.selectScope(at: 2)) { $0.selectedScopeIndex = 2 }
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.focus = .field
        }
        let thai = SearchQuery(text: "c", scope: Fixture.thaiScope)
        store.send(.insert("c"), effects: [.match(thai, generation: 1)]) {
            $0.text = "c"
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = thai
        }
    }

    @Test("Scopes disappear when search is cancelled")
    func scopesDisappearOnCancel() {
        var store = SessionStore(Self.presented())
        #expect(store.state.areScopesVisible)
        store.send(.dismiss) {
            $0.isPresented = false
            $0.focus = .none
            $0.areScopesVisible = false
        }
    }

    @Test("Changing scope asks for a match even when typing waits for submit")
    func scopeChangeMatchesInSubmitOnly() {
        var session = Self.presented(timing: .onSubmit)
        _ = session.send(.insert("pasta"))
        var store = SessionStore(session)
        let query = SearchQuery(text: "pasta", scope: Fixture.italianScope)
        store.send(.selectNextScope, effects: [.match(query, generation: 1)]) {
            $0.selectedScopeIndex = 1
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("A session with a single scope has nothing to cycle to")
    func singleScope() {
        var session = SearchSession(isPresented: true).searchScopes([Fixture.all])
        #expect(session.areScopesVisible)
        var store = SessionStore(session)
        store.send(.selectNextScope)
        session = store.state
        #expect(session.selectedScopeIndex == 0)
    }
}

import Testing
@testable import SeekModel

/// What a host program writes while search is not presented is kept, and shown once it is:
/// the scope waits hidden, text and tokens present search as they arrive, and presenting shows
/// them all.
@Suite("Program writes")
struct ProgramWriteTests {
    @Test("Text the program writes while search is not presented is kept and presents it")
    func textWrittenBeforePresentingSticks() {
        var store = SessionStore(SearchSession())
        let pie = SearchQuery(text: "pie")
        store.send(.replaceText("pie"), effects: [.match(pie, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "pie"
            $0.generation = 1
            $0.matchedQuery = pie
        }
    }

    @Test("A token the program adds while search is not presented is kept and presents it")
    func tokenWrittenBeforePresentingSticks() {
        var store = SessionStore(SearchSession())
        let query = SearchQuery(tokens: [Fixture.thai])
        store.send(.addToken(Fixture.thai), effects: [.match(query, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.tokens = [Fixture.thai]
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Scope, tokens and text written in turn while search is not presented are all kept and shown")
    func everyWriteBeforePresentingSticks() {
        var store = SessionStore(Fixture.recipes())
        store.send(.selectScope(at: 2)) { $0.selectedScopeIndex = 2 }
        let withToken = SearchQuery(tokens: [Fixture.easy], scope: Fixture.thaiScope)
        store.send(.addToken(Fixture.easy), effects: [.match(withToken, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.tokens = [Fixture.easy]
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = withToken
        }
        let withText = SearchQuery(text: "curry", tokens: [Fixture.easy], scope: Fixture.thaiScope)
        store.send(.replaceText("curry"), effects: [.match(withText, generation: 2)]) {
            $0.text = "curry"
            $0.generation = 2
            $0.matchedQuery = withText
        }
    }

    @Test("Presentation the program writes shows the scope it chose earlier")
    func presentationShowsTheEarlierScope() {
        var store = SessionStore(Fixture.recipes(timing: .onSubmit))
        store.send(.selectScope(at: 1)) { $0.selectedScopeIndex = 1 }
        let italian = SearchQuery(scope: Fixture.italianScope)
        // Choosing a scope is deliberate: it is matched even in the submit-only pattern.
        store.send(.setPresented(true), effects: [.match(italian, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = italian
        }
    }

    @Test("Dismissing returns to the first scope: the next presentation starts unnarrowed")
    func dismissForgetsTheScope() {
        var session = Fixture.recipes()
        _ = session.send(.selectScope(at: 1))
        _ = session.send(.setPresented(true))
        var store = SessionStore(session)
        let everything = SearchQuery(scope: Fixture.all)
        store.send(.dismiss, effects: [.match(everything, generation: 2)]) {
            $0.isPresented = false
            $0.focus = .none
            $0.areScopesVisible = false
            $0.selectedScopeIndex = 0
            $0.generation = 2
            $0.matchedQuery = everything
        }
    }
}

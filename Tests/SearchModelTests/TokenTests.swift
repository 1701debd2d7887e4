import Testing
@testable import SearchModel

@Suite("Tokens")
struct TokenTests {
    @Test("Deleting backward removes the last character")
    func deleteCharacter() {
        var store = SessionStore(SearchSession(text: "pastà"))
        let query = SearchQuery(text: "past")
        store.send(.deleteBackward, effects: [.match(query, generation: 1)]) {
            $0.text = "past"
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Deleting backward on empty text removes the last token")
    func deleteToken() {
        var store = SessionStore(SearchSession(tokens: [Fixture.italian, Fixture.easy]))
        let query = SearchQuery(tokens: [Fixture.italian])
        store.send(.deleteBackward, effects: [.match(query, generation: 1)]) {
            $0.tokens = [Fixture.italian]
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Deleting backward while the results have focus brings focus back to the field")
    func deleteRefocusesField() {
        var session = SearchSession(text: "ab")
        _ = session.send(.focus(.results))
        var store = SessionStore(session)
        let query = SearchQuery(text: "a")
        store.send(.deleteBackward, effects: [.match(query, generation: 1)]) {
            $0.text = "a"
            $0.focus = .field
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Deleting backward with no text and no tokens does nothing")
    func deleteNothing() {
        var store = SessionStore(SearchSession(isPresented: true))
        store.send(.deleteBackward)
        var idle = SessionStore(SearchSession())
        idle.send(.deleteBackward)
    }

    @Test("Suggested tokens are offered while typing, filtered by the term being typed")
    func suggestedTokensFiltered() {
        var session = SearchSession(suggestedTokens: [Fixture.italian, Fixture.thai, Fixture.easy], isPresented: true)
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:italian", "cuisine:thai", "difficulty:easy"])
        _ = session.send(.insert("soup cuis"))
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:italian", "cuisine:thai"])
        _ = session.send(.insert("ine:TH"))
        #expect(session.visibleSuggestions == [SearchSuggestion("cuisine:thai", token: Fixture.thai)])
    }

    @Test("Choosing a suggested token adds it and replaces the term being typed")
    func chooseSuggestedToken() {
        var session = SearchSession(suggestedTokens: [Fixture.italian, Fixture.thai])
        _ = session.send(.insert("soup th"))
        var store = SessionStore(session)
        let query = SearchQuery(text: "soup ", tokens: [Fixture.thai])
        store.send(.chooseSuggestion(at: 0), effects: [.match(query, generation: 2)]) {
            $0.text = "soup "
            $0.tokens = [Fixture.thai]
            $0.generation = 2
            $0.matchedQuery = query
        }
    }

    @Test("Tokens already in the field are not suggested again")
    func presentTokensNotSuggested() {
        let session = SearchSession(tokens: [Fixture.italian], suggestedTokens: [Fixture.italian, Fixture.thai])
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:thai"])
    }

    @Test("New suggested tokens clear the highlight")
    func newSuggestedTokens() {
        var session = SearchSession(suggestedTokens: [Fixture.italian], isPresented: true)
        _ = session.send(.highlightNextSuggestion)
        var store = SessionStore(session)
        store.send(.setSuggestedTokens([Fixture.thai])) {
            $0.suggestedTokens = [Fixture.thai]
            $0.highlightedSuggestionIndex = nil
        }
    }

    @Test("Adding a token presents search; the same token is not added twice")
    func addToken() {
        var store = SessionStore(SearchSession())
        let query = SearchQuery(tokens: [Fixture.easy])
        store.send(.addToken(Fixture.easy), effects: [.match(query, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.tokens = [Fixture.easy]
            $0.generation = 1
            $0.matchedQuery = query
        }
        store.send(.addToken(Fixture.easy))
    }

    @Test("A token can be removed by its index")
    func removeToken() {
        var store = SessionStore(SearchSession(text: "soup", tokens: [Fixture.italian, Fixture.easy]))
        store.send(.removeToken(at: 2))
        let query = SearchQuery(text: "soup", tokens: [Fixture.easy])
        store.send(.removeToken(at: 0), effects: [.match(query, generation: 1)]) {
            $0.tokens = [Fixture.easy]
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("Tokens, text and scope combine into one query")
    func queryCombines() {
        var session = Fixture.recipes()
        _ = session.send(.insert("difficulty:easy soup"))
        _ = session.send(.addToken(Fixture.thai))
        _ = session.send(.selectScope(at: 2))
        #expect(session.query == SearchQuery(text: "soup", tokens: [Fixture.easy, Fixture.thai], scope: Fixture.thaiScope))
        #expect(session.query.description == "difficulty:easy cuisine:thai soup")
        #expect(session.query.hasTerms)
        #expect(!SearchQuery(text: "  ", scope: Fixture.all).hasTerms)
    }

    @Test("A recognised term that repeats a token is absorbed, not duplicated")
    func repeatedTermAbsorbed() {
        var session = Fixture.recipes()
        _ = session.send(.addToken(Fixture.italian))
        var store = SessionStore(session)
        let query = SearchQuery(tokens: [Fixture.italian], scope: Fixture.all)
        store.send(.insert("cuisine:italian "))
        #expect(store.session.query == query)
    }
}

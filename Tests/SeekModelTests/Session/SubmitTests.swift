import Testing
@testable import SeekModel

@Suite("Submit and the three search patterns")
struct SubmitTests {
    @Test("Submit emits the query of text, tokens and scope; as-you-type needs no new match")
    func submitCarriesWholeQuery() {
        var session = Fixture.recipes()
        _ = session.send(.addToken(Fixture.easy))
        _ = session.send(.insert("pasta"))
        _ = session.send(.selectNextScope)
        var store = SessionStore(session)
        let submitted = SearchQuery(text: "pasta", tokens: [Fixture.easy], scope: Fixture.italianScope)
        store.send(.submit, effects: [.submit(submitted)]) {
            $0.recentSearches = [submitted]
        }
    }

    @Test("Submit does nothing while search is not presented")
    func submitWhileIdle() {
        var store = SessionStore(Fixture.recipes())
        store.send(.submit)
    }

    @Test("Submit turns recognised field:value terms into tokens")
    func submitRecognisesTokens() {
        var session = Fixture.recipes()
        _ = session.send(.replaceText("cuisine:italian pasta Difficulty:easy"))
        var store = SessionStore(session)
        let submitted = SearchQuery(text: "pasta", tokens: [Fixture.italian, Fixture.easy], scope: Fixture.all)
        store.send(.submit, effects: [.submit(submitted), .match(submitted, generation: 2)]) {
            $0.text = "pasta"
            $0.tokens = [Fixture.italian, Fixture.easy]
            $0.recentSearches = [submitted]
            $0.generation = 2
            $0.matchedQuery = submitted
        }
    }

    @Test("Terms of fields that are not token fields stay in the text")
    func unknownFieldsStayText() {
        var session = Fixture.recipes()
        _ = session.send(.replaceText("color:red pasta"))
        var store = SessionStore(session)
        let submitted = SearchQuery(text: "color:red pasta", scope: Fixture.all)
        store.send(.submit, effects: [.submit(submitted)]) {
            $0.recentSearches = [submitted]
        }
    }

    @Test("A completed field:value term followed by a space becomes a token while typing")
    func spaceCompletesToken() {
        var store = SessionStore(Fixture.recipes())
        let typed = SearchQuery(text: "cuisine:italian", scope: Fixture.all)
        store.send(.insert("cuisine:italian"), effects: [.match(typed, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "cuisine:italian"
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = typed
        }
        let tokenized = SearchQuery(tokens: [Fixture.italian], scope: Fixture.all)
        store.send(.insert(" "), effects: [.match(tokenized, generation: 2)]) {
            $0.text = ""
            $0.tokens = [Fixture.italian]
            $0.generation = 2
            $0.matchedQuery = tokenized
        }
    }

    @Test("Pasted text turns every completed term into a token and keeps the term being typed")
    func pastedTermsTokenize() {
        var store = SessionStore(Fixture.recipes())
        let query = SearchQuery(text: "soup spi", tokens: [Fixture.thai], scope: Fixture.all)
        store.send(.insert("soup cuisine:thai spi"), effects: [.match(query, generation: 1)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "soup spi"
            $0.tokens = [Fixture.thai]
            $0.areScopesVisible = true
            $0.generation = 1
            $0.matchedQuery = query
        }
    }

    @Test("A term without a value stays text after a space")
    func emptyValueStaysText() {
        var session = Fixture.recipes()
        _ = session.send(.insert("cuisine:"))
        var store = SessionStore(session)
        let query = SearchQuery(text: "cuisine: ", scope: Fixture.all)
        store.send(.insert(" "), effects: [.match(query, generation: 2)]) {
            $0.text = "cuisine: "
            $0.generation = 2
            $0.matchedQuery = query
        }
    }

    @Test("Submit-only: typing asks for no match")
    func submitOnlyTyping() {
        var store = SessionStore(Fixture.recipes(timing: .onSubmit))
        store.send(.insert("pasta")) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "pasta"
            $0.areScopesVisible = true
        }
        store.send(.deleteBackward) { $0.text = "past" }
    }

    @Test("Submit-only: submitting emits the submit effect and the match")
    func submitOnlySubmitting() {
        var session = Fixture.recipes(timing: .onSubmit)
        _ = session.send(.insert("pasta"))
        var store = SessionStore(session)
        let submitted = SearchQuery(text: "pasta", scope: Fixture.all)
        store.send(.submit, effects: [.submit(submitted), .match(submitted, generation: 1)]) {
            $0.recentSearches = [submitted]
            $0.generation = 1
            $0.matchedQuery = submitted
        }
        store.send(.submit, effects: [.submit(submitted), .match(submitted, generation: 2)]) {
            $0.generation = 2
        }
    }

    @Test("Combined: typing asks for suggestions, submitting runs the match")
    func combinedPattern() {
        var store = SessionStore(Fixture.recipes(timing: .suggestingAsYouType))
        let typed = SearchQuery(text: "pa", scope: Fixture.all)
        store.send(.insert("pa"), effects: [.suggest(typed)]) {
            $0.isPresented = true
            $0.focus = .field
            $0.text = "pa"
            $0.areScopesVisible = true
        }
        store.send(.submit, effects: [.submit(typed), .match(typed, generation: 1)]) {
            $0.recentSearches = [typed]
            $0.generation = 1
            $0.matchedQuery = typed
        }
    }

    @Test("Submitted queries become recent searches, most recent first, without repeats")
    func recentSearchesOrder() {
        let pasta = SearchQuery(text: "pasta")
        let soup = SearchQuery(text: "soup")
        var session = SearchSession()
        for text in ["pasta", "soup"] {
            _ = session.send(.replaceText(text))
            _ = session.send(.submit)
        }
        _ = session.send(.replaceText("pasta"))
        var store = SessionStore(session)
        store.send(.submit, effects: [.submit(pasta)]) {
            $0.recentSearches = [pasta, soup]
        }
    }

    @Test("Recent searches keep at most recentSearchLimit queries")
    func recentSearchesLimit() {
        var session = SearchSession()
        session.recentSearchLimit = 2
        for text in ["a", "b"] {
            _ = session.send(.replaceText(text))
            _ = session.send(.submit)
        }
        _ = session.send(.replaceText("c"))
        var store = SessionStore(session)
        store.send(.submit, effects: [.submit(SearchQuery(text: "c"))]) {
            $0.recentSearches = [SearchQuery(text: "c"), SearchQuery(text: "b")]
        }
    }

    @Test("Submitting an empty query is reported but not remembered")
    func emptySubmit() {
        var store = SessionStore(SearchSession(isPresented: true))
        store.send(.submit, effects: [.submit(SearchQuery())])
    }

    @Test("Return on a highlighted suggestion fills the field without submitting, as searchCompletion does; the next Return submits")
    func submitWithHighlightOnlyChooses() {
        var session = Fixture.suggesting([SearchSuggestion("Spaghetti carbonara", completion: "carbonara")], text: "car")
        _ = session.send(.highlightNextSuggestion)
        var store = SessionStore(session)
        let filled = SearchQuery(text: "carbonara")
        store.send(.submit, effects: [.match(filled, generation: 2)]) {
            $0.text = "carbonara"
            $0.highlightedSuggestionIndex = nil
            $0.generation = 2
            $0.matchedQuery = filled
        }
        store.send(.submit, effects: [.submit(filled)]) {
            $0.recentSearches = [filled]
        }
    }

    @Test("Submit leaves focus where it is")
    func submitKeepsFocus() {
        var session = SearchSession(text: "pasta")
        _ = session.send(.focus(.results))
        var store = SessionStore(session)
        store.send(.submit, effects: [.submit(SearchQuery(text: "pasta"))]) {
            $0.recentSearches = [SearchQuery(text: "pasta")]
        }
    }
}

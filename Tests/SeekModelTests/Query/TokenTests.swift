import Testing
@testable import SeekModel

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
        _ = session.send(.insert("soup cuisine:"))
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:italian", "cuisine:thai"])
        _ = session.send(.insert("TH"))
        #expect(session.visibleSuggestions == [SearchSuggestion("cuisine:thai", token: Fixture.thai)])
    }

    @Test("Suggested tokens are filtered on their value, not on their field's name")
    func suggestedTokensFilteredOnValue() {
        let cities = ["Paris", "Sydney", "Oslo"].map { SearchToken(field: "city", value: $0) }
        var session = SearchSession(suggestedTokens: cities + [SearchToken(field: "cuisine", value: "Greek")], isPresented: true)
        _ = session.send(.insert("y"))
        #expect(session.visibleSuggestions.map(\.title) == ["city:Sydney"], "y is in city, but only Sydney's value holds it")
        _ = session.send(.replaceText("u"))
        #expect(session.visibleSuggestions.isEmpty, "u is in cuisine, but in no value")
        _ = session.send(.replaceText("th"))
        #expect(session.visibleSuggestions.isEmpty)
        _ = session.send(.replaceText("CITY:"))
        #expect(session.visibleSuggestions.map(\.title) == ["city:Paris", "city:Sydney", "city:Oslo"])
        _ = session.send(.replaceText("city:s"))
        #expect(session.visibleSuggestions.map(\.title) == ["city:Paris", "city:Sydney", "city:Oslo"])
        _ = session.send(.replaceText("city:sy"))
        #expect(session.visibleSuggestions.map(\.title) == ["city:Sydney"])
    }

    @Test("A token value with a space can be typed escaped or quoted, and is suggested while typing it")
    func tokenValuesWithSpaces() {
        let middleEastern = SearchToken(field: "cuisine", value: "Middle Eastern")
        for typed in ["cuisine:Middle\\ Eastern ", "cuisine:\"Middle Eastern\" ", "soup cuisine:\"Middle Eastern\" ", "Cuisine:middle\\ eastern "] {
            var session = Fixture.recipes()
            for character in typed { _ = session.send(.insert(String(character))) }
            let value = typed.hasPrefix("Cuisine") ? "middle eastern" : "Middle Eastern"
            #expect(session.tokens == [SearchToken(field: "cuisine", value: value)], "typing \(typed)")
            #expect(session.text == (typed.hasPrefix("soup") ? "soup " : ""), "typing \(typed)")
        }
        var session = Fixture.recipes()
        _ = session.send(.setSuggestedTokens([middleEastern, Fixture.thai]))
        _ = session.send(.insert("cuisine:\"Middle E"))
        #expect(session.visibleSuggestions.map(\.title) == ["cuisine:Middle\\ Eastern"])
        _ = session.send(.chooseSuggestion(at: 0))
        #expect(session.tokens == [middleEastern] && session.text.isEmpty)
        var escaped = Fixture.recipes()
        _ = escaped.send(.setSuggestedTokens([middleEastern, Fixture.thai]))
        _ = escaped.send(.insert("cuisine:Middle\\ E"))
        #expect(escaped.visibleSuggestions.map(\.title) == ["cuisine:Middle\\ Eastern"])
    }

    @Test("Only a space completes a token term, as the matcher reads terms: other white space is part of the term")
    func onlyASpaceEndsATokenTerm() {
        for other in ["\t", "\u{3000}", "\u{A0}"] {
            var session = Fixture.recipes()
            _ = session.send(.insert("cuisine:thai" + other))
            #expect(session.tokens.isEmpty && session.text == "cuisine:thai" + other, "U+\(String(other.unicodeScalars.first!.value, radix: 16))")
        }
        var session = Fixture.recipes()
        _ = session.send(.insert("cuisine:thai "))
        #expect(session.tokens == [Fixture.thai] && session.text.isEmpty)
    }

    @Test("An unclosed quoted value is still being typed: its spaces do not end it")
    func unclosedQuoteKeepsTyping() {
        var session = Fixture.recipes()
        _ = session.send(.insert("cuisine:\"Middle "))
        #expect(session.tokens.isEmpty && session.text == "cuisine:\"Middle ")
        var submitted = Fixture.recipes()
        _ = submitted.send(.insert("cuisine:\"Middle Eastern"))
        _ = submitted.send(.submit)
        #expect(submitted.tokens == [SearchToken(field: "cuisine", value: "Middle Eastern")])
    }

    @Test("A token with a space reads back as one token from its description")
    func tokenDescriptionRoundTrips() {
        let query = SearchQuery(text: "soup", tokens: [SearchToken(field: "cuisine", value: "Middle Eastern")])
        #expect(query.description == "cuisine:Middle\\ Eastern soup")
        #expect(SearchQuery(remembered: query.description, tokenFields: ["cuisine"]) == query)
    }

    @Test("Queries that differ only in how an accent is encoded are different queries, as the matcher sees them")
    func queriesCompareScalarByScalar() {
        #expect(SearchQuery(text: "caf\u{E9}") != SearchQuery(text: "cafe\u{301}"))
        #expect(SearchQuery(text: "caf\u{E9}") == SearchQuery(text: "caf\u{E9}"))
        #expect(Set([SearchQuery(text: "caf\u{E9}"), SearchQuery(text: "cafe\u{301}")]).count == 2)
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
        #expect(store.state.query == query)
    }
}

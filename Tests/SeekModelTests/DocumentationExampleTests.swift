import Testing
@testable import SeekModel

@Suite("The documented example")
struct DocumentationExampleTests {
    @Test("The example of \"The search model\" emits the effects its comments promise")
    func readmeExample() {
        let all = SearchScope("All")
        let italian = SearchScope("Italian", filter: SearchToken(field: "cuisine", value: "italian"))
        let easy = SearchToken(field: "difficulty", value: "easy")
        var session = SearchSession(prompt: "Find a recipe").searchScopes([all, italian])
        session.tokenFields = ["cuisine", "difficulty"]

        #expect(session.send(.insert("pasta")) == [.match(SearchQuery(text: "pasta", scope: all), generation: 1)])
        #expect(session.send(.selectNextScope) == [.match(SearchQuery(text: "pasta", scope: italian), generation: 2)])
        _ = session.send(.insert(" difficulty:easy"))
        let submitted = SearchQuery(text: "pasta", tokens: [easy], scope: italian)
        #expect(session.send(.submit) == [.submit(submitted), .match(submitted, generation: 4)])
        #expect(session.send(.dismiss) == [.match(SearchQuery(scope: all), generation: 5)])
        #expect(!session.isSearching)
        #expect(session.recentSearches == [submitted])
    }
}

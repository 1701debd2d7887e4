@testable import SeekModel

/// Values shared by the tests: a recipe search with cuisine and difficulty fields.
enum Fixture {
    static let italian = SearchToken(field: "cuisine", value: "italian")
    static let thai = SearchToken(field: "cuisine", value: "thai")
    static let easy = SearchToken(field: "difficulty", value: "easy")
    static let all = SearchScope("All")
    static let italianScope = SearchScope("Italian", filter: italian)
    static let thaiScope = SearchScope("Thai", filter: thai)
    static let scopes = [all, italianScope, thaiScope]

    /// A recipe session with scopes (automatic activation) and both token fields.
    static func recipes(
        timing: SearchMatchTiming = .asYouType,
        activation: SearchScopeActivation = .automatic
    ) -> SearchSession {
        var session = SearchSession(prompt: "Find a recipe").searchScopes(scopes, activation: activation)
        session.tokenFields = ["cuisine", "difficulty"]
        session.matchTiming = timing
        return session
    }

    /// A presented session offering `suggestions`, set up without asserting.
    static func suggesting(_ suggestions: [SearchSuggestion], text: String = "") -> SearchSession {
        var session = SearchSession(isPresented: true)
        _ = session.send(.setSuggestions(suggestions))
        if !text.isEmpty { _ = session.send(.insert(text)) }
        return session
    }
}

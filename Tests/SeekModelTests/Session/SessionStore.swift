import Testing
@testable import SeekModel

/// An exhaustive test store for ``SearchSession``, in the style of a reducer test store.
///
/// `send` snapshots the session, sends the action, applies the test's description of the expected
/// mutation to the snapshot, and records an issue for every property that differs, as well as for
/// effects that differ. A change the test does not describe is therefore a failure.
struct SessionStore {
    private(set) var session: SearchSession

    init(_ session: SearchSession) {
        self.session = session
    }

    mutating func send(
        _ action: SearchAction,
        effects expectedEffects: [SearchEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expectedChange: (inout SearchSession) -> Void = { _ in }
    ) {
        var expected = session
        expectedChange(&expected)
        let effects = session.send(action)
        if effects != expectedEffects {
            Issue.record(
                "Effects of \(action) differ.\n  expected: \(expectedEffects)\n    actual: \(effects)",
                sourceLocation: sourceLocation
            )
        }
        if session != expected {
            Issue.record(
                "State after \(action) differs (expected vs actual):\n\(Self.differences(expected, session))",
                sourceLocation: sourceLocation
            )
        }
    }

    /// One line per stored property whose value differs.
    static func differences(_ expected: SearchSession, _ actual: SearchSession) -> String {
        zip(Mirror(reflecting: expected).children, Mirror(reflecting: actual).children)
            .compactMap { expectedChild, actualChild in
                let expectedValue = String(reflecting: expectedChild.value)
                let actualValue = String(reflecting: actualChild.value)
                guard expectedValue != actualValue else { return nil }
                return "  \(expectedChild.label ?? "?"): expected \(expectedValue), got \(actualValue)"
            }
            .joined(separator: "\n")
    }
}

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

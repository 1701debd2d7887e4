import Testing
@testable import SeekModel

@Suite("The exhaustive store itself")
struct SessionStoreTests {
    @Test("The store fails when a change is not asserted")
    func unassertedChangeFails() {
        var store = SessionStore(SearchSession())
        withKnownIssue {
            store.send(.insert("a"), effects: [.match(SearchQuery(text: "a"), generation: 1)]) {
                $0.isPresented = true
                $0.focus = .field
                $0.generation = 1
                $0.matchedQuery = SearchQuery(text: "a")
                // The text change is deliberately left out.
            }
        }
    }

    @Test("The store fails when the effects differ")
    func differentEffectsFail() {
        var store = SessionStore(SearchSession())
        withKnownIssue {
            store.send(.setPresented(true), effects: [.submit(SearchQuery())]) {
                $0.isPresented = true
                $0.focus = .field
            }
        }
    }

    @Test("The store names the properties that differ")
    func differencesNameProperties() {
        var changed = SearchSession()
        changed.text = "a"
        changed.generation = 3
        let report = SessionStore.differences(SearchSession(), changed)
        #expect(report.contains("text: expected \"\", got \"a\""))
        #expect(report.contains("generation: expected 0, got 3"))
        #expect(!report.contains("prompt"))
    }
}

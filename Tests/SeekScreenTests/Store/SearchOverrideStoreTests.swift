import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// fzf's `search(…)`: the list is matched against another text while the query stays as typed,
/// until the query changes.
@Suite struct SearchOverrideStoreTests {
    let size = TerminalSize(width: 80, height: 24)

    @Test func searchMatchesAnotherTextUntilTheQueryChanges() {
        var typed = SearchBrowser(itemCount: 100, size: size, options: BrowserOptions(title: "t"))
        _ = typed.handle(.user(.type("0")))
        var store = BrowserStore(typed)
        store.send(.host(.search("1")), effects: [.match(SearchQuery(text: "1"), generation: 2)]) {
            $0.searchOverride = SearchOverride(text: "1", queryText: "0")
            _ = $0.session.send(.refresh)
            $0.awaitedGeneration = 2
        }
        #expect(store.state.session.text == "0", "the query is as typed")
        store.send(.user(.type("0")), effects: [.match(SearchQuery(text: "00"), generation: 3), .fire(.change)]) {
            _ = $0.session.send(.insert("0"))
            $0.cursorOffset = 2
            $0.searchOverride = nil
            $0.awaitedGeneration = 3
        }
    }

    @Test func withFilteringOffSearchListsEverything() {
        var store = BrowserStore(SearchBrowser(itemCount: 100, size: size, options: BrowserOptions(title: "t")))
        store.send(.host(.setFiltering(false)), effects: [.match(SearchQuery(), generation: 1)]) {
            $0.isFilteringEnabled = false
            _ = $0.session.send(.refresh)
            $0.awaitedGeneration = 1
        }
        store.send(.host(.search("1")), effects: [.match(SearchQuery(), generation: 2)]) {
            $0.searchOverride = SearchOverride(text: "1", queryText: "")
            _ = $0.session.send(.refresh)
            $0.awaitedGeneration = 2
        }
    }
}

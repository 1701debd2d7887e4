import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Issue 32's rules for the person typing, in the exhaustive store: every change of the
/// browser's state and every effect is described. The session's part of a change is described
/// by the session's own action (its rules have their store in SeekModelTests).
@Suite struct BrowserRuleStoreTests {
    let size = TerminalSize(width: 80, height: 24)

    func snapshot(_ indexes: [Int], query: String, generation: Int) -> MatchSnapshot {
        MatchSnapshot(listing: indexes, query: query, generation: generation, totalCount: 100)
    }

    /// A browser with `text` typed and `rows` listed for it.
    func typed(_ text: String, rows: [Int], session: SearchSession = SearchSession(),
               options: BrowserOptions = BrowserOptions(title: "t")) -> SearchBrowser {
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: options)
        _ = browser.handle(.user(.type(text)))
        _ = browser.handle(.arrived(.matches(snapshot(rows, query: text, generation: browser.session.generation))))
        return browser
    }

    @Test func escDismissesThePresentedSearchAndTheNextEscLeaves() {
        var store = BrowserStore(typed("chi", rows: [2, 5]))
        let next = store.state.session.generation + 1
        store.send(.user(.escape), effects: [.match(SearchQuery(), generation: next), .fire(.change)]) {
            _ = $0.session.send(.dismiss)
            $0.awaitedGeneration = next
            $0.cursorOffset = 0
        }
        #expect(!store.state.session.isSearching && store.state.session.text.isEmpty && store.state.session.focus == SearchFocus.none)
        store.send(.user(.escape), effects: [.finish(.cancelled)])
    }

    @Test func theArrowTowardTheMenuWalksEveryRowThenGoesIntoTheListAndBack() {
        var browser = typed("tok", rows: Array(0..<20))
        _ = browser.handle(.host(.offerSuggestions([SearchSuggestion("red"), SearchSuggestion("orange")])))
        var store = BrowserStore(browser)
        store.send(.user(.moveSelection(1))) { _ = $0.session.send(.highlightNextSuggestion) }
        store.send(.user(.moveSelection(1))) { _ = $0.session.send(.highlightNextSuggestion) }
        #expect(store.state.session.highlightedSuggestionIndex == 1, "a display-only row does not trap the arrows")
        store.send(.user(.moveSelection(1))) { _ = $0.session.send(.focus(.results)) }
        #expect(store.state.session.focus == .results && store.state.selectedRow == 0)
        store.send(.user(.moveSelection(-1))) { _ = $0.session.send(.focus(.field)) }
    }

    @Test func spaceTypesInTheFieldFromTheListAndMarksNothing() {
        var store = BrowserStore(typed("seek", rows: [3, 4, 5], options: BrowserOptions(title: "t", allowsMultipleSelection: true)))
        store.send(.user(.moveSelection(1)), effects: [.fire(.focus)]) {
            _ = $0.session.send(.focus(.results))
            $0.selectedRow = 1
        }
        let next = store.state.session.generation + 1
        store.send(.user(.type(" ")), effects: [.match(SearchQuery(text: "seek "), generation: next), .fire(.change)]) {
            _ = $0.session.send(.insert(" "))
            $0.cursorOffset = 5
            $0.awaitedGeneration = next
        }
        #expect(store.state.markedItems.isEmpty)
    }

    @Test func aScopeTheProgramWritesBeforeSearchIsPresentedSticks() {
        let scopes = [SearchScope("All"), SearchScope("Thai", filter: SearchToken(field: "cuisine", value: "thai"))]
        var store = BrowserStore(SearchBrowser(session: SearchSession().searchScopes(scopes), itemCount: 100, size: size,
                                               options: BrowserOptions(title: "t")))
        var written = store.state.session
        let writeEffects = written.send(.selectScope(at: 1))
        store.send(.host(.session(.selectScope(at: 1))), effects: writeEffects.map(Self.browserEffect)) {
            $0.session = written
            if case .match(_, let generation)? = writeEffects.first { $0.awaitedGeneration = generation }
        }
        var presented = store.state.session
        let presentEffects = presented.send(.setPresented(true))
        #expect(presentEffects == [.match(SearchQuery(scope: scopes[1]), generation: 1)], "the written scope narrows the list")
        store.send(.user(.type("/")), effects: presentEffects.map(Self.browserEffect)) {
            $0.session = presented
            $0.awaitedGeneration = 1
        }
        #expect(store.state.session.selectedScope == scopes[1])
    }

    @Test func whileAChoiceWaitsAPersonsOtherActionsAreDroppedAndTheHostsAndArrivalsApply() {
        var waiting = typed("a", rows: [1, 2, 3])
        _ = waiting.handle(.user(.type("b")))
        _ = waiting.handle(.user(.choose))
        #expect(waiting.choosesWhenResultsArrive)
        var store = BrowserStore(waiting)
        store.send(.user(.type("c")))
        store.send(.user(.togglePreview))
        store.send(.user(.keyPressed))
        store.send(.host(.setPrompt("> "))) { $0.options.prompt = "> " }
        store.send(.arrived(.note("reading"))) { $0.providerNote = "reading" }
        store.send(.user(.escape)) { $0.choosesWhenResultsArrive = false }
    }

    static func browserEffect(_ effect: SearchEffect) -> BrowserEffect {
        switch effect {
        case .match(let query, let generation): .match(query, generation: generation)
        case .submit(let query): .submit(query)
        case .suggest(let query): .suggest(query)
        }
    }
}

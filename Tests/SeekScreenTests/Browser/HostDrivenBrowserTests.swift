import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// A host program drives the search inside the browser: any session action, the placement, its
/// own keys, and the plain configuration.
@Suite struct HostDrivenBrowserTests {
    let size = TerminalSize(width: 60, height: 12)

    @Test func theHostPresentsFocusesAndDismissesTheSearch() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.host(.session(.setPresented(true))))
        #expect(browser.session.isPresented)
        _ = browser.handle(.host(.session(.focus(.results))))
        #expect(browser.session.focus == .results)
        _ = browser.handle(.host(.session(.dismiss)))
        #expect(!browser.session.isPresented)
    }

    @Test func aTokenAddedByTheHostAsksForAMatchAndReopensAClosedMenu() {
        var session = SearchSession(suggestedTokens: [SearchToken(field: "kind", value: "fruit")], isPresented: true)
        session.tokenFields = ["kind"]
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.escape))
        #expect(browser.isSuggestionMenuClosed)
        let token = SearchToken(field: "kind", value: "fruit")
        let effects = browser.handle(.host(.session(.addToken(token))))
        #expect(browser.session.tokens == [token])
        #expect(effects == [.match(SearchQuery(tokens: [token]), generation: browser.session.generation)])
        #expect(!browser.isSuggestionMenuClosed)
    }

    @Test func thePlacementChangesWhileBrowsing() {
        var browser = SearchBrowser(session: SearchSession(isPresented: true), itemCount: 10, size: size, title: "t")
        _ = browser.handle(.host(.setPlacement(.bottom)))
        #expect(browser.session.placement == .bottom)
        #expect(browser.layout.field.row == size.height - 1)
        _ = browser.handle(.host(.setPlacement(.drawer(always: true))))
        #expect(browser.layout.field.row < size.height - 1)
    }

    /// The host's own actions: what a key bound with `.custom` means only the host knows.
    enum EditorAction: Hashable, Sendable {
        case openInEditor
        case openAt(line: Int)
    }

    @Test func aCustomKeyIsPassedToTheHostAsItsOwnTypedValue() throws {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        let keys = KeyMap(bindings: [KeyMap.Binding(keys: [.control("y")], action: .user(.custom(CustomAction(EditorAction.openAt(line: 7)))))]
                          + KeyMap.standard.bindings)
        let action = try #require(keys.action(for: .control("y")))
        let effects = browser.handle(action)
        guard effects.count == 1, case .custom(let custom) = effects[0] else {
            Issue.record("expected one custom effect, got \(effects)")
            return
        }
        #expect(custom.value(as: EditorAction.self) == .openAt(line: 7))
        #expect(effects == [.custom(CustomAction(EditorAction.openAt(line: 7)))])
        #expect(effects != [.custom(CustomAction(EditorAction.openAt(line: 8)))])
        #expect(browser.session == SearchBrowser(itemCount: 10, size: size, title: "t").session)
    }

    @Test func theHostChangesThePromptAndTokenFieldsTogether() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        browser.configureSession {
            $0.prompt = "Find a contact"
            $0.tokenFields = ["city"]
        }
        #expect(browser.session.prompt == "Find a contact")
        _ = browser.handle(.user(.type("city:oslo ")))
        #expect(browser.session.tokens == [SearchToken(field: "city", value: "oslo")])
    }

    @Test func resultsCarryTheirOwnScopeCountsToTheScopeBar() {
        var browser = SearchBrowser(session: SearchSession(isPresented: true), itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        let snapshot = MatchSnapshot(generation: browser.session.generation, queryText: "a",
                                     matches: [.init(index: 1, score: 1)], totalCount: 10)
        _ = browser.handle(.arrived(.matches(snapshot, scopeCounts: [1, 0])))
        #expect(browser.scopeCounts == [1, 0])
    }

    @Test func resultsOfAnotherQueryWithoutCountsClearTheBarsCountsAndAnotherScopeKeepsThem() {
        var browser = SearchBrowser(session: SearchSession(isPresented: true), itemCount: 10, size: size, title: "t")
        let arrive = { (browser: inout SearchBrowser, text: String, scope: FieldCondition?, counts: [Int]?) in
            let request = MatchRequest(text: text, scope: scope)
            let snapshot = MatchSnapshot(generation: browser.session.generation, request: request,
                                         matches: [.init(index: 1, score: 1)], totalCount: 10, scopeCounts: counts)
            _ = browser.handle(.arrived(.matches(snapshot)))
        }
        _ = browser.handle(.user(.type("a")))
        arrive(&browser, "a", nil, [1, 0])
        #expect(browser.scopeCounts == [1, 0])
        // The same text in another scope: the counts still describe it until new ones arrive.
        arrive(&browser, "a", FieldCondition(field: "kind", value: "x"), nil)
        #expect(browser.scopeCounts == [1, 0])
        // Another text whose counts are not known (yet, or at all): no counts, not the old ones.
        _ = browser.handle(.user(.type("b")))
        arrive(&browser, "ab", nil, nil)
        #expect(browser.scopeCounts == nil)
        arrive(&browser, "ab", nil, [3, 2])
        #expect(browser.scopeCounts == [3, 2])
    }

    @Test func aScopeTheHostWritesBeforeSlashShowsInTheBarWhenSearchIsPresented() {
        let quick = SearchScope("Quick", filter: SearchToken(field: "time", value: "quick"))
        let session = SearchSession().searchScopes([SearchScope("All"), quick], activation: .onSearchPresentation)
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        #expect(browser.handle(.host(.session(.selectScope(at: 1))))
            .isEmpty, "hidden, the scope narrows nothing yet")
        #expect(browser.session.selectedScopeIndex == 1, "but it is kept")
        let effects = browser.handle(.user(.type("/")))
        #expect(browser.session.areScopesVisible)
        #expect(browser.session.selectedScope == quick, "the bar shows the host's scope, not All")
        #expect(effects == [.match(SearchQuery(scope: quick), generation: browser.session.generation)])
    }

    @Test func textAndTokensTheHostWritesWhileSearchIsNotPresentedAreKeptAndShown() {
        let token = SearchToken(field: "kind", value: "fruit")
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.host(.session(.addToken(token))))
        _ = browser.handle(.host(.session(.replaceText("lime"))))
        #expect(browser.session.isPresented)
        #expect(browser.session.tokens == [token])
        #expect(browser.session.text == "lime")
        #expect(browser.cursorOffset == 4, "the cursor at the end of the host's text")
    }
}

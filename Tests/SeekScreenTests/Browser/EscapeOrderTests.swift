import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Esc closes the innermost thing open, one step per press: a choice waiting for its results,
/// the suggestion menu, the find bar, then presented search is dismissed as `dismissSearch` does;
/// only with search not presented does Esc leave (status 130 in seek). Ctrl-C always leaves.
@Suite struct EscapeOrderTests {
    let size = TerminalSize(width: 60, height: 20)

    func snapshot(_ indexes: [Int], query: String, generation: Int) -> MatchSnapshot {
        MatchSnapshot(listing: indexes, query: query, generation: generation, totalCount: 10)
    }

    @Test func withSearchNotPresentedEscLeavesAtOnce() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        #expect(!browser.session.isPresented)
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func whileSearchingEscDismissesTheSearchAndTheNextEscLeaves() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("chi")))
        _ = browser.handle(.arrived(.matches(snapshot([2, 5], query: "chi", generation: browser.session.generation))))
        let effects = browser.handle(.user(.escape))
        #expect(effects == [.match(SearchQuery(), generation: browser.session.generation), .fire(.change)], "the full list is asked for")
        #expect(!browser.session.isSearching)
        #expect(browser.session.text.isEmpty)
        #expect(browser.session.focus == .none)
        #expect(browser.cursorOffset == 0)
        _ = browser.handle(.arrived(.matches(.everything(totalCount: 10, generation: browser.session.generation))))
        #expect(browser.results.matches.count == 10, "the full list is back")
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func inTheListEscDismissesTheSearchToo() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        #expect(browser.handle(.user(.escape)) == [.match(SearchQuery(), generation: browser.session.generation), .fire(.change)])
        #expect(!browser.session.isPresented)
        #expect(browser.session.focus == .none)
    }

    @Test func dismissingClearsTheTokensAndHidesTheScopesPerTheirActivation() {
        let italian = SearchToken(field: "cuisine", value: "italian")
        for activation in [SearchScopeActivation.onTextEntry, .onSearchPresentation] {
            let session = SearchSession(tokens: [italian])
                .searchScopes([SearchScope("All"), SearchScope("Quick", filter: SearchToken(field: "time", value: "quick"))],
                              activation: activation)
            var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
            _ = browser.handle(.user(.nextScope))
            #expect(browser.session.selectedScopeIndex == 1)
            _ = browser.handle(.user(.escape))
            #expect(browser.session.tokens.isEmpty)
            #expect(!browser.session.areScopesVisible)
            #expect(browser.session.selectedScopeIndex == 0)
            _ = browser.handle(.user(.type("/")))
            #expect(browser.session.areScopesVisible == (activation == .onSearchPresentation))
        }
    }

    @Test func aPendingChoiceIsTakenBackFirstThenTheMenuClosesThenSearchIsDismissedThenSeekLeaves() {
        let token = SearchToken(field: "kind", value: "x-ray")
        var browser = SearchBrowser(session: SearchSession(suggestedTokens: [token]), itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("x")))
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.user(.choose))
        #expect(browser.choosesWhenResultsArrive)

        #expect(browser.handle(.user(.escape)).isEmpty)
        #expect(!browser.choosesWhenResultsArrive, "first the choice is taken back")
        #expect(browser.isSuggestionMenuOpen)

        #expect(browser.handle(.user(.escape)).isEmpty)
        #expect(!browser.isSuggestionMenuOpen, "then the menu closes")
        #expect(browser.session.text == "x", "the text stays")

        _ = browser.handle(.user(.escape))
        #expect(!browser.session.isPresented, "then search is dismissed")
        #expect(browser.session.text.isEmpty)

        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func suggestionsShownInPlaceOfTheListCloseBeforeTheSearchIsDismissed() {
        let session = SearchSession(suggestedTokens: [SearchToken(field: "kind", value: "x-ray")])
            .searchSuggestions(.hidden, for: [.menu])
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("x")))
        #expect(browser.showsSuggestionsInline)
        #expect(browser.handle(.user(.escape)).isEmpty)
        #expect(!browser.showsSuggestionsInline)
        #expect(browser.session.isPresented)
        _ = browser.handle(.user(.escape))
        #expect(!browser.session.isPresented)
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func theMenuClosesBeforeFindAndFindBeforeTheSearchIsDismissed() {
        var browser = SearchBrowser(session: SearchSession(suggestedTokens: [SearchToken(field: "kind", value: "x-ray")]),
                                    itemCount: 3, size: TerminalSize(width: 80, height: 20),
                                    options: BrowserOptions(title: "t", previewWindow: PreviewWindow()))
        _ = browser.handle(.arrived(.previewOutput(PreviewOutput(item: 0, lines: [[ColoredText.Run("x")]], isRunning: false, isNewRun: true))))
        _ = browser.handle(.user(.type("x")))
        _ = browser.handle(.user(.toggleFind))
        #expect(browser.findPane == .preview)
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.user(.escape))
        #expect(!browser.isSuggestionMenuOpen)
        #expect(browser.findPane == .preview)
        _ = browser.handle(.user(.escape))
        #expect(browser.findPane == nil)
        #expect(browser.session.isPresented)
        _ = browser.handle(.user(.escape))
        #expect(!browser.session.isPresented)
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func anOpenedMinimizedFieldFoldsBackBeforeSeekLeaves() {
        var session = SearchSession()
        session.toolbarBehavior = .minimize
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("/")))
        _ = browser.handle(.user(.type("ab")))
        #expect(!browser.session.isFieldMinimized)
        let effects = browser.handle(.user(.escape))
        #expect(browser.session.isFieldMinimized, "the field is a button again")
        #expect(browser.session.text.isEmpty)
        #expect(browser.cursorOffset == 0)
        #expect(effects == [.match(SearchQuery(), generation: browser.session.generation), .fire(.change)])
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func ctrlCLeavesWhileSearching() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("chi")))
        #expect(browser.handle(.user(.interrupt)) == [.finish(.cancelled)])
    }

    @Test func theHelpLineSaysWhatEscDoesNow() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        #expect(KeyMap.standard.helpLine(for: browser).contains("esc quit"))
        _ = browser.handle(.user(.type("a")))
        #expect(KeyMap.standard.helpLine(for: browser).contains("esc end search"))
    }
}

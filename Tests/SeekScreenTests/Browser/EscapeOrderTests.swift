import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Esc closes the innermost thing open, one step per press, and leaves when nothing is open.
@Suite struct EscapeOrderTests {
    let size = TerminalSize(width: 60, height: 20)

    @Test func withNothingOpenEscLeavesAtOnce() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        #expect(browser.handle(.escape) == [.finish(.cancelled)])
    }

    @Test func inTheListEscLeavesAtOnce() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.type("a"))
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.focus == .results)
        #expect(browser.handle(.escape) == [.finish(.cancelled)])
    }

    @Test func aPendingChoiceIsTakenBackFirstThenTheMenuClosesThenSeekLeaves() {
        let token = SearchToken(field: "kind", value: "x-ray")
        var browser = SearchBrowser(session: SearchSession(suggestedTokens: [token]), itemCount: 10, size: size, title: "t")
        _ = browser.handle(.type("x"))
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.choose)
        #expect(browser.choosesWhenResultsArrive)

        #expect(browser.handle(.escape).isEmpty)
        #expect(!browser.choosesWhenResultsArrive, "first the choice is taken back")
        #expect(browser.isSuggestionMenuOpen)

        #expect(browser.handle(.escape).isEmpty)
        #expect(!browser.isSuggestionMenuOpen, "then the menu closes")
        #expect(browser.session.text == "x", "the text stays")

        #expect(browser.handle(.escape) == [.finish(.cancelled)])
    }

    @Test func suggestionsShownInPlaceOfTheListCloseBeforeSeekLeaves() {
        let session = SearchSession(suggestedTokens: [SearchToken(field: "kind", value: "x-ray")])
            .searchSuggestions(.hidden, for: [.menu])
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        _ = browser.handle(.type("x"))
        #expect(browser.showsSuggestionsInline)
        #expect(browser.handle(.escape).isEmpty)
        #expect(!browser.showsSuggestionsInline)
        #expect(browser.handle(.escape) == [.finish(.cancelled)])
    }

    @Test func anOpenedMinimizedFieldFoldsBackBeforeSeekLeaves() {
        var session = SearchSession()
        session.toolbarBehavior = .minimize
        var browser = SearchBrowser(session: session, itemCount: 10, size: size, title: "t")
        _ = browser.handle(.type("/"))
        _ = browser.handle(.type("ab"))
        #expect(!browser.session.isFieldMinimized)
        let effects = browser.handle(.escape)
        #expect(browser.session.isFieldMinimized, "the field is a button again")
        #expect(browser.session.text.isEmpty)
        #expect(browser.cursorOffset == 0)
        #expect(effects == [.match(SearchQuery(), generation: browser.session.generation)])
        #expect(browser.handle(.escape) == [.finish(.cancelled)])
    }
}

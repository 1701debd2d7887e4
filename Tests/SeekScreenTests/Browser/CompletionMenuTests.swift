import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Down from the field: into the list past a menu of word completions, into the menu when it
/// offers more or when the user is already in it.
@Suite struct CompletionMenuTests {
    let size = TerminalSize(width: 60, height: 20)
    let completions = [SearchSuggestion("tokyo", completion: "tokyo"), SearchSuggestion("tokens", completion: "tokens")]

    func withCompletions(_ session: SearchSession = SearchSession(), downPassesOverCompletions: Bool = true) -> SearchBrowser {
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, title: "t")
        browser.options.downPassesOverCompletions = downPassesOverCompletions
        _ = browser.handle(.type("tok"))
        _ = browser.handle(.matchesArrived(MatchSnapshot(generation: browser.session.generation, queryText: "tok",
                                                         matches: (0..<20).map { .init(index: $0, score: 0) }, totalCount: 100)))
        _ = browser.handle(.offerSuggestions(completions))
        return browser
    }

    @Test func downPassesOverAMenuOfCompletionsIntoTheList() {
        var browser = withCompletions()
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.focus == .results)
        #expect(browser.session.highlightedSuggestionIndex == nil)
        #expect(browser.selectedRow == 1, "Down moved into the list as with no menu")
    }

    @Test func withoutThePassOverDownEntersAMenuOfTheHostsSuggestionsAsInSwiftUI() {
        var browser = withCompletions(downPassesOverCompletions: false)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.highlightedSuggestionIndex == 0)
        #expect(browser.session.focus == .field)
    }

    @Test func upEntersAMenuOfCompletionsAndThenDownMovesWithinIt() {
        var browser = withCompletions()
        _ = browser.handle(.moveSelection(-1))
        #expect(browser.session.highlightedSuggestionIndex == 1, "Up enters at the last completion")
        _ = browser.handle(.moveSelection(-1))
        #expect(browser.session.highlightedSuggestionIndex == 0)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.highlightedSuggestionIndex == 1, "once in the menu, Down moves in it")
        #expect(browser.session.focus == .field)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.highlightedSuggestionIndex == nil, "past its end, back to the field")
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.focus == .results, "and the next Down goes into the list")
    }

    @Test func downEntersAMenuThatOffersSuggestedTokens() {
        var browser = withCompletions(SearchSession(suggestedTokens: [SearchToken(field: "city", value: "Tokyo")]))
        #expect(browser.session.visibleSuggestions.count == 3)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.highlightedSuggestionIndex == 0)
        #expect(browser.session.focus == .field)
    }

    @Test func downEntersTheRecentSearchesOfAnEmptyField() {
        let session = SearchSession().rememberingRecentSearches([SearchQuery(text: "pie")])
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, title: "t")
        _ = browser.handle(.type("/"))
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.moveSelection(1))
        #expect(browser.session.highlightedSuggestionIndex == 0)
    }
}

import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// The arrow keys pick suggestions: whenever the menu is shown, the arrow toward it enters it,
/// walks every row and goes on past its last row into the list; the arrow back returns to the
/// field. Return takes a row with a completion and does nothing on a display-only row.
@Suite struct SuggestionArrowTests {
    let size = TerminalSize(width: 60, height: 24)
    let completions = [SearchSuggestion("tokyo", completion: "tokyo"), SearchSuggestion("tokens", completion: "tokens")]

    /// A browser with `tok` typed, twenty rows listed and `suggestions` offered.
    func typed(_ session: SearchSession = SearchSession(), suggestions: [SearchSuggestion]? = nil,
               options: BrowserOptions = BrowserOptions(title: "t")) -> SearchBrowser {
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: options)
        _ = browser.handle(.user(.type("tok")))
        _ = browser.handle(.arrived(.matches(MatchSnapshot(generation: browser.session.generation, queryText: "tok",
                                                         matches: (0..<20).map { .init(index: $0, score: 0) }, totalCount: 100))))
        _ = browser.handle(.host(.offerSuggestions(suggestions ?? completions)))
        return browser
    }

    /// A browser with its field at the bottom; `reversedKeys` as seek's default layout has them
    /// (Up sends +1, toward worse matches drawn above).
    func typedAtTheBottom(reversedKeys: Bool) -> SearchBrowser {
        var options = BrowserOptions(title: "t")
        options.listGrowsUpward = reversedKeys
        return typed(SearchSession(placement: .bottom), options: options)
    }

    @Test func downEntersAMenuOfWordCompletionsBelowATopField() {
        var browser = typed()
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.highlightedSuggestionIndex == 0, "the row next to the field")
        #expect(browser.session.focus == .field)
    }

    @Test func downThenReturnTakesTheCompletionInsteadOfChoosingARow() {
        var browser = typed()
        _ = browser.handle(.user(.moveSelection(1)))
        let effects = browser.handle(.user(.choose))
        #expect(!effects.contains { if case .finish = $0 { true } else { false } }, "nothing is chosen")
        #expect(browser.session.text == "tokyo")
        #expect(browser.session.focus == .field)
    }

    @Test func theArrowsWalkEveryRowDisplayOnlyRowsIncluded() {
        let rows = [SearchSuggestion("Cities"), SearchSuggestion("tokyo", completion: "tokyo"), SearchSuggestion("no more")]
        var browser = typed(suggestions: rows)
        var visited: [Int?] = []
        for _ in rows {
            _ = browser.handle(.user(.moveSelection(1)))
            visited.append(browser.session.highlightedSuggestionIndex)
        }
        #expect(visited == [0, 1, 2])
        #expect(browser.session.focus == .field)
    }

    @Test func theArrowsWalkRecentSearchesSuggestedTokensAndCompletionsInTurn() {
        let session = SearchSession(suggestedTokens: [SearchToken(field: "city", value: "Tokyo")])
            .rememberingRecentSearches([SearchQuery(text: "pie")])
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("/")))
        _ = browser.handle(.host(.offerSuggestions([SearchSuggestion("Hint: type a city")])))
        #expect(browser.session.visibleSuggestions.map(\.title) == ["pie", "city:Tokyo", "Hint: type a city"])
        var visited: [Int?] = []
        for _ in 0..<3 {
            _ = browser.handle(.user(.moveSelection(1)))
            visited.append(browser.session.highlightedSuggestionIndex)
        }
        #expect(visited == [0, 1, 2])
    }

    @Test func pastTheMenusLastRowTheArrowGoesOnIntoTheList() {
        var browser = typed()
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.highlightedSuggestionIndex == 1)
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        #expect(browser.session.highlightedSuggestionIndex == nil)
        #expect(!browser.isSuggestionMenuOpen, "the menu hides while the list has focus")
        #expect(browser.selectedRow == 0, "onto the list's first row")
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.selectedRow == 1)
    }

    @Test func aDisplayOnlyLastRowNeverTrapsTheArrows() {
        // The SeekUI case: `red`, `orange` without completions; Down Down Down.
        var browser = typed(suggestions: [SearchSuggestion("red"), SearchSuggestion("orange")])
        for _ in 0..<3 { _ = browser.handle(.user(.moveSelection(1))) }
        #expect(browser.session.focus == .results)
        #expect(browser.session.highlightedSuggestionIndex == nil)
    }

    @Test func theArrowBackReturnsToTheField() {
        var browser = typed()
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.highlightedSuggestionIndex == 0)
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.highlightedSuggestionIndex == nil)
        #expect(browser.session.focus == .field)
        #expect(browser.isSuggestionMenuOpen, "the menu stays open under the field")
    }

    @Test func theArrowAwayFromTheMenuDoesNotEnterIt() {
        var browser = typed()
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.highlightedSuggestionIndex == nil)
        #expect(browser.session.focus == .field)
    }

    @Test func returnOnADisplayOnlyRowDoesNothingAndTheArrowsMoveOn() {
        var browser = typed(suggestions: [SearchSuggestion("Cities"), SearchSuggestion("tokyo", completion: "tokyo")])
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.handle(.user(.choose)).isEmpty)
        #expect(browser.session.text == "tok")
        #expect(browser.session.highlightedSuggestionIndex == 0)
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.choose))
        #expect(browser.session.text == "tokyo")
    }

    @Test func upEntersAMenuAboveABottomFieldAtTheRowNextToIt() {
        for reversedKeys in [false, true] {
            var browser = typedAtTheBottom(reversedKeys: reversedKeys)
            #expect(browser.suggestionMenuOpensUpward)
            // Up on screen: -1, or +1 when the list grows upward and its keys are reversed.
            let up = reversedKeys ? 1 : -1
            _ = browser.handle(.user(.moveSelection(up)))
            #expect(browser.session.highlightedSuggestionIndex == 1, "the menu's last row is next to the field")
            _ = browser.handle(.user(.moveSelection(up)))
            #expect(browser.session.highlightedSuggestionIndex == 0)
            _ = browser.handle(.user(.moveSelection(-up)))
            _ = browser.handle(.user(.moveSelection(-up)))
            #expect(browser.session.highlightedSuggestionIndex == nil, "Down returns to the field")
            #expect(browser.session.focus == .field)
            for _ in 0..<3 { _ = browser.handle(.user(.moveSelection(up))) }
            #expect(browser.session.focus == .results, "past the top row, into the list")
        }
    }

    @Test func downBelowABottomFieldDoesNotEnterItsMenu() {
        var browser = typedAtTheBottom(reversedKeys: true)
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.highlightedSuggestionIndex == nil)
    }
}

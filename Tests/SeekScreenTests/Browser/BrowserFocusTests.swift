import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Where keys go: the field, the suggestion menu, or the list.
@Suite struct BrowserFocusTests {
    let size = TerminalSize(width: 60, height: 20)

    func snapshot(_ indexes: [Int], generation: Int) -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: "x", matches: indexes.map { .init(index: $0, score: 0) }, totalCount: 100)
    }

    func searching(_ session: SearchSession = SearchSession(), options: BrowserOptions = BrowserOptions(title: "t")) -> SearchBrowser {
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: options)
        _ = browser.handle(.user(.type("x")))
        _ = browser.handle(.arrived(.matches(snapshot(Array(10..<40), generation: browser.session.generation))))
        return browser
    }

    @Test func slashPresentsSearchWithoutTypingIt() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        #expect(browser.handle(.user(.type("/"))).isEmpty)
        #expect(browser.session.isPresented)
        #expect(browser.session.focus == .field)
        #expect(browser.session.text.isEmpty)
    }

    @Test func downFromTheFieldMovesFocusIntoTheListAndUpOnTheFirstRowReturns() {
        var browser = searching()
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        #expect(browser.session.isPresented)
        #expect(browser.selectedRow == 1)
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.focus == .results)
        #expect(browser.selectedRow == 0)
        _ = browser.handle(.user(.moveSelection(-1)))
        #expect(browser.session.focus == .field)
    }

    @Test func typingInTheListReturnsFocusToTheFieldAndTypes() {
        var browser = searching()
        _ = browser.handle(.user(.moveSelection(1)))
        let effects = browser.handle(.user(.type("y")))
        #expect(browser.session.focus == .field)
        #expect(browser.session.text == "xy")
        #expect(effects == [.match(SearchQuery(text: "xy"), generation: browser.session.generation), .fire(.change)])
    }

    @Test func spaceTypesASpaceInTheFieldWhereverFocusIsEvenWithMultipleSelection() {
        // The case: type `seek`, Down Down, type ` run` under --multi.
        let options = BrowserOptions(title: "t", allowsMultipleSelection: true)
        var browser = SearchBrowser(itemCount: 100, size: size, options: options)
        _ = browser.handle(.user(.type("seek")))
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        for character in " run" { _ = browser.handle(.user(.type(String(character)))) }
        #expect(browser.session.text == "seek run")
        #expect(browser.session.focus == .field)
        #expect(browser.markedItems.isEmpty, "no row was marked")
    }

    @Test func markingStaysOnTabShiftTabAndCtrlTUnderMultipleSelection() {
        var browser = searching(options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        let keys = KeyMap.standard.markingWithTab()
        _ = browser.handle(.user(.moveSelection(1)))
        for key in [InputEvent.tab, .control("t")] {
            if let action = keys.action(for: key) { _ = browser.handle(action) }
        }
        #expect(browser.markedItems == [11, 12])
        if let action = keys.action(for: .backTab) { _ = browser.handle(action) }
        #expect(browser.markedItems == [11, 12, 13])
        #expect(browser.session.text == "x")
        #expect(keys.helpLine(for: browser).contains("tab/^T mark"))
        #expect(!keys.helpLine(for: browser).contains("space"), "the help line does not offer Space for marking")
    }

    @Test func inSubmitOnlyModeEnterSearchesFirstAndChoosesSecond() {
        var session = SearchSession()
        session.matchTiming = .onSubmit
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: BrowserOptions(title: "t"))
        #expect(browser.handle(.user(.type("p"))) == [.fire(.change)], "typing alone does not search")
        let submitted = browser.handle(.user(.choose))
        #expect(submitted.contains(.submit(SearchQuery(text: "p"))))
        #expect(submitted.contains { if case .match = $0 { true } else { false } })
        #expect(!submitted.contains { if case .finish = $0 { true } else { false } })
        #expect(browser.session.focus == .results)
        _ = browser.handle(.arrived(.matches(snapshot([7, 8], generation: browser.session.generation))))
        #expect(browser.handle(.user(.choose)).last == .finish(.chosen([7])))
    }

    @Test func inSubmitOnlyModeTheSecondEnterChoosesWithoutSubmittingAgain() {
        var session = SearchSession()
        session.matchTiming = .onSubmit
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: BrowserOptions(title: "t"))
        _ = browser.handle(.user(.type("p")))
        #expect(browser.handle(.user(.choose)).filter { if case .submit = $0 { true } else { false } }.count == 1)
        _ = browser.handle(.arrived(.matches(snapshot([7, 8], generation: browser.session.generation))))
        #expect(browser.handle(.user(.choose)) == [.finish(.chosen([7]))], "the host's submit handler runs once per search")
    }

    @Test func inSubmitOnlyModeEnterBeforeTheSubmittedResultsArriveWaitsForThemWithoutSubmittingAgain() {
        var session = SearchSession()
        session.matchTiming = .onSubmit
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: BrowserOptions(title: "t"))
        _ = browser.handle(.user(.type("p")))
        _ = browser.handle(.user(.choose))
        #expect(browser.handle(.user(.choose)).isEmpty)
        #expect(browser.handle(.arrived(.matches(snapshot([9], generation: browser.session.generation)))).first == .finish(.chosen([9])))
    }

    @Test func afterSubmitEscapeAndSlashTheRecentSearchesShowAgain() {
        var session = SearchSession()
        session.matchTiming = .onSubmit
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, options: BrowserOptions(title: "t"))
        _ = browser.handle(.user(.type("p")))
        _ = browser.handle(.user(.choose))
        _ = browser.handle(.user(.escape))
        #expect(!browser.session.isSearching)
        _ = browser.handle(.user(.type("/")))
        #expect(browser.session.visibleSuggestions.map(\.title) == ["p"])
        #expect(browser.isSuggestionMenuOpen, "the recent searches are offered on the empty field")
    }

    @Test func enterOnAHighlightedTextSuggestionFillsTheFieldWithoutSubmittingOrChoosing() {
        var browser = searching()
        _ = browser.handle(.host(.offerSuggestions([SearchSuggestion("Spaghetti carbonara", completion: "carbonara")])))
        // Down, toward the menu under the field, enters it.
        _ = browser.handle(.user(.moveSelection(1)))
        let effects = browser.handle(.user(.choose))
        #expect(browser.session.text == "carbonara")
        #expect(!effects.contains { if case .submit = $0 { true } else { false } })
        #expect(!effects.contains { if case .finish = $0 { true } else { false } })
    }

    @Test func escapeClosesTheSuggestionMenuBeforeItDismissesTheSearch() {
        var browser = searching(SearchSession(suggestedTokens: [SearchToken(field: "kind", value: "x-ray")]))
        #expect(browser.isSuggestionMenuOpen)
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.highlightedSuggestionIndex == 0, "Down highlights while the menu is open")
        _ = browser.handle(.user(.escape))
        #expect(!browser.isSuggestionMenuOpen)
        #expect(browser.session.highlightedSuggestionIndex == nil)
        #expect(browser.session.isSearching)
        _ = browser.handle(.user(.escape))
        #expect(!browser.session.isSearching)
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func enterOnAHighlightedTokenSuggestionAddsTheTokenInsteadOfChoosing() {
        let token = SearchToken(field: "kind", value: "x-ray")
        var browser = searching(SearchSession(suggestedTokens: [token]))
        _ = browser.handle(.user(.moveSelection(1)))
        let effects = browser.handle(.user(.choose))
        #expect(!effects.contains { if case .finish = $0 { true } else { false } })
        #expect(browser.session.tokens == [token])
    }

    @Test func clicksSelectRowsAndScopesAndTheWheelScrolls() {
        var session = SearchSession().searchScopes([SearchScope("All"), SearchScope("B", filter: SearchToken(field: "k", value: "b"))],
                                                   activation: .onSearchPresentation)
        session.matchTiming = .asYouType
        var browser = searching(session)
        _ = browser.handle(.user(.click(.row(5))))
        #expect(browser.selectedRow == 5)
        #expect(browser.session.focus == .results)
        let effects = browser.handle(.user(.click(.scope(1))))
        #expect(browser.session.selectedScopeIndex == 1)
        #expect(effects.count == 1)
        _ = browser.handle(.user(.scroll(3)))
        #expect(browser.selectedRow == 8)
    }

    @Test func theAutomaticDrawerScrollsAwayWithTheListUntilSearchIsPresented() {
        var browser = SearchBrowser(session: SearchSession(placement: .drawer(always: false)), itemCount: 100, size: size,
                                    options: BrowserOptions(title: "t"))
        #expect(!browser.layout.field.isEmpty)
        _ = browser.handle(.user(.movePage(2)))
        #expect(browser.firstVisibleRow > 0)
        #expect(browser.layout.field.isEmpty, "the field scrolled away with the list")
        _ = browser.handle(.user(.type("/")))
        #expect(!browser.layout.field.isEmpty, "/ brings it back")
        var always = SearchBrowser(session: SearchSession(placement: .drawer(always: true)), itemCount: 100, size: size,
                                   options: BrowserOptions(title: "t"))
        _ = always.handle(.user(.movePage(2)))
        #expect(!always.layout.field.isEmpty)
    }

    @Test func theTitleGivesItsRowToTheSearchInADrawerUnlessKept() {
        var browser = searching(SearchSession(placement: .drawer(always: true)))
        #expect(browser.layout.title.isEmpty)
        var session = SearchSession(placement: .drawer(always: true))
        session.presentationToolbarBehavior = .avoidHidingContent
        browser = searching(session)
        #expect(!browser.layout.title.isEmpty)
    }
}

/// Keys typed in the list go to the field, `/` included, as an fzf user types paths.
@Suite struct TypingInTheListTests {
    @Test func aSlashTypedInTheListIsTypedInTheField() {
        var browser = SearchBrowser(itemCount: 100, size: TerminalSize(width: 60, height: 20), title: "t")
        _ = browser.handle(.user(.type("usr/sh")))
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        for character in "/lib" { _ = browser.handle(.user(.type(String(character)))) }
        #expect(browser.session.text == "usr/sh/lib")
        #expect(browser.session.focus == .field)
    }
}

import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Return pressed before the typed query's results are in chooses from those results, not from
/// the stale rows still on screen.
@Suite struct PendingChoiceTests {
    let size = TerminalSize(width: 60, height: 20)

    func snapshot(_ indexes: [Int], generation: Int, text: String) -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: text, matches: indexes.map { .init(index: $0, score: 0) }, totalCount: 100)
    }

    /// A browser showing the results of "a", with "ab" typed and its match not yet answered.
    func typedAhead() -> SearchBrowser {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        _ = browser.handle(.arrived(.matches(snapshot([1, 2, 3], generation: browser.session.generation, text: "a"))))
        _ = browser.handle(.user(.type("b")))
        return browser
    }

    @Test func returnWithAMatchOutstandingWaitsAndChoosesFromItsResults() {
        var browser = typedAhead()
        let effects = browser.handle(.user(.choose))
        #expect(effects == [.submit(SearchQuery(text: "ab"))], "submitted, but nothing chosen from the rows of \"a\"")
        #expect(browser.choosesWhenResultsArrive)
        let arrived = browser.handle(.arrived(.matches(snapshot([3], generation: browser.session.generation, text: "ab"))))
        #expect(arrived.first == .finish(.chosen([3])), "the run ends there; what follows is never performed")
        #expect(!browser.choosesWhenResultsArrive)
    }

    @Test func anOlderResultArrivingWhileWaitingDoesNotChoose() {
        var browser = typedAhead()
        let current = browser.session.generation
        _ = browser.handle(.user(.choose))
        #expect(browser.handle(.arrived(.matches(snapshot([9], generation: current - 1, text: "a")))) == [.fire(.focus)])
        #expect(browser.choosesWhenResultsArrive)
    }

    @Test func keysTypedAfterReturnDoNotChangeTheQueryBeingChosen() {
        var browser = typedAhead()
        _ = browser.handle(.user(.choose))
        #expect(browser.handle(.user(.type("c"))).isEmpty)
        #expect(browser.handle(.user(.moveSelection(1))).isEmpty)
        #expect(browser.session.text == "ab")
        let arrived = browser.handle(.arrived(.matches(snapshot([5, 6], generation: browser.session.generation, text: "ab"))))
        #expect(arrived.first == .finish(.chosen([5])))
    }

    @Test func returnAgainChoosesAtOnceAndEscTakesTheChoiceBack() {
        var impatient = typedAhead()
        _ = impatient.handle(.user(.choose))
        #expect(impatient.handle(.user(.choose)) == [.finish(.chosen([1]))], "the rows on screen, as asked twice")

        var hesitant = typedAhead()
        _ = hesitant.handle(.user(.choose))
        #expect(hesitant.handle(.user(.escape)).isEmpty)
        #expect(!hesitant.choosesWhenResultsArrive)
        #expect(hesitant.session.isSearching, "Esc took back the choice, not the search")
        #expect(!hesitant.handle(.arrived(.matches(snapshot([3], generation: hesitant.session.generation, text: "ab")))).contains {
            if case .finish = $0 { true } else { false }
        })
    }

    @Test func returnWithCurrentResultsChoosesAtOnce() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        _ = browser.handle(.arrived(.matches(snapshot([4, 2], generation: browser.session.generation, text: "a"))))
        #expect(browser.handle(.user(.choose)) == [.submit(SearchQuery(text: "a")), .finish(.chosen([4]))])
    }

    @Test func markedItemsAreChosenWithoutWaiting() {
        var browser = SearchBrowser(itemCount: 100, size: size, options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        _ = browser.handle(.user(.type("a")))
        _ = browser.handle(.arrived(.matches(snapshot([4, 2], generation: browser.session.generation, text: "a"))))
        _ = browser.handle(.user(.toggleMark))
        _ = browser.handle(.user(.type("b")))
        #expect(browser.handle(.user(.choose)).last == .finish(.chosen([4])))
    }

    @Test func anInitialQueryIsAwaitedBeforeTheFirstChoice() {
        let browser = SearchBrowser(session: SearchSession(text: "a"), itemCount: 100, size: size, title: "t")
        #expect(browser.awaitedGeneration == browser.session.generation)
        var waiting = browser
        #expect(waiting.handle(.user(.choose)) == [.submit(SearchQuery(text: "a"))])
        #expect(waiting.handle(.arrived(.matches(snapshot([7], generation: browser.session.generation, text: "a")))) .first == .finish(.chosen([7])))
    }
}

/// Return while nothing matches yet but input is still arriving waits for the input.
@Suite struct ChoiceWhileInputArrivesTests {
    @Test func returnWithNoMatchesWhileInputArrivesChoosesOnceItHasArrived() {
        var browser = SearchBrowser(itemCount: 0, size: TerminalSize(width: 60, height: 20), title: "t")
        _ = browser.handle(.arrived(.progress(isBusy: true, totalCount: 0)))
        _ = browser.handle(.user(.type("x")))
        let generation = browser.session.generation
        _ = browser.handle(.arrived(.matches(MatchSnapshot(generation: generation, queryText: "x", matches: [], totalCount: 0))))
        #expect(browser.handle(.user(.choose)) == [.submit(SearchQuery(text: "x"))], "nothing matched yet, and more is coming")
        // The match runs again over the input that arrived, under the same generation.
        _ = browser.handle(.arrived(.matches(MatchSnapshot(generation: generation, queryText: "x", matches: [.init(index: 4, score: 1)], totalCount: 9))))
        #expect(browser.handle(.arrived(.progress(isBusy: false, totalCount: 9))) == [.finish(.chosen([4]))])
    }

    @Test func returnWithNoMatchesOnceInputIsCompleteChoosesNothingAtOnce() {
        var browser = SearchBrowser(itemCount: 3, size: TerminalSize(width: 60, height: 20), title: "t")
        _ = browser.handle(.user(.type("x")))
        _ = browser.handle(.arrived(.matches(MatchSnapshot(generation: browser.session.generation, queryText: "x", matches: [], totalCount: 3))))
        #expect(browser.handle(.user(.choose)).last == .finish(.nothingToChoose))
    }
}

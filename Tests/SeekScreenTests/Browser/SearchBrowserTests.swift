import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

@Suite struct SearchBrowserTests {
    let size = TerminalSize(width: 40, height: 10)

    func snapshot(_ indexes: [Int], generation: Int, total: Int = 100) -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: "x",
                      matches: indexes.map { .init(index: $0, score: 0) }, totalCount: total)
    }

    @Test func typingPresentsSearchAndAsksForAMatchOfTheNewText() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        let effects = browser.handle(.user(.type("a")))
        #expect(browser.session.isSearching)
        #expect(browser.session.text == "a")
        #expect(effects == [.match(SearchQuery(text: "a"), generation: browser.session.generation), .fire(.change)])
    }

    @Test func resultsOlderThanThoseOnScreenAreIgnored() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        let older = browser.session.generation
        _ = browser.handle(.user(.type("b")))
        _ = browser.handle(.arrived(.matches(snapshot([7], generation: browser.session.generation))))
        #expect(browser.results.matches.map(\.index) == [7])
        _ = browser.handle(.arrived(.matches(snapshot([5, 6], generation: older))))
        #expect(browser.results.matches.map(\.index) == [7])
    }

    @Test func anOlderResultIsShownWhileANewerOneIsStillRunning() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        let older = browser.session.generation
        _ = browser.handle(.user(.type("b")))
        _ = browser.handle(.arrived(.matches(snapshot([5, 6], generation: older))))
        #expect(browser.results.matches.map(\.index) == [5, 6])
    }

    @Test func selectionStaysWithinTheResultsAndScrollsToStayVisible() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.moveSelection(-3)))
        #expect(browser.selectedRow == 0)
        _ = browser.handle(.user(.moveSelection(20)))
        #expect(browser.selectedRow == 20)
        #expect(browser.firstVisibleRow == 20 - browser.visibleRowCount + 1)
        _ = browser.handle(.user(.moveToLast))
        #expect(browser.selectedRow == 99)
        _ = browser.handle(.user(.movePage(-1)))
        #expect(browser.selectedRow == 99 - browser.visibleRowCount)
        _ = browser.handle(.user(.moveToFirst))
        #expect(browser.selectedRow == 0 && browser.firstVisibleRow == 0)
    }

    @Test func escapeWhileSearchingWithNothingOpenDismissesTheSearchAndAgainLeaves() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        #expect(browser.handle(.user(.escape)) == [.match(SearchQuery(), generation: browser.session.generation), .fire(.change)])
        #expect(!browser.session.isSearching)
        #expect(browser.handle(.user(.escape)) == [.finish(.cancelled)])
    }

    @Test func enterChoosesTheSelectedItemAndSubmitsTheQuery() {
        var browser = SearchBrowser(itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type("x")))
        _ = browser.handle(.arrived(.matches(snapshot([40, 41, 42], generation: browser.session.generation))))
        _ = browser.handle(.user(.moveSelection(1)))
        let effects = browser.handle(.user(.choose))
        #expect(effects == [.submit(SearchQuery(text: "x")), .finish(.chosen([41]))])
    }

    @Test func enterOnAnEmptyListReportsNothingToChoose() {
        var browser = SearchBrowser(itemCount: 0, size: size, title: "t")
        #expect(browser.handle(.user(.choose)) == [.finish(.nothingToChoose)])
    }

    @Test func interruptCancelsEvenWhileSearching() {
        var browser = SearchBrowser(itemCount: 3, size: size, title: "t")
        _ = browser.handle(.user(.type("q")))
        #expect(browser.handle(.user(.interrupt)) == [.finish(.cancelled)])
    }
}

@Suite struct BrowserProgressTests {
    @Test func newItemsAreListedWhileNothingNarrowsTheList() {
        var browser = SearchBrowser(itemCount: 3, size: TerminalSize(width: 40, height: 10), title: "t")
        _ = browser.handle(.arrived(.progress(isBusy: true, totalCount: 7)))
        #expect(browser.results.matches.count == 7)
        #expect(browser.isBusy)
        _ = browser.handle(.arrived(.progress(isBusy: false, totalCount: 7)))
        #expect(!browser.isBusy)
    }

    @Test func newItemsDoNotUndoASelectedScope() {
        let session = SearchSession(isPresented: true)
            .searchScopes([SearchScope("All"), SearchScope("B", filter: SearchToken(field: "k", value: "b"))], activation: .onSearchPresentation)
        var browser = SearchBrowser(session: session, itemCount: 10, size: TerminalSize(width: 40, height: 10), title: "t")
        _ = browser.handle(.user(.nextScope))
        let scoped = MatchSnapshot(generation: browser.session.generation, queryText: "", matches: [.init(index: 4, score: 0)], totalCount: 10)
        _ = browser.handle(.arrived(.matches(scoped)))
        _ = browser.handle(.arrived(.progress(isBusy: true, totalCount: 12)))
        #expect(browser.results.matches.map(\.index) == [4])
    }
}

import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// Every side effect of the browser is a value `handle` returns when the state changes — bound
/// events, the preview, detail text, more results, the provider's match — and the host only
/// performs it; the status line's notes are state the screen draws. Tested in the exhaustive store.
@Suite struct BrowserEffectStoreTests {
    let size = TerminalSize(width: 80, height: 24)
    let previewing = BrowserOptions(title: "t", previewWindow: PreviewWindow())

    func snapshot(_ indexes: [Int], query: String, generation: Int) -> MatchSnapshot {
        MatchSnapshot(listing: indexes, query: query, generation: generation, totalCount: 100)
    }

    func browser(_ options: BrowserOptions = BrowserOptions(title: "t")) -> SearchBrowser {
        SearchBrowser(itemCount: 100, size: size, options: options)
    }

    @Test func beginFiresStartAndStartsThePreviewOfTheSelectedItem() {
        var store = BrowserStore(browser(previewing))
        let inputs = PreviewInputs(query: false, marks: false)
        let subject = PreviewSubject(item: 0, query: nil, marked: [])
        store.send(.host(.begin(preview: inputs)), effects: [.fire(.start), .startPreview(subject)]) {
            $0.previewInputs = inputs
            $0.previewSubject = subject
        }
    }

    /// A key bound with `--bind` changes nothing itself: it is work the browser asks for, and
    /// behind a pending choice it waits with the other keys, except the keys that settle it.
    @Test func aBoundKeyIsWorkTheBrowserAsksForAndWaitsBehindAPendingChoice() {
        var store = BrowserStore(browser())
        store.send(.user(.boundKey(.control("x"))), effects: [.performBinding(.control("x"))])
        var waiting = browser()
        _ = waiting.handle(.user(.type("a")))
        _ = waiting.handle(.user(.choose))
        #expect(waiting.choosesWhenResultsArrive)
        var pending = BrowserStore(waiting)
        pending.send(.user(.boundKey(.control("x"))))
        pending.send(.user(.boundKey(.escape)), effects: [.performBinding(.escape)])
    }

    @Test func typingFiresChange() {
        var store = BrowserStore(browser())
        store.send(.user(.type("a")), effects: [.match(SearchQuery(text: "a"), generation: 1), .fire(.change)]) {
            _ = $0.session.send(.insert("a"))
            $0.cursorOffset = 1
            $0.awaitedGeneration = 1
        }
        store.send(.user(.type("")))
    }

    @Test func movingTheSelectionFiresFocusAndStartsThePreviewForTheNewItem() {
        var started = browser(previewing)
        _ = started.handle(.host(.begin(preview: PreviewInputs(query: false, marks: false))))
        var store = BrowserStore(started)
        let subject = PreviewSubject(item: 1, query: nil, marked: [])
        store.send(.user(.moveSelection(1)), effects: [.fire(.focus), .startPreview(subject)]) {
            $0.selectedRow = 1
            $0.previewSubject = subject
        }
        store.send(.user(.moveToFirst), effects: [.fire(.focus), .startPreview(PreviewSubject(item: 0, query: nil, marked: []))]) {
            $0.selectedRow = 0
            $0.previewSubject = PreviewSubject(item: 0, query: nil, marked: [])
        }
        store.send(.user(.moveSelection(-1)), effects: [], { _ in })
    }

    @Test func aPreviewThatReadsTheQueryStartsAgainWhenTheTextChanges() {
        var started = browser(previewing)
        _ = started.handle(.host(.begin(preview: PreviewInputs(query: true, marks: false))))
        var store = BrowserStore(started)
        let subject = PreviewSubject(item: 0, query: "a", marked: [])
        store.send(.user(.type("a")), effects: [.match(SearchQuery(text: "a"), generation: 1), .fire(.change), .startPreview(subject)]) {
            _ = $0.session.send(.insert("a"))
            $0.cursorOffset = 1
            $0.awaitedGeneration = 1
            $0.previewSubject = subject
        }
    }

    @Test func refreshPreviewAndChangePreviewStartThePreviewAgain() {
        var started = browser(previewing)
        _ = started.handle(.host(.begin(preview: PreviewInputs(query: false, marks: false))))
        var store = BrowserStore(started)
        let subject = PreviewSubject(item: 0, query: nil, marked: [])
        store.send(.host(.refreshPreview), effects: [.startPreview(subject)])
        let marking = PreviewInputs(query: false, marks: true)
        store.send(.host(.setPreviewCommand(marking)), effects: [.startPreview(subject)]) { $0.previewInputs = marking }
        store.send(.host(.setPreviewCommand(nil))) {
            $0.previewInputs = nil
            $0.hasPreviewCommand = false
            $0.previewSubject = nil
        }
    }

    @Test func theAwaitedResultsFireResultAndOneOrZeroOncePerQuery() {
        var typed = browser()
        _ = typed.handle(.user(.type("a")))
        var store = BrowserStore(typed)
        let first = snapshot([4], query: "a", generation: 1)
        store.send(.arrived(.matches(first)), effects: [.fire(.result), .fire(.one), .suggest(SearchQuery(text: "a")), .fire(.focus)]) {
            $0.results = first
            _ = $0.session.send(.matchesArrived(generation: 1))
            $0.awaitedGeneration = nil
            $0.announcedGeneration = 1
            $0.suggestedGeneration = 1
        }
        store.send(.arrived(.matches(first)))
        store.send(.user(.type("b")), effects: [.match(SearchQuery(text: "ab"), generation: 2), .fire(.change)]) {
            _ = $0.session.send(.insert("b"))
            $0.cursorOffset = 2
            $0.awaitedGeneration = 2
        }
        let none = snapshot([], query: "ab", generation: 2)
        // A list that became empty fires focus too, as fzf 0.74.5 does (its `test_focus_event`:
        // `focus:transform-prompt(echo [[{}]])` shows `[[]]` when the query matches nothing).
        store.send(.arrived(.matches(none)), effects: [.fire(.result), .fire(.zero), .suggest(SearchQuery(text: "ab")), .fire(.focus)]) {
            $0.results = none
            _ = $0.session.send(.matchesArrived(generation: 2))
            $0.awaitedGeneration = nil
            $0.announcedGeneration = 2
            $0.suggestedGeneration = 2
        }
    }

    /// With nothing typed, each list the input read so far gives fires `result` (fzf fires it at
    /// start too), and the list once all is read and matched fires `result-final`.
    @Test func theEmptyQuerysListsFireResultAndTheLastOneResultFinal() {
        var browser = SearchBrowser(itemCount: 0, size: size, options: BrowserOptions(title: "t"))
        let reading = browser.handle(.arrived(.progress(isBusy: true, totalCount: 11)))
        #expect(reading.contains(.fire(.result)) && !reading.contains(.fire(.resultFinal)))
        #expect(!browser.handle(.arrived(.progress(isBusy: true, totalCount: 11))).contains(.fire(.result)),
                "a spinner tick lists nothing new")
        #expect(!browser.handle(.arrived(.progress(isBusy: false, totalCount: 11))).contains(.fire(.resultFinal)),
                "the input is not all read yet")
        #expect(browser.handle(.arrived(.inputCompleted)) == [.fire(.load), .fire(.resultFinal)])
    }

    @Test func finishedInputFiresLoadOnceUntilTheInputIsReplaced() {
        var store = BrowserStore(browser())
        // The list then on screen is the last one the input gives: `result-final` too.
        store.send(.arrived(.inputCompleted), effects: [.fire(.load), .fire(.resultFinal)]) { $0.isInputComplete = true }
        store.send(.arrived(.inputCompleted))
        var refreshed = store.state.session
        let refreshEffects = refreshed.send(.refresh)
        // The emptied list fires focus, as a query matching nothing does.
        store.send(.arrived(.inputReplaced), effects: refreshEffects.map(BrowserRuleStoreTests.browserEffect) + [.fire(.focus)]) {
            $0.session = refreshed
            $0.isInputComplete = false
            // The old rows are gone until the new input's results come.
            $0.results = .everything(totalCount: 0, generation: $0.results.generation, queryText: $0.results.queryText,
                                     isReversed: $0.options.listsInputReversed)
            $0.itemsRead = 0
            // The cursor's row, to go back to when the new input's rows come (as fzf keeps it).
            $0.rowBeforeReload = SearchBrowser.RowBeforeReload(row: 0, queryText: "")
            if case .match(_, let generation)? = refreshEffects.first { $0.awaitedGeneration = generation }
        }
        store.send(.arrived(.inputCompleted), effects: [.fire(.load)]) { $0.isInputComplete = true }
    }

    @Test func nearingTheLastDeliveredResultAsksForTheNextPageOnce() {
        var typed = browser()
        _ = typed.handle(.user(.type("a")))
        var store = BrowserStore(typed)
        var page = snapshot(Array(0..<30), query: "a", generation: 1)
        page.matchedCount = 100
        store.send(.arrived(.matches(page)), effects: [.fire(.result), .suggest(SearchQuery(text: "a")), .loadMoreResults(generation: 1)]) {
            $0.results = page
            _ = $0.session.send(.matchesArrived(generation: 1))
            $0.awaitedGeneration = nil
            $0.announcedGeneration = 1
            $0.suggestedGeneration = 1
            $0.moreResultsAskedAfter = MorePage(generation: 1, deliveredCount: 30)
        }
        store.send(.user(.moveSelection(1)), effects: [.fire(.focus)]) {
            _ = $0.session.send(.focus(.results))
            $0.selectedRow = 1
        }
        var twoPages = snapshot(Array(0..<60), query: "a", generation: 1)
        twoPages.matchedCount = 100
        store.send(.arrived(.matches(twoPages))) {
            $0.results = twoPages
        }
        let visible = store.state.visibleRowCount
        store.send(.user(.moveToLast), effects: [.fire(.focus), .loadMoreResults(generation: 1)]) {
            $0.selectedRow = 59
            $0.firstVisibleRow = 60 - visible
            $0.moreResultsAskedAfter = MorePage(generation: 1, deliveredCount: 60)
        }
    }

    @Test func findOverTheDetailPaneAsksForTheSelectedItemsText() {
        var store = BrowserStore(browser(BrowserOptions(title: "t", hasDetailPane: true)))
        store.send(.host(.begin(preview: nil)), effects: [.fire(.start), .fetchDetailText(item: 0)]) {
            $0.detailTextItem = .some(0)
            $0.hasPreviewCommand = false
        }
        store.send(.user(.moveSelection(1)), effects: [.fire(.focus), .fetchDetailText(item: 1)]) {
            $0.selectedRow = 1
            $0.detailTextItem = .some(1)
        }
        store.send(.arrived(.detailText("Name: two"))) { $0.detailText = "Name: two" }
    }

    @Test func newScopesWithoutANewQueryAskForTheQueryOnScreenAgain() {
        var store = BrowserStore(browser())
        let scopes = [SearchScope("All"), SearchScope("Thai", filter: SearchToken(field: "cuisine", value: "thai"))]
        var expected = store.state.session
        expected.tokenFields = ["cuisine"]
        let scopeEffects = expected.send(.setScopes(scopes))
        #expect(scopeEffects.isEmpty, "choosing scopes while search is not presented asks nothing itself")
        store.send(.arrived(.vocabulary(scopes: scopes, suggestedTokens: [], tokenFields: ["cuisine"])),
                   effects: [.match(expected.matchedQuery, generation: expected.generation)]) {
            $0.session = expected
        }
    }

    @Test func aCommandFailureShowsBesideTheHostsNoteUntilTheNextKey() {
        var store = BrowserStore(browser())
        store.send(.arrived(.note("server lost; retrying"))) { $0.providerNote = "server lost; retrying" }
        store.send(.arrived(.commandFailed("reload: no such file"))) { $0.commandNote = "reload: no such file" }
        #expect(store.state.statusMessage == "server lost; retrying; reload: no such file")
        store.send(.user(.keyPressed)) { $0.commandNote = nil }
        #expect(store.state.statusMessage == "server lost; retrying")
    }
}

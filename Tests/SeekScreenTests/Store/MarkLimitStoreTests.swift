import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// fzf's `--multi N` (marking beyond N does nothing) and `change-multi`, as the browser's
/// reducers in the exhaustive store.
@Suite struct MarkLimitStoreTests {
    let size = TerminalSize(width: 80, height: 24)

    /// A browser of 6 listed items marking at most `limit`.
    func browser(limit: Int?) -> SearchBrowser {
        var options = BrowserOptions(title: "t", allowsMultipleSelection: true)
        options.markLimit = limit
        var browser = SearchBrowser(itemCount: 6, size: size, options: options)
        browser.results = MatchSnapshot(listing: Array(0..<6), query: "", generation: 0, totalCount: 6)
        return browser
    }

    @Test func tabBeyondTheLimitNeitherMarksNorMoves() {
        var store = BrowserStore(browser(limit: 2))
        store.send(.user(.toggleMark), effects: [.fire(.focus)]) { $0.markedItems = [0]; $0.selectedRow = 1 }
        store.send(.user(.toggleMark), effects: [.fire(.focus)]) { $0.markedItems = [0, 1]; $0.selectedRow = 2 }
        store.send(.user(.toggleMark))
        store.send(.user(.markSelected(true)))
        // Unmarking still works at the limit.
        store.send(.user(.moveSelection(-1)), effects: [.fire(.focus)]) { $0.selectedRow = 1 }
        store.send(.user(.toggleMarkInPlace)) { $0.markedItems = [0] }
    }

    @Test func theInfoLineShowsTheLimitAfterTheNumberMarked() {
        var info = InfoLine(matchedCount: 10, totalCount: 10, markedCount: 1)
        #expect(info.counts == "10/10 (1)")
        info.markLimit = 3
        #expect(info.counts == "10/10 (1/3)")
    }

    @Test func selectAllAndToggleAllStopAtTheLimit() {
        var store = BrowserStore(browser(limit: 3))
        store.send(.user(.markAll)) { $0.markedItems = [0, 1, 2] }
        store.send(.user(.toggleAllMarks)) { $0.markedItems = [3, 4, 5] }
    }

    @Test func changeMultiSetsTheLimitAndANewLimitUnmarksEveryRow() {
        var start = browser(limit: nil)
        start.markedItems = [1, 2]
        var store = BrowserStore(start)
        // The same limit (none) keeps the marks.
        store.send(.user(.changeMarkLimit(nil)))
        store.send(.user(.changeMarkLimit(1))) { $0.markedItems = []; $0.options.markLimit = 1 }
        store.send(.user(.markAll)) { $0.markedItems = [0] }
        store.send(.user(.changeMarkLimit(0))) {
            $0.markedItems = []
            $0.options.markLimit = nil
            $0.options.allowsMultipleSelection = false
        }
        store.send(.user(.markAll))
        store.send(.user(.changeMarkLimit(nil))) { $0.options.allowsMultipleSelection = true }
        store.send(.user(.markAll)) { $0.markedItems = [0, 1, 2, 3, 4, 5] }
    }
}

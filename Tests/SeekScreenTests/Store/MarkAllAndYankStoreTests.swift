import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// fzf's `select-all`, `deselect-all`, `toggle-all` over the listed rows only, `clear-selection`
/// over all, `toggle` staying on its row, and `yank` putting back the last kill, as the
/// browser's reducers in the exhaustive store.
@Suite struct MarkAllAndYankStoreTests {
    let size = TerminalSize(width: 80, height: 24)

    /// A browser of `count` items listing `listed` (all of them when nil).
    func browser(count: Int = 6, listed: [Int]? = nil) -> SearchBrowser {
        var browser = SearchBrowser(itemCount: count, size: size, options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        browser.results = MatchSnapshot(listing: listed ?? Array(0..<count), query: "", generation: 0, totalCount: count)
        return browser
    }

    @Test func deselectAllKeepsMarksOnRowsTheQueryHides() {
        var start = browser(listed: [1, 3])
        start.markedItems = [0, 1, 3, 5]
        var store = BrowserStore(start)
        store.send(.user(.unmarkAll)) { $0.markedItems = [0, 5] }
        store.send(.user(.clearMarks)) { $0.markedItems = [] }
    }

    @Test func selectAllAndToggleAllActOnListedRowsOnly() {
        var start = browser(listed: [1, 2, 3])
        start.markedItems = [0, 2]
        var store = BrowserStore(start)
        store.send(.user(.markAll)) { $0.markedItems = [0, 2, 1, 3] }
        store.send(.user(.toggleAllMarks)) { $0.markedItems = [0] }
        store.send(.user(.toggleAllMarks)) { $0.markedItems = [0, 1, 2, 3] }
    }

    @Test func toggleInPlaceMarksAndUnmarksWithoutMoving() {
        var start = browser()
        start.selectedRow = 2
        var store = BrowserStore(start)
        store.send(.user(.toggleMarkInPlace)) { $0.markedItems = [2] }
        store.send(.user(.toggleMarkInPlace)) { $0.markedItems = [] }
    }

    /// A browser whose field holds `text` with the cursor `cursor` bytes in.
    func typed(_ text: String, cursor: Int) -> SearchBrowser {
        var typed = browser()
        _ = typed.handle(.user(.type(text)))
        typed.cursorOffset = cursor
        return typed
    }

    @Test(arguments: [
        (FieldEdit.deleteToStart, "foo ", "bar baz"),
        (.deleteToEnd, "bar baz", "foo "),
        (.deleteBackwardToWhitespace, "foo ", "bar baz"),
        (.deleteWordForward, "bar", "foo  baz"),
    ])
    func yankPutsBackWhatTheLastKillTook(edit: FieldEdit, killed: String, left: String) {
        var browser = typed("foo bar baz", cursor: 4)
        _ = browser.handle(.user(.editField(edit)))
        #expect(browser.killedText == killed)
        #expect(browser.session.text == left)
        let cursor = browser.cursorOffset
        _ = browser.handle(.user(.yank))
        #expect(browser.session.text == "foo bar baz")
        #expect(browser.cursorOffset == cursor + killed.utf8.count)
    }

    @Test func oneCharacterDeletionsAreNotKillsAndCancelIs() {
        var browser = typed("ab", cursor: 1)
        _ = browser.handle(.user(.editField(.deleteToEnd)))
        _ = browser.handle(.user(.editField(.deleteBackward)))
        #expect(browser.killedText == "b")
        _ = browser.handle(.user(.type("xy")))
        _ = browser.handle(.user(.cancel))
        #expect(browser.session.text.isEmpty)
        _ = browser.handle(.user(.yank))
        _ = browser.handle(.user(.yank))
        #expect(browser.session.text == "xyxy")
    }
}

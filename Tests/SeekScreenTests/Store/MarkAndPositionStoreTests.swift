import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// fzf's `select`, `deselect`, `next-selected`, `prev-selected`, `pos(N)`,
/// `backward-delete-char/eof` and the `backward-eof` event, as the browser's reducers in the
/// exhaustive store.
@Suite struct MarkAndPositionStoreTests {
    let size = TerminalSize(width: 80, height: 24)

    /// A browser listing items 0 to `count` - 1 in order.
    func browser(count: Int = 10, multi: Bool = true, growsUpward: Bool = false) -> SearchBrowser {
        var options = BrowserOptions(title: "t", allowsMultipleSelection: multi)
        options.listGrowsUpward = growsUpward
        var browser = SearchBrowser(itemCount: count, size: size, options: options)
        browser.results = MatchSnapshot(listing: Array(0..<count), query: "", generation: 0, totalCount: count)
        return browser
    }

    @Test func selectAndDeselectMarkTheSelectedRowWithoutMoving() {
        var store = BrowserStore(browser())
        store.send(.user(.markSelected(true))) { $0.markedItems = [0] }
        store.send(.user(.markSelected(true)))
        store.send(.user(.markSelected(false))) { $0.markedItems = [] }
        store.send(.user(.markSelected(false)))
    }

    @Test func selectMarksNothingWithoutMultipleSelection() {
        var store = BrowserStore(browser(multi: false))
        store.send(.user(.markSelected(true)))
    }

    @Test func nextSelectedGoesDownTheScreenToTheNearestMarkedRowAndWraps() {
        var start = browser()
        start.markedItems = [1, 2, 4]
        start.selectedRow = 5
        var store = BrowserStore(start)
        // A list drawn downward: down the screen is a higher row.
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 1 }
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 2 }
        store.send(.user(.moveToMarkedRow(-1)), effects: [.fire(.focus)]) { $0.selectedRow = 1 }
        store.send(.user(.moveToMarkedRow(-1)), effects: [.fire(.focus)]) { $0.selectedRow = 4 }
    }

    @Test func nextSelectedInAListDrawnUpwardGoesToLowerRows() {
        var start = browser(growsUpward: true)
        start.markedItems = [0, 1, 3]
        start.selectedRow = 4
        var store = BrowserStore(start)
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 3 }
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 1 }
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 0 }
        store.send(.user(.moveToMarkedRow(1)), effects: [.fire(.focus)]) { $0.selectedRow = 3 }
    }

    @Test func posCountsFromOneAndFromTheEndWhenNegative() {
        var store = BrowserStore(browser())
        store.send(.user(.moveToPosition(3)), effects: [.fire(.focus)]) { $0.selectedRow = 2 }
        store.send(.user(.moveToPosition(-3)), effects: [.fire(.focus)]) { $0.selectedRow = 7 }
        store.send(.user(.moveToPosition(-1)), effects: [.fire(.focus)]) { $0.selectedRow = 9 }
        store.send(.user(.moveToPosition(0)), effects: [.fire(.focus)]) { $0.selectedRow = 0 }
        store.send(.user(.moveToPosition(99)), effects: [.fire(.focus)]) { $0.selectedRow = 9 }
    }

    @Test func backspaceOnAnEmptyFieldFiresBackwardEOF() {
        var store = BrowserStore(browser())
        store.send(.user(.deleteBackward), effects: [.fire(.backwardEOF)])
        // The field edit itself fires nothing: Backspace and fzf's `backward-delete-char` are `deleteBackward`.
        store.send(.user(.editField(.deleteBackward)))
    }

    @Test func backwardDeleteCharEOFDeletesAndLeavesOnlyOnAnEmptyField() {
        var typed = browser()
        _ = typed.handle(.user(.type("1")))
        var store = BrowserStore(typed)
        store.send(.user(.deleteBackwardOrExit), effects: [.match(SearchQuery(text: ""), generation: 2), .fire(.change)]) {
            _ = $0.session.send(.deleteBackward)
            $0.cursorOffset = 0
            $0.awaitedGeneration = 2
        }
        store.send(.user(.deleteBackwardOrExit), effects: [.finish(.cancelled)])
    }
}

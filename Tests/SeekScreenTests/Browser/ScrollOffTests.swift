import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's `--scroll-off`: the list scrolls before the selected row reaches its edge, keeping
/// that many rows beyond it in view (at most half the list), and none at the list's ends.
@Suite struct ScrollOffTests {
    /// `seq 1000` in fzf's default layout, 10 rows of list.
    func driver(scrollOff: Int) -> BrowserDriver {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) {
            $0.listGrowsUpward = true
            $0.scrollOff = scrollOff
        }
        var driver = BrowserDriver(items: (1...1000).map(String.init), session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 40, height: 12), options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: 1000)))
        return driver
    }

    @Test func theListScrollsScrollOffRowsBeforeTheSelectionReachesItsEdge() {
        var driver = driver(scrollOff: 3)
        #expect(driver.browser.visibleRowCount == 10)
        driver.send(.user(.moveSelection(6)))
        #expect(driver.browser.firstVisibleRow == 0, "row 6 leaves three rows beyond it")
        driver.send(.user(.moveSelection(1)))
        #expect(driver.browser.firstVisibleRow == 1)
        driver.send(.user(.moveToLast))
        #expect(driver.browser.firstVisibleRow == 990, "none beyond the last row")
        driver.send(.user(.moveSelection(-7)))
        #expect(driver.browser.firstVisibleRow == 989)
    }

    @Test func aLargeScrollOffKeepsTheSelectionInTheMiddle() {
        var driver = driver(scrollOff: 9999)
        driver.send(.user(.movePage(1)))
        let middle = driver.browser.selectedRow - driver.browser.firstVisibleRow
        driver.send(.user(.moveSelection(1)))
        #expect(driver.browser.selectedRow - driver.browser.firstVisibleRow == middle)
        #expect(middle == 4, "half the list above it, one row less below, as fzf")
    }

    @Test func withoutScrollOffTheListScrollsOnlyAtItsEdge() {
        var driver = driver(scrollOff: 0)
        driver.send(.user(.moveSelection(9)))
        #expect(driver.browser.firstVisibleRow == 0)
        driver.send(.user(.moveSelection(1)))
        #expect(driver.browser.firstVisibleRow == 1)
    }
}

/// fzf's `page-up` and `page-down` move by one row less than the list holds.
@Suite struct FzfPageMoveTests {
    @Test func aPageIsTheListLessOneRowInFzfsFace() {
        var driver = ScrollOffTests().driver(scrollOff: 3)
        driver.send(.user(.movePage(1)))
        #expect(driver.browser.selectedRow == 9)
        var seekFace = BrowserDriver(items: (1...100).map(String.init), session: SearchSession(placement: .bottom),
                                     size: TerminalSize(width: 40, height: 12), options: BrowserOptions(title: "t"))
        let rows = seekFace.browser.visibleRowCount
        seekFace.send(.user(.moveSelection(1)), .user(.movePage(1)))
        #expect(seekFace.browser.selectedRow == 1 + rows, "seek's own face moves a whole page")
    }
}

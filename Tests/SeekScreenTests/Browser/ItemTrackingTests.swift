import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's `--track` and the `track-current`, `untrack-current`, `toggle-track` actions: the
/// selected item stays under the cursor, at the same height, while the query changes what is
/// listed around it; tracking one item ends when the cursor leaves it or it is no longer listed.
@Suite struct ItemTrackingTests {
    /// `seq 1000`: item `n` is input index `n - 1`.
    func driver(query: String = "", tracks: Bool = false) -> BrowserDriver {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) {
            $0.listGrowsUpward = true
            $0.tracksSelection = tracks
        }
        var driver = BrowserDriver(items: (1...1000).map(String.init), session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 40, height: 10), options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: 1000)))
        if !query.isEmpty { driver.send(.user(.type(query))) }
        return driver
    }

    func screenPosition(_ browser: SearchBrowser) -> Int { browser.selectedRow - browser.firstVisibleRow }

    @Test func trackKeepsTheItemSelectedAtTheSameHeightAsTheQueryWidens() {
        var driver = driver(query: "555", tracks: true)
        #expect(driver.browser.selectedItem == 554)
        driver.send(.user(.deleteBackward))
        #expect(driver.browser.results.matches.count == 28)
        #expect(driver.browser.selectedItem == 554, "555 stays selected among 28")
        let position = screenPosition(driver.browser)
        driver.send(.user(.deleteBackward))
        #expect(driver.browser.results.matches.count == 271)
        #expect(driver.browser.selectedItem == 554)
        #expect(screenPosition(driver.browser) == position, "on the same screen row")
        driver.send(.user(.deleteBackward))
        #expect(driver.browser.results.matches.count == 1000)
        #expect(driver.browser.selectedItem == 554)
        #expect(screenPosition(driver.browser) == position)
    }

    @Test func withoutTrackANewQuerySelectsItsBestMatch() {
        var driver = driver(query: "555")
        driver.send(.user(.deleteBackward))
        #expect(driver.browser.selectedRow == 0)
        #expect(driver.browser.selectedItem != 554)
    }

    @Test func toggleTrackTurnsTrackingOnAndOff() {
        var driver = driver(query: "55")
        driver.send(.host(.changeTracking(.toggleAlways)))
        #expect(driver.browser.tracking == .always)
        driver.send(.user(.moveSelection(2)), .user(.deleteBackward))
        #expect(driver.browser.tracking == .always, "moving keeps tracking every change")
        driver.send(.host(.changeTracking(.toggleAlways)))
        #expect(driver.browser.tracking == .off)
        driver.send(.user(.type("5")))
        #expect(driver.browser.selectedRow == 0)
    }

    @Test func trackCurrentFollowsOneItemUntilTheCursorLeavesIt() {
        var driver = driver(query: "55")
        let item = driver.browser.selectedItem
        driver.send(.host(.changeTracking(.trackCurrent)))
        #expect(driver.browser.tracking == item.map(ItemTracking.current))
        driver.send(.user(.deleteBackward))
        #expect(driver.browser.selectedItem == item, "the item is kept as the list widens")
        #expect(driver.browser.tracking == item.map(ItemTracking.current))
        driver.send(.user(.moveSelection(1)))
        #expect(driver.browser.tracking == .off, "the cursor moved: tracking ends")
        driver.send(.host(.changeTracking(.trackCurrent)))
        #expect(driver.browser.tracking == driver.browser.selectedItem.map(ItemTracking.current), "up+track tracks the new row")
    }

    @Test func trackCurrentEndsWhenTheItemIsNoLongerListedAndTheCursorKeepsItsHeight() {
        var driver = driver(query: "5")
        driver.send(.user(.moveSelection(3)))
        let position = screenPosition(driver.browser)
        driver.send(.host(.changeTracking(.trackCurrent)))
        let tracked = driver.browser.selectedItem
        driver.send(.user(.type("4")))
        #expect(driver.browser.tracking == .off)
        #expect(driver.browser.selectedItem != tracked)
        #expect(driver.browser.selectedRow == position, "the cursor stays at the same height")
    }

    @Test func untrackAndToggleCurrentLeaveTrackEverythingAlone() {
        var driver = driver(tracks: true)
        driver.send(.host(.changeTracking(.untrackCurrent)), .host(.changeTracking(.toggleCurrent)),
                    .host(.changeTracking(.trackCurrent)))
        #expect(driver.browser.tracking == .always)
        var current = self.driver()
        current.send(.host(.changeTracking(.toggleCurrent)))
        #expect(current.browser.tracking == .current(0))
        current.send(.host(.changeTracking(.toggleCurrent)))
        #expect(current.browser.tracking == .off)
        current.send(.host(.changeTracking(.trackCurrent)), .host(.changeTracking(.untrackCurrent)))
        #expect(current.browser.tracking == .off)
    }

    @Test func theInfoLineShowsPlusTWhileTrackingEveryChangeAndPlusTLowerForOneItem() {
        func infoRow(_ driver: BrowserDriver) -> String {
            driver.render().grid.lines[8].trimmingTrailingSpaces
        }
        var driver = driver(query: "555", tracks: true)
        #expect(infoRow(driver).hasPrefix("  1/1000 +T ─"))
        driver.send(.host(.changeTracking(.toggleAlways)))
        #expect(infoRow(driver).hasPrefix("  1/1000 ─"))
        driver.send(.host(.changeTracking(.trackCurrent)))
        #expect(infoRow(driver).hasPrefix("  1/1000 +t ─"))
    }
}

private extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}

import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// After `reload` fzf keeps the cursor's row, by its index and not its item (fzf's
/// `test_exclude`: the cursor on the fifth row is on the new input's fifth row).
@Suite struct ReloadCursorTests {
    func driver() -> BrowserDriver {
        var driver = BrowserDriver(items: (1...100).map(String.init), session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 40, height: 10), options: BrowserOptions(title: "t"))
        driver.send(.arrived(.progress(isBusy: false, totalCount: 100)))
        return driver
    }

    @Test func theCursorStaysOnItsRowAsTheReloadedInputArrives() {
        var driver = driver()
        driver.send(.user(.moveSelection(4)))
        let row = driver.browser.selectedRow
        #expect(row == 4)
        driver.send(.arrived(.inputReplaced))
        driver.send(.arrived(.progress(isBusy: false, totalCount: 100)))
        #expect(driver.browser.selectedRow == row)
        driver.send(.user(.type("1")))
        #expect(driver.browser.selectedRow == 0, "a new query starts the list over")
    }
}

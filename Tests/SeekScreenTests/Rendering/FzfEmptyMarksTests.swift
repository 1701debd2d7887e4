import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's `--pointer=` and `--marker=`: an empty pointer or marker takes no column, and `jump`
/// opens one column for its labels only on the labelled rows (each screen is what fzf 0.74.5
/// shows at 40×10 for `seq 100 | fzf --pointer= --marker= --multi --jump-labels 12345`).
@Suite struct FzfEmptyMarksTests {
    func driver() -> BrowserDriver {
        let options = FzfFaceSnapshotTests.fzfOptions(multi: true) {
            $0.pointer = ""
            $0.marker = ""
            $0.jumpLabels = Array("12345")
            $0.listGrowsUpward = true
        }
        var driver = BrowserDriver(items: (1...100).map(String.init), session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 40, height: 10), options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: 100)))
        return driver
    }

    func rows(_ driver: BrowserDriver) -> [String] {
        driver.render().grid.lines.prefix(8).map { String($0.prefix(2)).trimmingSpaces() }
    }

    @Test func anEmptyPointerAndMarkerLeaveTheTextAtTheFirstColumn() {
        var driver = driver()
        driver.send(.user(.toggleMark))
        #expect(rows(driver) == ["8", "7", "6", "5", "4", "3", "2", "1"])
    }

    @Test func jumpLabelsTakeOneColumnBeforeTheLabelledRowsOnly() {
        var driver = driver()
        driver.send(.host(.startJump(.move)))
        #expect(rows(driver) == ["8", "7", "6", "55", "44", "33", "22", "11"])
    }
}

private extension String {
    func trimmingSpaces() -> String { String(reversed().drop { $0 == " " }.reversed()) }
}

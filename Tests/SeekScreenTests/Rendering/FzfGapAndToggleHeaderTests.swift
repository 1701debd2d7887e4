import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// `--gap`, `--gap-line` and `toggle-header`, cell by cell: each expected screen is what fzf
/// 0.74.5 shows in a 40×10 tmux pane for `seq 100 | fzf …` with the same options.
@Suite struct FzfGapAndToggleHeaderTests {
    let snapshots = FzfFaceSnapshotTests()

    @Test func aGapOfOneRowIsCrossedByFzfsDottedLine() {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) { $0.itemGap = ItemGap(rows: 1) }
        // seq 100 | fzf --gap --reverse --pointer '>' --marker '>' --gutter ' '
        #expect(snapshots.screen(snapshots.driver(.reverse, options: options)) == """
            >
              100/100 ─────────────────────────────
            > 1                                    │
              ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
              2
              ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
              3
              ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
              4
              ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
            """)
    }

    @Test func aWiderGapDrawsItsLineOnTheRowFarthestFromItsItemGrowingUpward() {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) { $0.itemGap = ItemGap(rows: 2, line: "xyz") }
        // seq 100 | fzf --gap=2 --gap-line xyz --pointer '>' --marker '>' --gutter ' '
        #expect(snapshots.screen(snapshots.driver(.default, options: options)) == """

              3
              xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzx

              2
              xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzx

            > 1                                    │
              100/100 ─────────────────────────────
            >
            """)
    }

    @Test func gapRowsKeepTheGutterAndWithoutABarLeaveItsColumn() {
        let options = FzfFaceSnapshotTests.fzfOptions { options in
            options.itemGap = ItemGap(rows: 1, line: "-")
            options.showsScrollbar = false
        }
        // seq 100 | fzf --gap --gap-line=- --no-scrollbar --layout reverse-list (the list's rows)
        #expect(snapshots.screen(snapshots.driver(.reverseList, options: options)).split(separator: "\n").prefix(4) == [
            "▌ 1",
            "▌ -------------------------------------",
            "▌ 2",
            "▌ -------------------------------------",
        ])
    }

    @Test func movingPastTheItemsAGapLeavesRoomForScrollsTheList() {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) { $0.itemGap = ItemGap(rows: 1) }
        var driver = snapshots.driver(.reverse, options: options)
        #expect(driver.browser.visibleRowCount == 4)
        driver.send(.user(.moveSelection(4)))
        #expect(driver.browser.selectedRow == 4)
        #expect(driver.browser.firstVisibleRow > 0)
        #expect(snapshots.screen(driver).contains("> 5"))
    }

    @Test func toggleHeaderGivesTheHeadersRowsToTheListAndBringsThemBack() {
        let options = FzfFaceSnapshotTests.fzfOptions(suiteMarks: true) { options in
            options.header = ["foo", "1", "2"]
            options.inputHeaderCount = 2
        }
        var driver = snapshots.driver(.default, options: options)
        let before = snapshots.screen(driver)
        #expect(before.contains("foo"))
        #expect(driver.browser.visibleRowCount == 5)
        driver.send(.user(.toggleHeader))
        let hidden = snapshots.screen(driver)
        #expect(!hidden.contains("foo"))
        #expect(driver.browser.visibleRowCount == 8)
        #expect(hidden.split(separator: "\n").first == "  8")
        // A new header while hidden stays hidden until shown, with the input's lines after it.
        driver.send(.host(.setHeader(["bar"])))
        #expect(!snapshots.screen(driver).contains("bar"))
        driver.send(.user(.toggleHeader))
        #expect(driver.browser.options.header == ["bar", "1", "2"])
        #expect(snapshots.screen(driver) == before.replacing("foo", with: "bar"))
    }
}

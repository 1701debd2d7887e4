import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// A row wider than the list in fzf's face: scrolled to show its match (`--hscroll-off`),
/// cut at the right without it (`--no-hscroll`), its end shown (`--keep-right`), with fzf's
/// `··` or `--ellipsis`. Each expected row is what fzf 0.74.5 shows in an 80-column tmux pane
/// for the same input and options.
@Suite struct FzfLongRowTests {
    static let long = String(repeating: "=", count: 10_000) + "0123456789"

    func firstRow(_ items: [String], query: String, _ configure: (inout RowWindow) -> Void = { _ in }) -> String {
        let options = FzfFaceSnapshotTests.fzfOptions {
            $0.listGrowsUpward = true
            $0.showsScrollbar = false
            configure(&$0.rowWindow)
        }
        var driver = BrowserDriver(items: items, session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 80, height: 6), options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: items.count)))
        if !query.isEmpty { driver.send(.user(.type(query))) }
        return String(driver.render().grid.lines[3].reversed().drop { $0 == " " }.reversed())
    }

    @Test func aLongRowScrollsToShowItsMatchWithHscrollOffColumnsAfterIt() {
        #expect(firstRow([Self.long], query: "0") { $0.scrollOff = 0 }
            == "▌ ··" + String(repeating: "=", count: 73) + "0··")
        #expect(firstRow([Self.long], query: "0") { $0.scrollOff = 3 }
            == "▌ ··" + String(repeating: "=", count: 70) + "0123··")
        #expect(firstRow([Self.long], query: "09") == "▌ ··" + String(repeating: "=", count: 66) + "0123456789",
                "the row's end reached: no ellipsis on the right")
    }

    @Test func withoutHscrollOrWithoutAMatchTheRowIsCutAtTheRight() {
        let cut = "▌ " + String(repeating: "=", count: 76) + "··"
        #expect(firstRow([Self.long], query: "0") { $0.followsMatch = false } == cut)
        #expect(firstRow([Self.long], query: "") == cut)
    }

    @Test func keepRightShowsTheEndAndTheEllipsisIsFzfs() {
        #expect(firstRow([Self.long], query: "") { $0.keepsRight = true }
            == "▌ ··" + String(repeating: "=", count: 66) + "0123456789")
        let commas = (1...1000).map(String.init).joined(separator: ",") + ","
        let row = firstRow([commas], query: "'500") { $0.ellipsis = "SNIPSNIP" }
        #expect(row.hasPrefix("▌ SNIPSNIP") && row.hasSuffix("SNIPSNIP") && row.contains("500"))
    }

    @Test func aRowThatFitsIsDrawnWhole() {
        #expect(firstRow(["short 0 row"], query: "0") == "▌ short 0 row")
    }
}

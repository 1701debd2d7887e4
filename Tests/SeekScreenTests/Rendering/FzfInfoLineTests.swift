import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// The info line's options in fzf's face, cell by cell, each as fzf 0.74.5 draws `seq 100 | fzf
/// … --no-scrollbar` in a 40-column tmux pane (seek's rules run to the last column).
@Suite struct FzfInfoLineTests {
    func lastRows(_ configure: (inout BrowserOptions) -> Void, query: String = "", count: Int = 3) -> [String] {
        let options = FzfFaceSnapshotTests.fzfOptions {
            $0.listGrowsUpward = true
            $0.showsScrollbar = false
            configure(&$0)
        }
        var driver = BrowserDriver(items: (1...100).map(String.init), session: SearchSession(placement: .bottom),
                                   size: TerminalSize(width: 40, height: 8), options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: 100)))
        if !query.isEmpty { driver.send(.user(.type(query))) }
        return driver.render().grid.lines.suffix(count).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func rightInfoPutsTheCountsAfterTheRule() {
        #expect(lastRows({ $0.info = .statusLine; $0.infoAlignsRight = true; $0.infoSeparator = "x" }, count: 2)
            == [String(repeating: "x", count: 31) + " 100/100", ">"])
        #expect(lastRows({ $0.infoAlignsRight = true; $0.infoSeparator = nil }, count: 2)
            == [String(repeating: " ", count: 32) + "100/100", ">"])
    }

    @Test func inlineInfoTakesItsSeparatorInPlaceOfTheArrow() {
        #expect(lastRows({ $0.info = .inline; $0.inlineInfoSeparator = "___"; $0.infoSeparator = nil }, count: 1)
            == [">  ___100/100"])
        #expect(lastRows({ $0.info = .inline }, count: 1) == [">   < 100/100 " + String(repeating: "─", count: 26)])
    }

    @Test func theSeparatorRepeatsAndNoSeparatorDrawsNone() {
        #expect(lastRows({ $0.infoSeparator = "_-" }, query: "55", count: 2)
            == ["  1/100 " + String(repeating: "_-", count: 16), "> 55"])
        #expect(lastRows({ $0.infoSeparator = nil }, query: "55", count: 2) == ["  1/100", "> 55"])
    }

    @Test func hiddenInfoWithoutSeparatorTakesNoRow() {
        #expect(lastRows({ $0.info = .hidden; $0.infoSeparator = nil; $0.pointer = ">" }, count: 2) == ["> 1", ">"])
        #expect(lastRows({ $0.info = .hidden; $0.pointer = ">" }, count: 2) == [String(repeating: "─", count: 40), ">"])
    }
}

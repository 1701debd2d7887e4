import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekRuntime
import SeekScreen
import SeekToolkit
import Testing

/// fzf's default layout: the prompt at the bottom and the best match just above it, the list
/// growing upward, Up moving to worse matches.
@Suite(.waitsOnPrograms) struct LayoutTests {
    @Test func theBestMatchSitsNextToABottomPromptAndUpMovesAwayFromIt() {
        var options = BrowserOptions(title: "fruit")
        options.listGrowsUpward = true
        let session = SearchSession(placement: .bottom)
        let program = RuntimeHarness(session: session, options: options, configure: { runtime in
            runtime.keyMap = KeyMap.standard.reversingVerticalMoves()
        }) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(WholeProgramTests.fruits)))
        }
        #expect(program.terminal.waitForText("10/10"))
        let screen = program.terminal.screen
        let best = screen.firstIndex { $0.contains("> apple") }
        let second = screen.firstIndex { $0.contains("apricot") }
        #expect(best != nil && second != nil && second! < best!, "the second match is drawn above the best")
        #expect(screen.last?.contains("Search") == true, "the prompt is the last line")
        program.terminal.send(.up)
        #expect(program.terminal.waitForText("> apricot"))
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("> apple"))
        program.terminal.send(.up, .up, .enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery()))
    }

    @Test func headerLinesStayAboveTheListAndAreNeverChosen() {
        var options = BrowserOptions(title: "fruit")
        options.header = ["NAME", "a fruit per line"]
        let program = RuntimeHarness(options: options) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(WholeProgramTests.fruits)))
        }
        #expect(program.terminal.waitForText("10/10"))
        let screen = program.terminal.screen
        let header = screen.firstIndex { $0.hasPrefix("NAME") }
        let first = screen.firstIndex { $0.contains("> apple") }
        #expect(header != nil && first != nil && header! < first!)
        program.terminal.press("mel")
        #expect(program.terminal.waitForText("1/10"))
        #expect(program.terminal.screen.contains { $0.hasPrefix("NAME") }, "the header stays while searching")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([WholeProgramTests.fruits.firstIndex(of: "melon")!], query: SearchQuery(text: "mel")))
    }

    @Test func reversingTheKeysTurnsEveryVerticalMoveAround() {
        let reversed = KeyMap.standard.reversingVerticalMoves()
        #expect(reversed.action(for: .up) == .user(.moveSelection(1)))
        #expect(reversed.action(for: .down) == .user(.moveSelection(-1)))
        #expect(reversed.action(for: .pageUp) == .user(.movePage(1)))
        #expect(reversed.action(for: .enter) == KeyMap.standard.action(for: .enter))
    }
}

/// `--multi` keys as fzf has them: Tab marks and moves down, Shift-Tab marks and moves up.
@Suite(.waitsOnPrograms) struct MultipleSelectionKeyTests {
    @Test func tabMarksAndMovesAndShiftTabMarksMovingUp() {
        let options = BrowserOptions(title: "fruit", allowsMultipleSelection: true)
        let program = RuntimeHarness(options: options, configure: { runtime in
            runtime.keyMap = KeyMap.standard.markingWithTab()
        }) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(WholeProgramTests.fruits)))
        }
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.send(.tab, .tab, .down, .backTab)
        #expect(program.terminal.waitForText("(3 marked)"))
        program.terminal.send(.enter)
        guard case .chosen(let items, _)? = program.outcome() else {
            Issue.record("nothing chosen")
            return
        }
        #expect(items == [0, 1, 3], "apple and apricot by Tab, blackberry by Shift-Tab")
    }

    /// fzf 0.74 (`seq 5 | fzf --multi`, Up Up Tab Tab Shift-Tab Enter) prints 3 2 1: in the
    /// default layout Tab moves down the screen, to the better match.
    @Test func tabMovesDownTheScreenInTheUpwardLayoutAsFzfsDoes() {
        var options = BrowserOptions(title: "fruit", allowsMultipleSelection: true)
        options.listGrowsUpward = true
        let program = RuntimeHarness(session: SearchSession(placement: .bottom), options: options, configure: { runtime in
            runtime.keyMap = KeyMap.standard.markingWithTab().reversingVerticalMoves()
        }) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(WholeProgramTests.fruits)))
        }
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.send(.up, .up, .tab, .tab, .backTab)
        #expect(program.terminal.waitForText("(3 marked)"))
        program.terminal.send(.enter)
        guard case .chosen(let items, _)? = program.outcome() else {
            Issue.record("nothing chosen")
            return
        }
        #expect(items == [2, 1, 0], "Tab from the third row marks it and the second, Shift-Tab the first")
    }

    @Test func scopesMoveToAltArrowsWhenTabMarks() {
        let keys = KeyMap.standard.markingWithTab()
        #expect(keys.action(for: .tab) == .user(.toggleMark))
        #expect(keys.action(for: .backTab) == .user(.toggleMarkMovingUp))
        #expect(keys.action(for: .alt(.right)) == .user(.nextScope))
        #expect(keys.action(for: .alt(.left)) == .user(.previousScope))
    }
}

import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's header and footer sections, cell by cell: each expected screen is what fzf 0.74.5
/// shows in a tmux pane for `seq N | fzf …` with the options named in the test (`tmux
/// capture-pane -p`, the ends of lines trimmed).
@Suite struct FzfSectionSnapshotTests {
    let face = FzfFaceSnapshotTests()

    /// The screen of `seq count | fzf` whose first `headerLines` lines are the header lines.
    func screen(_ layout: FzfFaceSnapshotTests.Layout = .default, count: Int = 100, headerLines: Int = 0,
                size: TerminalSize = TerminalSize(width: 40, height: 10), _ configure: (inout BrowserOptions) -> Void) -> String {
        var options = FzfFaceSnapshotTests.fzfOptions(configure)
        options.header += (1...count).prefix(headerLines).map(String.init)
        options.inputHeaderCount = headerLines
        options.listGrowsUpward = layout == .default
        let session = SearchSession(placement: layout == .reverse ? .drawer(always: true) : .bottom)
        var driver = BrowserDriver(items: (headerLines + 1...count).map(String.init), session: session, size: size, options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: count - headerLines)))
        return face.screen(driver)
    }

    @Test func headerLinesInASharpBoxKeepTheirLabelAtTheBottomAndTheInfoLineItsRule() {
        // --header-lines 3 --header-border sharp --header-label HEAD --header-label-pos 2:bottom
        #expect(screen(headerLines: 3) {
            $0.borders.header = .sharp
            $0.borders.headerLabel = BorderLabel(text: "HEAD", position: "2:bottom")
        } == """
            ▌ 6
            ▌ 5
            ▌ 4                                    │
            ┌──────────────────────────────────────┐
            │ 3                                    │
            │ 2                                    │
            │ 1                                    │
            └HEAD──────────────────────────────────┘
              97/97
            >
            """)
    }

    @Test func aHeaderBoxLeavesTheListsBoxAndTakesThePromptOutAlignedWithTheList() {
        // --list-border rounded --header HELLO --header-border rounded
        #expect(screen {
            $0.header = ["HELLO"]
            $0.borders.list = .rounded
            $0.borders.header = .rounded
        } == """
            ╭──────────────────────────────────────╮
            │ ▌ 3                                  │
            │ ▌ 2                                  │
            │ ▌ 1                                 ││
            ╰──────────────────────────────────────╯
            ╭──────────────────────────────────────╮
            │   HELLO                              │
            ╰──────────────────────────────────────╯
                100/100
              >
            """)
    }

    @Test func headerLinesWithABorderOfTheirOwnGoBetweenTheListAndTheHeader() {
        // seq 30 | fzf --list-border --header-lines 2 --header-lines-border double --header H --header-border rounded
        #expect(screen(count: 30, headerLines: 2, size: TerminalSize(width: 30, height: 14)) {
            $0.header = ["H"]
            $0.borders.list = .rounded
            $0.borders.header = .rounded
            $0.borders.headerLines = .double
        } == """
            ╭────────────────────────────╮
            │ ▌ 5                        │
            │ ▌ 4                        │
            │ ▌ 3                       ││
            ╰────────────────────────────╯
            ╔════════════════════════════╗
            ║   2                        ║
            ║   1                        ║
            ╚════════════════════════════╝
            ╭────────────────────────────╮
            │   H                        │
            ╰────────────────────────────╯
                28/28
              >
            """)
    }

    @Test func theFooterSitsAboveTheListWithALineAndItsLabel() {
        // --footer "$(printf 'F1\nF2')" --footer-label FOOT --footer-label-pos 3
        #expect(screen {
            $0.footer = ["F1", "F2"]
            $0.borders.footerLabel = BorderLabel(text: "FOOT", position: "3")
        } == """
              F1
              F2
            ──FOOT──────────────────────────────────
            ▌ 5
            ▌ 4
            ▌ 3
            ▌ 2
            ▌ 1                                    │
              100/100 ─────────────────────────────
            >
            """)
    }

    @Test func withReverseTheFooterGoesBelowTheListAndALineHeaderFacesIt() {
        // --reverse --footer F --footer-border sharp --header H --header-border line
        #expect(screen(.reverse) {
            $0.header = ["H"]
            $0.footer = ["F"]
            $0.borders.footer = .sharp
            $0.borders.header = .line
        } == """
            >
              100/100 ─────────────────────────────
              H
            ────────────────────────────────────────
            ▌ 1                                    │
            ▌ 2
            ▌ 3
            ┌──────────────────────────────────────┐
            │ F                                    │
            └──────────────────────────────────────┘
            """)
    }

    @Test func inlineSectionsSitInsideTheListsBoxJoinedByARuleWithTheirLabels() {
        // seq 30 | fzf --list-border --header HEADER --header-border inline --header-label HL
        //   --footer FOOT --footer-border inline --footer-label FL
        #expect(screen(count: 30, size: TerminalSize(width: 30, height: 14)) {
            $0.header = ["HEADER"]
            $0.footer = ["FOOT"]
            $0.borders.list = .rounded
            $0.borders.header = .inline
            $0.borders.headerLabel = BorderLabel(text: "HL")
            $0.borders.footer = .inline
            $0.borders.footerLabel = BorderLabel(text: "FL")
        } == """
            ╭────────────────────────────╮
            │   FOOT                     │
            ├─────────────FL─────────────┤
            │ ▌ 6                        │
            │ ▌ 5                        │
            │ ▌ 4                        │
            │ ▌ 3                        │
            │ ▌ 2                        │
            │ ▌ 1                       ││
            ├─────────────HL─────────────┤
            │   HEADER                   │
            ╰────────────────────────────╯
                30/30
              >
            """)
    }

    @Test func inlineFallsBackToALineWithoutAListBox() {
        // seq 5 | fzf --header HEADER --header-border inline: a rule above the header, no
        // junctions; the rule faces away from the prompt, so the info line keeps its own.
        let lines = screen(count: 5, size: TerminalSize(width: 20, height: 8)) {
            $0.header = ["HEADER"]
            $0.borders.header = .inline
        }.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.suffix(4) == ["────────────────────", "  HEADER", "  5/5 ─────────────", ">"])
    }

    @Test func anInputBorderWithoutALeftSideLinesUpWithTheListsInside() {
        // seq 100 | fzf --input-border bottom --list-border rounded (20×8)
        #expect(screen(size: TerminalSize(width: 20, height: 8)) {
            $0.borders.list = .rounded
            $0.borders.input = .bottom
        } == """
            ╭──────────────────╮
            │ ▌ 3              │
            │ ▌ 2              │
            │ ▌ 1             ││
            ╰──────────────────╯
                100/100
              >
            ────────────────────
            """)
    }

    @Test func labelActionsReplaceTheTextAndKeepThePosition() {
        var borders = SectionBorders()
        borders.listLabel = BorderLabel(text: "", position: "2:bottom")
        borders.setLabel("LIST", at: .list)
        borders.setLabel("foot", at: .footer)
        #expect(borders.listLabel == BorderLabel(text: "LIST", column: 2, isAtBottom: true))
        #expect(borders.footerLabel == BorderLabel(text: "foot"))
    }
}

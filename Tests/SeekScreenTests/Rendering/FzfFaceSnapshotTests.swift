import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's face, cell by cell: each expected screen is what fzf 0.74.5 shows in a 40×10 tmux pane
/// for `seq 100 | fzf …` with the same options (its text as `tmux capture-pane -p` gives it, the
/// ends of lines trimmed), written here by hand.
@Suite struct FzfFaceSnapshotTests {
    enum Layout { case `default`, reverse, reverseList }

    /// fzf's own marks (`▌` pointer and gutter, `┃` marker), or the ones fzf's test suite sets.
    static func fzfOptions(multi: Bool = false, suiteMarks: Bool = false, _ configure: (inout BrowserOptions) -> Void = { _ in }) -> BrowserOptions {
        var options = BrowserOptions(title: "not drawn", allowsMultipleSelection: multi)
        options.face = .fzf
        options.pointer = suiteMarks ? ">" : "▌"
        options.marker = suiteMarks ? ">" : "┃"
        options.gutter = suiteMarks ? " " : "▌"
        configure(&options)
        return options
    }

    func driver(_ layout: Layout = .default, size: TerminalSize = TerminalSize(width: 40, height: 10),
                options: BrowserOptions) -> BrowserDriver {
        var options = options
        options.listGrowsUpward = layout == .default
        let session = SearchSession(placement: layout == .reverse ? .drawer(always: true) : .bottom)
        var driver = BrowserDriver(items: (1...100).map(String.init), session: session, size: size, options: options)
        driver.send(.arrived(.progress(isBusy: false, totalCount: 100)))
        return driver
    }

    func screen(_ driver: BrowserDriver) -> String {
        driver.render().grid.lines.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    @Test func theDefaultLayoutHasThePromptAtTheBottomAndTheBestMatchAboveTheInfoLine() {
        #expect(screen(driver(options: Self.fzfOptions())) == """
            ▌ 8
            ▌ 7
            ▌ 6
            ▌ 5
            ▌ 4
            ▌ 3
            ▌ 2
            ▌ 1                                    │
              100/100 ─────────────────────────────
            >
            """)
    }

    @Test func reverseRunsTopDownFromThePrompt() {
        #expect(screen(driver(.reverse, options: Self.fzfOptions())) == """
            >
              100/100 ─────────────────────────────
            ▌ 1                                    │
            ▌ 2
            ▌ 3
            ▌ 4
            ▌ 5
            ▌ 6
            ▌ 7
            ▌ 8
            """)
    }

    @Test func reverseListKeepsThePromptAtTheBottomAndTheListTopDown() {
        #expect(screen(driver(.reverseList, options: Self.fzfOptions())) == """
            ▌ 1                                    │
            ▌ 2
            ▌ 3
            ▌ 4
            ▌ 5
            ▌ 6
            ▌ 7
            ▌ 8
              100/100 ─────────────────────────────
            >
            """)
    }

    static func withHeaders(_ options: inout BrowserOptions) {
        options.header = ["hello world", "1", "2"]
        options.inputHeaderCount = 2
    }

    /// The header lines are not items here (the command takes them from the input), so the
    /// counts are 100, not fzf's 98, and the rows start at 1; the places are what is compared.
    @Test(arguments: [Layout.default, .reverse, .reverseList])
    func headerGoesBesideTheInfoLineAndHeaderLinesWhereTheListStarts(layout: Layout) {
        let expected: [Layout: String] = [
            .default: """
                ▌ 5
                ▌ 4
                ▌ 3
                ▌ 2
                ▌ 1                                    │
                  2
                  1
                  hello world
                  100/100 ─────────────────────────────
                >
                """,
            .reverse: """
                >
                  100/100 ─────────────────────────────
                  hello world
                  1
                  2
                ▌ 1                                    │
                ▌ 2
                ▌ 3
                ▌ 4
                ▌ 5
                """,
            .reverseList: """
                  1
                  2
                ▌ 1                                    │
                ▌ 2
                ▌ 3
                ▌ 4
                ▌ 5
                  hello world
                  100/100 ─────────────────────────────
                >
                """,
        ]
        #expect(screen(driver(layout, options: Self.fzfOptions(Self.withHeaders))) == expected[layout])
    }

    @Test func marksAreDrawnAfterTheGutterAndTheInfoLineCountsThem() {
        for suiteMarks in [false, true] {
            var marked = driver(options: Self.fzfOptions(multi: true, suiteMarks: suiteMarks))
            // Mark 2, then go on to 3: Tab marks and moves toward worse matches, up the screen.
            marked.send(.user(.moveSelection(1)), .user(.toggleMark))
            #expect(marked.browser.selectedRow == 2)
            let rows = suiteMarks
                ? ["  8", "  7", "  6", "  5", "  4", "> 3", " >2", "  1                                    │"]
                : ["▌ 8", "▌ 7", "▌ 6", "▌ 5", "▌ 4", "▌ 3", "▌┃2", "▌ 1                                    │"]
            #expect(screen(marked) == (rows + ["  100/100 (1) ─────────────────────────", ">"]).joined(separator: "\n"))
        }
    }

    @Test func aBorderBoxesTheScreenWithAColumnOfPaddingAndTheScrollBarInTheRightOne() {
        #expect(screen(driver(options: Self.fzfOptions { $0.hasBorder = true })) == """
            ╭──────────────────────────────────────╮
            │ ▌ 6                                  │
            │ ▌ 5                                  │
            │ ▌ 4                                  │
            │ ▌ 3                                  │
            │ ▌ 2                                  │
            │ ▌ 1                                 ││
            │   100/100 ────────────────────────── │
            │ >                                    │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func inlineInfoFollowsTheQueryOnThePromptRow() {
        #expect(screen(driver(options: Self.fzfOptions { $0.info = .inline })) == """
            ▌ 9
            ▌ 8
            ▌ 7
            ▌ 6
            ▌ 5
            ▌ 4
            ▌ 3
            ▌ 2
            ▌ 1                                    │
            >   < 100/100 ─────────────────────────
            """)
    }

    @Test func hiddenInfoLeavesTheRuleAndInlineRightPutsTheCountAtTheRowsEnd() {
        let list = "▌ 8\n▌ 7\n▌ 6\n▌ 5\n▌ 4\n▌ 3\n▌ 2\n▌ 1                                    │\n"
        let rule = String(repeating: "─", count: 39)
        #expect(screen(driver(options: Self.fzfOptions { $0.info = .hidden })) == list + rule + "\n>")
        #expect(screen(driver(options: Self.fzfOptions { $0.info = .inlineRight }))
                == list + rule + "\n>                               100/100")
    }

    @Test func aQueryNarrowsTheListAndTheCount() {
        var typed = driver(options: Self.fzfOptions())
        typed.send(.user(.type("1")), .user(.type("2")))
        #expect(screen(typed) == "\n\n\n\n\n\n\n▌ 12\n  1/100 ───────────────────────────────\n> 12")
    }

    @Test func noScrollBarWhileEveryMatchFitsOrWhenTurnedOff() {
        var few = driver(options: Self.fzfOptions())
        few.send(.user(.type("5")), .user(.type("0")))
        #expect(!screen(few).contains("│"))
        #expect(!screen(driver(options: Self.fzfOptions { $0.showsScrollbar = false })).contains("│"))
    }

    @Test func theScrollBarFollowsTheListDownToItsEnd() {
        var scrolled = driver(options: Self.fzfOptions())
        scrolled.send(.user(.moveToLast))
        let lines = screen(scrolled).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasSuffix("│"))
        #expect(!lines[7].hasSuffix("│"))
    }

    @Test func noTitlePlaceholderKeyHelpOrCountLineOfSeeksFace() {
        let text = screen(driver(.default, size: TerminalSize(width: 80, height: 24), options: Self.fzfOptions()))
        for word in ["not drawn", "Search", "move", "enter", "100/100  "] {
            #expect(!text.contains(word))
        }
        #expect(text.split(separator: "\n").count == 24)
    }
}

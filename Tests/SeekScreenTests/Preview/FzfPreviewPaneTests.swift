import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// The preview pane in fzf's face, cell by cell: each expected screen is what fzf 0.74.5 shows
/// in a 40×10 tmux pane for `seq 100 | fzf --preview CMD --preview-window …` (`tmux capture-pane
/// -p`, the ends of lines trimmed), and fzf's scrolling of the pane.
@Suite struct FzfPreviewPaneTests {
    let face = FzfFaceSnapshotTests()

    /// A browser with a preview in `layout` whose command printed `lines`, opened at `firstLine`.
    func driver(_ layout: String, lines: [String], firstLine: Int = 0,
                _ configure: (inout BrowserOptions) -> Void = { _ in }) throws -> BrowserDriver {
        let window = try PreviewWindow(parsing: layout)
        var driver = face.driver(options: FzfFaceSnapshotTests.fzfOptions {
            $0.previewWindow = window
            configure(&$0)
        })
        driver.send(.host(.begin(preview: PreviewInputs(query: false, marks: false))))
        driver.send(.arrived(.previewOutput(PreviewOutput(item: 0, lines: lines.map { [ColoredText.Run($0)] },
                                                          isRunning: false, isNewRun: true, firstLine: firstLine))))
        return driver
    }

    static let thousand = (1...1000).map(String.init)

    @Test func thePositionEndsTheFirstRowWithTheScrollBarBesideIt() throws {
        // --preview 'seq 1000' --preview-window right:+123
        #expect(face.screen(try driver("right:+123", lines: Self.thousand, firstLine: 122)) == """
            ▌ 8                 ╭──────────────────╮
            ▌ 7                 │ 123     123/1000││
            ▌ 6                 │ 124              │
            ▌ 5                 │ 125              │
            ▌ 4                 │ 126              │
            ▌ 3                 │ 127              │
            ▌ 2                 │ 128              │
            ▌ 1                ││ 129              │
              100/100 ───────── │ 130              │
            >                   ╰──────────────────╯
            """)
    }

    @Test func anAbsoluteSizeCountsTheTextRowsAndABoldBorderCarriesTheLabel() throws {
        // --preview 'seq 1000' --preview-window up,3,border-bold --preview-label L
        #expect(face.screen(try driver("up,3,border-bold", lines: Self.thousand) {
            $0.previewLabel = BorderLabel(text: "L")
        }) == """
            ┏━━━━━━━━━━━━━━━━━━L━━━━━━━━━━━━━━━━━━━┓
            ┃ 1                             1/1000│┃
            ┃ 2                                    ┃
            ┃ 3                                    ┃
            ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
            ▌ 3
            ▌ 2
            ▌ 1                                    │
              100/100 ─────────────────────────────
            >
            """)
    }

    @Test func aLeftPaneWrapsWithTheSignAndKeepsAColumnFromTheList() throws {
        // --preview 'echo alpha beta gamma delta epsilon; echo two' --preview-window left,12,wrap
        #expect(face.screen(try driver("left,12,wrap", lines: ["alpha beta gamma delta epsilon", "two"])) == """
            ╭──────────────╮ ▌ 8
            │ alpha beta g │ ▌ 7
            │ ↳ amma delta │ ▌ 6
            │ ↳  epsilon   │ ▌ 5
            │ two          │ ▌ 4
            │              │ ▌ 3
            │              │ ▌ 2
            │              │ ▌ 1                   │
            │              │   100/100 ────────────
            ╰──────────────╯ >
            """)
    }

    @Test func followingKeepsTheEndInViewBelowTheHeaderLines() throws {
        // --preview 'seq 50' --preview-window right,follow,~2
        #expect(face.screen(try driver("right,follow,~2", lines: (1...50).map(String.init))) == """
            ▌ 8                 ╭──────────────────╮
            ▌ 7                 │ 1          45/50 │
            ▌ 6                 │ 2                │
            ▌ 5                 │ 45               │
            ▌ 4                 │ 46               │
            ▌ 3                 │ 47               │
            ▌ 2                 │ 48               │
            ▌ 1                ││ 49               │
              100/100 ───────── │ 50              ││
            >                   ╰──────────────────╯
            """)
    }

    @Test func withoutARightBorderTheBarTakesThePanesLastColumnAndNoinfoHidesThePosition() throws {
        // --preview 'seq 50' --preview-window right,border-left,noinfo
        #expect(face.screen(try driver("right,border-left,noinfo", lines: (1...50).map(String.init))) == """
            ▌ 8                 │ 1                │
            ▌ 7                 │ 2                │
            ▌ 6                 │ 3
            ▌ 5                 │ 4
            ▌ 4                 │ 5
            ▌ 3                 │ 6
            ▌ 2                 │ 7
            ▌ 1                ││ 8
              100/100 ───────── │ 9
            >                   │ 10
            """)
    }

    @Test func scrollingUpPausesFollowingAndReachingTheEndResumesIt() throws {
        var driver = try driver("right,follow", lines: (1...50).map(String.init))
        #expect(driver.browser.preview.firstLine == 42, "8 rows show lines 43-50")
        driver.send(.user(.scrollPreview(-1)))
        #expect(driver.browser.preview.following == .paused)
        driver.send(.arrived(.previewOutput(PreviewOutput(item: 0, lines: (1...60).map { [ColoredText.Run(String($0))] },
                                                          isRunning: true, isNewRun: false))))
        #expect(driver.browser.preview.firstLine == 41, "paused: more output keeps the scroll")
        driver.send(.user(.scrollPreviewToEnd(bottom: true)))
        #expect(driver.browser.preview.following == .on)
        #expect(driver.browser.preview.firstLine == 52)
        driver.send(.user(.scrollPreviewToEnd(bottom: false)))
        #expect(driver.browser.preview.firstLine == 0)
        driver.send(.user(.scrollPreviewHalfPage(1)))
        #expect(driver.browser.preview.firstLine == 4, "half of the 8 rows")
    }

    @Test func fzfScrollsUntilTheLastLineIsAtTheTopButNotPastIt() throws {
        var driver = try driver("right", lines: (1...20).map(String.init))
        driver.send(.user(.scrollPreviewPage(5)))
        #expect(driver.browser.preview.firstLine == 19)
        driver.send(.user(.scrollPreview(-100)))
        #expect(driver.browser.preview.firstLine == 0)
    }

    @Test func followingWithWrappingCountsTheRowsOfTheLastLines() throws {
        // fzf's test_preview_follow_wrap_long_line: a line longer than the pane is the end.
        let long = String(repeating: "yes ", count: 200)
        var driver = try driver("right,follow,wrap", lines: ["1", "2", long])
        #expect(driver.browser.preview.firstLine == 2)
        #expect(face.screen(driver).contains("3/3 │"))
        driver.send(.user(.scrollPreview(-1)))
        #expect(face.screen(driver).contains("2/3 │"))
        driver.send(.user(.scrollPreview(-1)))
        driver.send(.user(.scrollPreview(1)))
        #expect(face.screen(driver).contains("2/3 │"), "the wrapped line overflows the pane, so it still scrolls")
    }

    @Test func togglingWrapWrapsTheLongLineAndTogglingAgainCutsIt() throws {
        var driver = try driver("right", lines: [String(repeating: ".", count: 16) + "wrapped", "2nd line"])
        #expect(face.screen(driver).split(separator: "\n")[2].contains("2nd line"))
        driver.send(.user(.togglePreviewWrap(words: false)))
        let wrapped = face.screen(driver).split(separator: "\n")
        #expect(wrapped[2].contains("wrapped") && wrapped[3].contains("2nd line"))
        driver.send(.user(.togglePreviewWrap(words: false)))
        #expect(face.screen(driver).split(separator: "\n")[2].contains("2nd line"))
    }
}

/// fzf's sizes of the pane and its layout words.
@Suite struct FzfPreviewWindowSizeTests {
    let area = Rect(row: 0, column: 0, width: 40, height: 10)

    @Test func aSizeInCellsCountsTheTextAndAPercentageTheWholePane() throws {
        // `right,2`: two columns of text in a rounded box, as fzf's test_preview_follow_wrap.
        #expect(try PreviewWindow(parsing: "right,2").fzfSplit(area, hasScrollbar: true).preview.width == 6)
        #expect(try PreviewWindow(parsing: "down,1").fzfSplit(area, hasScrollbar: true).preview.height == 3)
        #expect(try PreviewWindow(parsing: "right,50%").fzfSplit(area, hasScrollbar: true).preview.width == 20)
        // A line on the left and the scroll bar's column: one column of text needs four.
        #expect(try PreviewWindow(parsing: "right,1,border-left").fzfSplit(area, hasScrollbar: true).preview.width == 4)
        #expect(try PreviewWindow(parsing: "right,0").fzfSplit(area, hasScrollbar: true).preview.isEmpty)
    }

    @Test func thePaneLeavesTheListItsMinimum() throws {
        #expect(try PreviewWindow(parsing: "right,100%").fzfSplit(area, hasScrollbar: true).rest.width == 4)
        // Up and down: the prompt's two rows and the pane's own minimum (a row and its border).
        #expect(try PreviewWindow(parsing: "up,100%").fzfSplit(area, hasScrollbar: true).preview.height == 5)
        let left = try PreviewWindow(parsing: "left,10").fzfSplit(area, hasScrollbar: true)
        #expect(left.preview.width == 14 && left.rest.column == 15, "a column between the pane and the list")
    }

    @Test func readsFzfsLayoutWords() throws {
        let window = try PreviewWindow(parsing: "top,wrap-word,follow,noinfo,~3,cycle,border-double")
        #expect(window.position == .up && window.wraps && window.wrapsWords && window.follows)
        #expect(!window.showsInfo && window.headerLines == 3 && window.cycles && window.border == .double)
        #expect(try PreviewWindow(parsing: "wrap-word,nowrap").wrapsWords == false)
        #expect(try PreviewWindow(parsing: "down,border-line").sides == .top)
        #expect(try PreviewWindow(parsing: "left,border-line").sides == .right)
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "~x") }
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "border-wavy") }
    }
}

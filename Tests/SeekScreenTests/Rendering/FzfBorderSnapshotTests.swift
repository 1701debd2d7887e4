import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's borders in fzf's face, cell by cell: each expected screen is what fzf 0.74.5 shows in a
/// 40×10 tmux pane for `seq 100 | fzf …` with the options named in the test (`tmux
/// capture-pane -p`, the ends of lines trimmed).
@Suite struct FzfBorderSnapshotTests {
    let face = FzfFaceSnapshotTests()

    func screen(_ layout: FzfFaceSnapshotTests.Layout = .default, _ configure: (inout BrowserOptions) -> Void) -> String {
        face.screen(face.driver(layout, options: FzfFaceSnapshotTests.fzfOptions(configure)))
    }

    @Test func aSharpBorderCarriesItsLabelFromTheThirdColumn() {
        // --border sharp --border-label LBL --border-label-pos 3
        #expect(screen {
            $0.hasBorder = true
            $0.borders.screen = .sharp
            $0.borders.screenLabel = BorderLabel(text: "LBL", position: "3")
        } == """
            ┌─LBL──────────────────────────────────┐
            │ ▌ 6                                  │
            │ ▌ 5                                  │
            │ ▌ 4                                  │
            │ ▌ 3                                  │
            │ ▌ 2                                  │
            │ ▌ 1                                 ││
            │   100/100 ────────────────────────── │
            │ >                                    │
            └──────────────────────────────────────┘
            """)
    }

    @Test func aThinBlockBorderUsesItsOwnGlyphsOnEverySide() {
        #expect(screen {
            $0.hasBorder = true
            $0.borders.screen = .thinblock
        } == """
            🭽▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔🭾
            ▏ ▌ 6                                  ▕
            ▏ ▌ 5                                  ▕
            ▏ ▌ 4                                  ▕
            ▏ ▌ 3                                  ▕
            ▏ ▌ 2                                  ▕
            ▏ ▌ 1                                 │▕
            ▏   100/100 ────────────────────────── ▕
            ▏ >                                    ▕
            🭼▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁🭿
            """)
    }

    @Test func aLeftBorderTakesOneLineAndOneColumnOfPadding() {
        #expect(screen {
            $0.hasBorder = true
            $0.borders.screen = .left
        } == """
            │ ▌ 8
            │ ▌ 7
            │ ▌ 6
            │ ▌ 5
            │ ▌ 4
            │ ▌ 3
            │ ▌ 2
            │ ▌ 1                                  │
            │   100/100 ───────────────────────────
            │ >
            """)
    }

    @Test func aHorizontalBorderPutsALabelAskedForAtTheBottomNearItsRightEnd() {
        // --border horizontal --border-label X --border-label-pos -2:bottom
        #expect(screen {
            $0.hasBorder = true
            $0.borders.screen = .horizontal
            $0.borders.screenLabel = BorderLabel(text: "X", position: "-2:bottom")
        } == """
            ────────────────────────────────────────
            ▌ 6
            ▌ 5
            ▌ 4
            ▌ 3
            ▌ 2
            ▌ 1                                    │
              100/100 ─────────────────────────────
            >
            ──────────────────────────────────────X─
            """)
    }

    @Test func theListAndTheInputHaveBoxesOfTheirOwnAndTheInfoLineLosesItsRule() {
        // --list-border double --list-label list --list-label-pos 2:bottom --input-border bold --input-label input
        #expect(screen {
            $0.borders.list = .double
            $0.borders.listLabel = BorderLabel(text: "list", position: "2:bottom")
            $0.borders.input = .bold
            $0.borders.inputLabel = BorderLabel(text: "input")
        } == """
            ╔══════════════════════════════════════╗
            ║ ▌ 4                                  ║
            ║ ▌ 3                                  ║
            ║ ▌ 2                                  ║
            ║ ▌ 1                                 │║
            ╚list══════════════════════════════════╝
            ┏━━━━━━━━━━━━━━━━input━━━━━━━━━━━━━━━━━┓
            ┃   100/100                            ┃
            ┃ >                                    ┃
            ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
            """)
    }

    @Test func withReverseTheInputBoxComesFirst() {
        #expect(screen(.reverse) {
            $0.borders.list = .rounded
            $0.borders.input = .rounded
        } == """
            ╭──────────────────────────────────────╮
            │ >                                    │
            │   100/100                            │
            ╰──────────────────────────────────────╯
            ╭──────────────────────────────────────╮
            │ ▌ 1                                 ││
            │ ▌ 2                                  │
            │ ▌ 3                                  │
            │ ▌ 4                                  │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func theFullStyleBoxesTheListAndAOneRowInputWithTheCountAtItsEnd() {
        // --style full: what the command sets for it.
        #expect(screen {
            $0.borders.list = .rounded
            $0.borders.input = .rounded
            $0.info = .inlineRight
        } == """
            ╭──────────────────────────────────────╮
            │ ▌ 5                                  │
            │ ▌ 4                                  │
            │ ▌ 3                                  │
            │ ▌ 2                                  │
            │ ▌ 1                                 ││
            ╰──────────────────────────────────────╯
            ╭──────────────────────────────────────╮
            │ >                            100/100 │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func marginKeepsSpaceOutsideTheBorderAndPaddingInsideIt() {
        // --border --margin 1,3 --padding 0,1
        #expect(screen {
            $0.hasBorder = true
            $0.borders.margin = Spacing(fzf: "1,3")!
            $0.borders.padding = Spacing(fzf: "0,1")!
        } == """

               ╭────────────────────────────────╮
               │  ▌ 4                           │
               │  ▌ 3                           │
               │  ▌ 2                           │
               │  ▌ 1                         │ │
               │    100/100 ──────────────────  │
               │  >                             │
               ╰────────────────────────────────╯

            """)
    }

    @Test func headerFirstPutsTheHeaderBeyondThePromptOutsideTheListsBox() {
        // --list-border --header HH --header-first
        #expect(screen {
            $0.borders.list = .rounded
            $0.header = ["HH"]
            $0.headerFirst = true
        } == """
            ╭──────────────────────────────────────╮
            │ ▌ 5                                  │
            │ ▌ 4                                  │
            │ ▌ 3                                  │
            │ ▌ 2                                  │
            │ ▌ 1                                 ││
            ╰──────────────────────────────────────╯
                100/100
              >
                HH
            """)
    }

    @Test func spacingReadsOneToFourSidesAsFzfDoes() {
        #expect(Spacing(fzf: "1,2") == Spacing(top: .cells(1), right: .cells(2), bottom: .cells(1), left: .cells(2)))
        #expect(Spacing(fzf: "1,10%,3") == Spacing(top: .cells(1), right: .percent(10), bottom: .cells(3), left: .percent(10)))
        #expect(Spacing(fzf: "1,2,3,4,5") == nil)
        #expect(Spacing(fzf: "x") == nil)
        let screen = TerminalSize(width: 80, height: 20)
        #expect(Spacing(fzf: "10%,5%")!.inset(Rect(row: 0, column: 0, width: 80, height: 20), screen: screen)
                == Rect(row: 2, column: 4, width: 72, height: 16))
    }

    @Test func aLabelWiderThanItsLineIsCutWithFzfsEllipsis() {
        #expect(screen {
            $0.hasBorder = true
            $0.borders.screenLabel = BorderLabel(text: String(repeating: "b", count: 60))
        }.split(separator: "\n").first == "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb··")
    }

    @Test func labelPositionsReadFzfsWords() {
        #expect(BorderLabel(text: "x", position: "2:bottom") == BorderLabel(text: "x", column: 2, isAtBottom: true))
        #expect(BorderLabel(text: "x", position: "bottom:-3") == BorderLabel(text: "x", column: -3, isAtBottom: true))
        #expect(BorderLabel(text: "x", position: "center:top") == BorderLabel(text: "x"))
        #expect(BorderLabel(text: "x", position: "left") == nil)
        // Centred on an even split, from the left, and ending N from the right.
        #expect(BorderLabel(text: "x").startColumn(length: 3, width: 80) == 38)
        #expect(BorderLabel(text: "x", column: 3).startColumn(length: 3, width: 80) == 2)
        #expect(BorderLabel(text: "x", column: -1).startColumn(length: 3, width: 80) == 77)
    }

    @Test func eachShapeLeavesARowPerLineAndTwoColumnsPerSide() {
        let rect = Rect(row: 0, column: 0, width: 20, height: 10)
        #expect(BorderShape.rounded.inner(of: rect) == Rect(row: 1, column: 2, width: 16, height: 8))
        #expect(BorderShape.horizontal.inner(of: rect) == Rect(row: 1, column: 0, width: 20, height: 8))
        #expect(BorderShape.right.inner(of: rect) == Rect(row: 0, column: 0, width: 18, height: 10))
        #expect(BorderShape.none.inner(of: rect) == rect)
        #expect(BorderShape.line.inner(of: rect) == rect)
    }
}

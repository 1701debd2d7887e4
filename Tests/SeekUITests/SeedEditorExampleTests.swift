import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing
@testable import seed_find_disabled
@testable import seed_find_navigator
@testable import seed_replace_disabled

/// The seeds' text editor examples (004: `findNavigator(isPresented:)`, `findDisabled(_:)`,
/// `replaceDisabled(_:)`), each run as its `@main` app runs it: editing, finding, replacing and
/// undoing in the terminal, and the bindings going both ways.
@Suite(.waitsOnPrograms) struct SeedEditorExampleTests {
    @Test func theToolbarToggleShowsTheFindBarAndEscWritesTheBindingBack() {
        let harness = ViewHarness(app: FindNavigatorApp())
        #expect(harness.waitFor(showing: ["Hello SwiftUI", "F1 [ ]", "Find", "^F find"], hiding: ["esc close"]))
        harness.terminal.send(.function(1))
        #expect(harness.waitFor(showing: ["F1 [x]", "esc close"]), "the toggle presents the bar")
        harness.terminal.press("Swift")
        #expect(harness.waitFor(showing: ["1 of 1"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["F1 [ ]", "^F find"], hiding: ["1 of 1"]), "Esc hides the bar and the toggle follows")
        harness.terminal.send(.control("f"))
        #expect(harness.waitFor(showing: ["F1 [x]", "1 of 1"]), "Ctrl-F presents it again, with the text kept")
        harness.stop()
    }

    @Test func replaceChangesTheTextAndUndoAndRedoTakeItBackAndForth() {
        let harness = ViewHarness(app: FindNavigatorApp())
        #expect(harness.waitFor(showing: ["Hello SwiftUI"]))
        harness.terminal.send(.control("f"))
        harness.terminal.press("Swift")
        harness.terminal.send(.control("f"), .tab)
        harness.terminal.press("Seek")
        harness.terminal.send(.control("r"))
        #expect(harness.waitFor(showing: ["Hello SeekUI", "replaced 1", "Replace"], hiding: ["Hello SwiftUI"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Hello SeekUI", "F1 [ ]"]))
        harness.terminal.send(.control("z"))
        #expect(harness.waitFor(showing: ["Hello SwiftUI", "undone"], hiding: ["Hello SeekUI"]))
        harness.terminal.send(.control("y"))
        #expect(harness.waitFor(showing: ["Hello SeekUI", "redone"], hiding: ["Hello SwiftUI"]))
        harness.stop()
    }

    @Test func typingNewLinesCursorKeysAndUndoEditTheText() {
        let harness = ViewHarness(app: FindNavigatorApp())
        #expect(harness.waitFor(showing: ["Hello SwiftUI"]))
        harness.terminal.send(.end)
        harness.terminal.press("!")
        harness.terminal.send(.enter)
        harness.terminal.press("Bye")
        #expect(harness.waitFor(showing: ["Hello SwiftUI!", "Bye"]))
        // Up keeps the column: the cursor lands after "Hel".
        harness.terminal.send(.up)
        harness.terminal.press("X")
        #expect(harness.waitFor(showing: ["HelXlo SwiftUI!", "Bye"]))
        harness.terminal.send(.right, .backspace, .delete)
        #expect(harness.waitFor(showing: ["HelX SwiftUI!"]), "backspace took the l, delete the o")
        // Each step undone in turn: the deletions, the typed X, the typed run "Bye", the new line.
        harness.terminal.send(.control("z"), .control("z"), .control("z"))
        #expect(harness.waitFor(showing: ["Hello SwiftUI!", "Bye"], hiding: ["HelX"]))
        harness.terminal.send(.control("z"))
        #expect(harness.waitFor(showing: ["Hello SwiftUI!"], hiding: ["Bye"]))
        harness.terminal.send(.control("z"), .control("z"))
        #expect(harness.waitFor(showing: ["Hello SwiftUI"], hiding: ["SwiftUI!"]))
        harness.stop()
    }

    @Test func theTextScrollsToKeepTheCursorInView() {
        let harness = ViewHarness(app: FindNavigatorApp(), width: 40, height: 8)
        #expect(harness.waitFor(showing: ["Hello SwiftUI"]))
        harness.terminal.send(.end)
        harness.terminal.send(Array(repeating: .enter, count: 10))
        harness.terminal.press("bottom")
        #expect(harness.waitFor(showing: ["bottom"], hiding: ["Hello SwiftUI"]))
        harness.terminal.send(.pageUp, .pageUp, .pageUp)
        #expect(harness.waitFor(showing: ["Hello SwiftUI"], hiding: ["bottom"]))
        // A line wider than the screen shifts left to keep the cursor in view.
        harness.terminal.send(.end)
        harness.terminal.press(String(repeating: "x", count: 40) + "END")
        #expect(harness.waitFor(showing: ["xxxEND"], hiding: ["Hello SwiftUI"]))
        harness.stop()
    }

    @Test func findDisabledKeepsTheBarHiddenWhatIsPresentedSays() {
        let harness = ViewHarness(app: FindDisabledApp(), width: 70)
        #expect(harness.waitFor(showing: ["Notes", "F1 [ ] Find", "F2 [x] Find disabled", "Find is off"], hiding: ["^F find"]))
        harness.terminal.send(.control("f"))
        harness.terminal.send(.function(1))
        #expect(harness.waitFor(showing: ["F1 [x] Find"], hiding: ["esc close"]), "presented, but disabled: no bar")
        harness.terminal.send(.function(2))
        #expect(harness.waitFor(showing: ["F2 [ ] Find disabled", "esc close"]), "enabled: the presented bar shows")
        harness.terminal.press("off")
        #expect(harness.waitFor(showing: ["1 of 1"]))
        harness.terminal.send(.function(2))
        #expect(harness.waitFor(showing: ["F2 [x] Find disabled", "F1 [x] Find"], hiding: ["esc close", "1 of 1"]),
                "disabling hides the bar; isPresented stays as the program set it")
        harness.terminal.send(.function(2))
        #expect(harness.waitFor(showing: ["F2 [ ] Find disabled", "1 of 1"]), "enabled again: the bar is back")
        harness.stop()
    }

    @Test func replaceDisabledFindsButNeverReplaces() {
        let harness = ViewHarness(app: ReplaceDisabledApp(), width: 70)
        #expect(harness.waitFor(showing: ["Read-only", "one fish two fish", "F2 [x] Replace disabled"]))
        harness.terminal.send(.function(1))
        harness.terminal.press("fish")
        #expect(harness.waitFor(showing: ["1 of 2", "esc close"]))
        // Find and replace asked for: still find only, so Tab stays in the find field.
        harness.terminal.send(.control("f"), .tab)
        harness.terminal.press("cat")
        harness.terminal.send(.control("a"), .control("r"))
        #expect(harness.waitFor(showing: ["one fish two fish", "Find fishcat", "no matches"], hiding: ["Replace cat", "replaced"]))
        harness.terminal.send(.backspace, .backspace, .backspace, .function(2), .control("f"))
        #expect(harness.waitFor(showing: ["F2 [ ] Replace disabled", "tab field  ^R replace"]), "enabled: Ctrl-F brings the replace row")
        harness.terminal.send(.tab)
        harness.terminal.press("cat")
        harness.terminal.send(.control("a"))
        #expect(harness.waitFor(showing: ["one cat two cat", "replaced 2"]))
        harness.terminal.send(.control("z"))
        #expect(harness.waitFor(showing: ["one fish two fish", "undone"]), "replace all is one step")
        harness.stop()
    }
}

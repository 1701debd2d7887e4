import SeekModel
import SeekTestSupport
import Testing
@testable import SeekScreen
import SeekToolkit

/// The field drawn with its cursor where it is, scrolled to keep the cursor in view, and the
/// prompt before it.
@Suite struct FieldRenderingTests {
    let snapshots = SnapshotDirectory(forTestFile: #filePath)

    /// The field's one line at `width` columns, and the cursor's column.
    func draw(_ text: String, cursorOffset: Int?, width: Int = 20, marker: String = "/ ", pills: [String] = []) -> (line: String, cursor: Int?) {
        var grid = Grid(size: TerminalSize(width: width, height: 1))
        let field = SearchField(marker: marker, pills: pills, text: text, prompt: "Search", showsCursor: true, cursorOffset: cursorOffset)
        let cursor = field.render(into: &grid, in: Rect(row: 0, column: 0, width: width, height: 1))
        return (grid.lines[0], cursor?.column)
    }

    @Test func theCursorIsPlacedOnTheCharacterItIsBefore() {
        let drawn = draw("hello world", cursorOffset: 6)
        #expect(drawn.line == "/ hello world")
        #expect(drawn.cursor == 8, "on the w")
        #expect(draw("hello world", cursorOffset: nil).cursor == 13, "after the text")
        #expect(draw("hello world", cursorOffset: 0).cursor == 2)
    }

    @Test func wideCharactersBeforeTheCursorCountTwoColumns() {
        let text = "東京 x"
        let drawn = draw(text, cursorOffset: "東京".utf8.count)
        #expect(drawn.line == "/ 東京 x")
        #expect(drawn.cursor == 6)
    }

    @Test func cursorInsideALongFieldStaysInViewWithEllipsesOnBothSides() {
        let text = String(repeating: "a", count: 30) + "MID" + String(repeating: "b", count: 30)
        let drawn = draw(text, cursorOffset: 30)
        // 18 columns after `/ `: half before the cursor, the rest after it, `…` at each cut.
        #expect(drawn.line == "/ …aaaaaaaaMIDbbbbb…")
        #expect(drawn.cursor == 11, "on the M")
    }

    @Test func cursorNearTheStartOfALongFieldShowsTheStartAndCutsTheEnd() {
        let text = "ab" + String(repeating: "c", count: 40)
        let drawn = draw(text, cursorOffset: 1)
        #expect(drawn.line == "/ abccccccccccccccc…")
        #expect(drawn.cursor == 3)
    }

    @Test func cursorNearTheEndOfALongFieldShowsAllThatFollowsIt() {
        let text = String(repeating: "a", count: 40) + "xyz"
        let drawn = draw(text, cursorOffset: 40)
        #expect(drawn.line == "/ …aaaaaaaaaaaaaaxyz")
        #expect(drawn.cursor == 17, "on the x")
    }

    @Test func aWideCharacterCutAtTheRightEdgeLeavesAGapBeforeTheEllipsis() {
        let text = String(repeating: "a", count: 9) + String(repeating: "東", count: 20)
        let drawn = draw(text, cursorOffset: 9, width: 21)
        // 19 columns: 9 before, 10 after: 4 wide characters (8), a gap, then `…`.
        #expect(drawn.line == "/ aaaaaaaaa東東東東 …")
        #expect(drawn.cursor == 11)
    }

    @Test func tokensStayBeforeTheCursorAtTheStartOfTheText() {
        let drawn = draw("tea", cursorOffset: 0, pills: ["a: b"])
        #expect(drawn.line == "/ [a: b] tea")
        #expect(drawn.cursor == 9)
    }

    @Test func thePromptIsDrawnBeforeTheFieldAndThePlaceholderStays() {
        #expect(draw("", cursorOffset: nil, marker: "files> ").line == "files> Search")
        #expect(draw("", cursorOffset: nil, marker: "files> ").cursor == 7)
        #expect(draw("abc", cursorOffset: nil, marker: "files> ").line == "files> abc")
        #expect(draw("abc", cursorOffset: nil, marker: "\u{1B}[31m> ").line == "^[[31m> abc", "a prompt is drawn in its visible form")
    }

    @Test func aPromptWiderThanHalfTheFieldIsCutToLeaveRoomForTheText() {
        let drawn = draw("abc", cursorOffset: nil, width: 20, marker: String(repeating: "p", count: 30))
        #expect(drawn.line == "ppppppppp…abc")
    }

    @Test func theScreenDrawsTheCursorInsideAScrolledFieldAndTheGivenPrompt() {
        var options = BrowserOptions(title: "seek · words")
        options.prompt = "words> "
        var driver = BrowserDriver(items: ["alpha beta", "gamma"], session: SearchSession(placement: .drawer(always: true)),
                                   size: TerminalSize(width: 30, height: 6), options: options)
        driver.send(.user(.type("a very long query that scrolls past the edge")), .user(.editField(.moveWordBackward)),
                    .user(.editField(.moveWordBackward)), .user(.editField(.moveWordBackward)), .user(.editField(.moveWordBackward)))
        let frame = driver.render()
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "drawer-cursor-scrolled-30x6") == nil)
        #expect(frame.cursor?.row == 0)
        #expect(frame.grid[0, frame.cursor?.column ?? 0].grapheme == "s", "the cursor is on the start of `scrolls`")
        #expect(frame.grid.lines[0] == "words> …uery that scrolls pas…")
    }
}

import SeekModel
import SeekTestSupport
import SeekScreen
import SeekToolkit
import Testing

/// The text view with its find bar, rendered into a grid: highlights, the current match, the
/// count, scrolling to the current match, and the replace row.
@Suite struct TextViewTests {
    static let poem = """
        To be, or not to be, that is the question:
        Whether 'tis nobler in the mind to suffer
        The slings and arrows of outrageous fortune,
        Or to take arms against a sea of troubles
        And by opposing end them. To die—to sleep,
        No more; and by a sleep to say we end
        The heart-ache and the thousand natural shocks
        That flesh is heir to: 'tis a consummation
        Devoutly to be wish'd. To die, to sleep;
        To sleep, perchance to dream—ay, there's the rub:
        """

    let snapshots = SnapshotDirectory(forTestFile: #filePath)

    /// A presented navigator over `text` that found `findText`, moved `steps` matches on.
    static func navigator(finding findText: String, in text: String = poem, replacing replacement: String? = nil,
                          steps: Int = 0) -> FindNavigator {
        var navigator = FindNavigator(text: text)
        _ = navigator.send(replacement == nil ? .showFind : .showReplace)
        _ = navigator.send(.setFindText(findText))
        if let replacement { _ = navigator.send(.setReplacementText(replacement)) }
        for _ in 0..<steps { _ = navigator.send(.next) }
        return navigator
    }

    static func render(_ view: TextView, width: Int, height: Int) -> (grid: Grid, cursor: CursorPosition?) {
        var grid = Grid(size: TerminalSize(width: width, height: height))
        let cursor = view.render(into: &grid, in: Rect(row: 0, column: 0, width: width, height: height))
        return (grid, cursor)
    }

    @Test func theFindBarCountsTheMatchesAndEveryMatchIsHighlighted() {
        let (grid, cursor) = Self.render(TextView(navigator: Self.navigator(finding: "be", steps: 1)), width: 50, height: 6)
        #expect(grid.lines.last == "Find be" + String(repeating: " ", count: 37) + "2 of 3")
        #expect(cursor == CursorPosition(row: 5, column: 7))
        #expect(snapshots.mismatch(of: GridSnapshot(grid), named: "find-text-view-50x6") == nil)
    }

    @Test func theCurrentMatchIsDrawnDistinctlyFromTheOthers() {
        let view = TextView(navigator: Self.navigator(finding: "be", steps: 1))
        let (grid, _) = Self.render(view, width: 50, height: 6)
        // "To be, or not to be": the first "be" at column 3, the current one at column 17.
        #expect(grid[0, 3].style == view.matchStyle)
        #expect(grid[0, 17].style == view.currentMatchStyle)
        #expect(grid[0, 18].style == view.currentMatchStyle)
        #expect(grid[0, 19].style == view.theme.text)
        #expect(view.matchStyle != view.currentMatchStyle)
    }

    @Test func theViewScrollsToTheCurrentMatch() {
        // "dream" is on the last (tenth) line: four text rows show the last four lines.
        let view = TextView(navigator: Self.navigator(finding: "dream"))
        #expect(view.visibleFirstLine(height: 4) == 6)
        // "arms" (line index 3) is out of view from the top: the view puts it a third of the way down.
        #expect(TextView(navigator: Self.navigator(finding: "arms")).visibleFirstLine(height: 3) == 2)
        let (grid, _) = Self.render(view, width: 50, height: 5)
        #expect(grid.lines.contains { $0.contains("perchance to dream") })
        #expect(snapshots.mismatch(of: GridSnapshot(grid), named: "find-text-view-scrolled-50x5") == nil)
    }

    @Test func movingWithinThePageKeepsTheScrollPosition() {
        // The second "sleep" (line index 5) is in view from line 3: no jump. The fourth (line
        // index 9) is not: the view moves to show it (the last four lines).
        var view = TextView(navigator: Self.navigator(finding: "sleep", steps: 1), firstLine: 3)
        #expect(view.visibleFirstLine(height: 4) == 3)
        view.navigator = Self.navigator(finding: "sleep", steps: 3)
        #expect(view.visibleFirstLine(height: 4) == 6)
    }

    @Test func aMatchBeyondTheRightEdgeShiftsTheLinesLeft() {
        let text = String(repeating: "x", count: 100) + "needle" + String(repeating: "y", count: 10)
        let (grid, _) = Self.render(TextView(navigator: Self.navigator(finding: "needle", in: text)), width: 30, height: 2)
        #expect(grid.lines[0].contains("needle"))
        let column = grid.lines[0].distance(from: grid.lines[0].startIndex, to: grid.lines[0].range(of: "needle")!.lowerBound)
        #expect(grid[0, column].style == TextView(navigator: FindNavigator()).currentMatchStyle)
    }

    @Test func replaceModeShowsTheReplaceRow() {
        var navigator = Self.navigator(finding: "sleep", replacing: "dream")
        _ = navigator.send(.focus(.replace))
        let (grid, cursor) = Self.render(TextView(navigator: navigator), width: 50, height: 6)
        #expect(grid.lines[4].hasPrefix("Find    sleep"))
        #expect(grid.lines[4].hasSuffix("1 of 4"))
        #expect(grid.lines[5] == "Replace dream")
        #expect(cursor == CursorPosition(row: 5, column: 13))
        #expect(snapshots.mismatch(of: GridSnapshot(grid), named: "find-text-view-replace-50x6") == nil)
    }

    @Test func noMatchesIsSaidAndOptionsAreTagged() {
        var navigator = Self.navigator(finding: "the")
        _ = navigator.send(.setOptions(FindOptions(isCaseSensitive: true, wordMatch: .fullWord)))
        _ = navigator.send(.setFindText("The"))
        let (grid, _) = Self.render(TextView(navigator: navigator), width: 50, height: 4)
        #expect(grid.lines.last?.hasSuffix("Aa word  1 of 2") == true)
        _ = navigator.send(.setFindText("Thy"))
        let (empty, _) = Self.render(TextView(navigator: navigator), width: 50, height: 4)
        #expect(empty.lines.last?.hasSuffix("no matches") == true)
    }

    @Test func aHiddenNavigatorShowsOnlyTheTextWithNoHighlights() {
        var navigator = Self.navigator(finding: "be")
        _ = navigator.send(.dismiss)
        let view = TextView(navigator: navigator)
        let (grid, cursor) = Self.render(view, width: 50, height: 3)
        #expect(cursor == nil)
        #expect(grid.lines[2].hasPrefix("The slings"))
        #expect((0..<50).allSatisfy { grid[0, $0].style == view.theme.text })
    }

    @Test func crlfLineBreaksAreNotDrawn() {
        let (grid, _) = Self.render(TextView(navigator: Self.navigator(finding: "b", in: "a\r\nb\r\n")), width: 10, height: 4)
        #expect(Array(grid.lines.prefix(3)) == ["a", "b", ""])
    }

    @Test func anEditingCursorIsPlacedAndKeptInViewWhileFindIsHidden() {
        let text = "short\n" + String(repeating: "x", count: 30) + "END\nlast"
        var view = TextView(navigator: FindNavigator(text: text))
        view.cursor = text.firstIndex(of: "E")
        let (grid, cursor) = Self.render(view, width: 12, height: 3)
        // Every line is shifted left so that the cursor's cell (on the "E", column 30) fits.
        #expect(grid.lines[1] == String(repeating: "x", count: 11) + "E")
        #expect(cursor == CursorPosition(row: 1, column: 11))
        view.cursor = text.startIndex
        #expect(Self.render(view, width: 12, height: 3).cursor == CursorPosition(row: 0, column: 0))
        // Below the shown lines: the view scrolls to it.
        view.cursor = text.index(before: text.endIndex)
        let (scrolled, lastCursor) = Self.render(view, width: 12, height: 1)
        #expect(scrolled.lines[0] == "last")
        #expect(lastCursor == CursorPosition(row: 0, column: 3))
    }
}

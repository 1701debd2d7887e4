import SeekModel
import SeekProviders
import SeekTestSupport
import SeekScreen
import SeekToolkit
import Testing

/// Find over the preview and detail panes in the browser: keys become find actions while it is
/// open, the matches follow the previewed item, the pane scrolls to the current match, and the
/// screen draws the find bar and the highlights.
@Suite struct PaneFindTests {
    static let size = TerminalSize(width: 80, height: 12)
    let snapshots = SnapshotDirectory(forTestFile: #filePath)

    /// A browser with a preview pane on the right showing `lines` for item 0.
    static func previewing(_ lines: [String], options change: (inout BrowserOptions) -> Void = { _ in }) -> SearchBrowser {
        var options = BrowserOptions(title: "t", previewWindow: PreviewWindow())
        change(&options)
        var browser = SearchBrowser(itemCount: 3, size: size, options: options)
        _ = browser.handle(.arrived(.previewOutput(output(lines, item: 0))))
        return browser
    }

    static func output(_ lines: [String], item: Int, isNewRun: Bool = true) -> PreviewOutput {
        PreviewOutput(item: item, lines: lines.map { [ColoredText.Run($0)] }, isRunning: false, isNewRun: isNewRun)
    }

    /// Sends the actions the standard key map gives `keys`, as the run loop does.
    static func press(_ keys: InputEvent..., in browser: inout SearchBrowser, keyMap: KeyMap = .standard) -> [BrowserEffect] {
        keys.flatMap { key in keyMap.action(for: key).map { browser.handle($0) } ?? [] }
    }

    static let poem = ["the first line", "then the second", "and a third with the end"]

    @Test func ctrlOOpensFindOverThePreviewAndTypingGoesToItsFieldNotTheQuery() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("t"), .character("h"), .character("e"), in: &browser)
        #expect(browser.findPane == .preview)
        #expect(browser.find.findText == "the")
        #expect(browser.session.text.isEmpty, "the search field is not edited")
        #expect(browser.find.matches.count == 4)
        #expect(browser.find.currentMatchIndex == 0)
        _ = Self.press(.backspace, in: &browser)
        #expect(browser.find.findText == "th")
    }

    @Test func enterAndDownGoToTheNextMatchAndUpToThePreviousWrapping() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("t"), .character("h"), .character("e"), in: &browser)
        #expect(Self.press(.enter, in: &browser).isEmpty, "Enter does not choose while find is open")
        #expect(browser.find.currentMatchIndex == 1)
        _ = Self.press(.down, in: &browser)
        #expect(browser.find.currentMatchIndex == 2)
        _ = Self.press(.up, .up, .up, in: &browser)
        #expect(browser.find.currentMatchIndex == 3, "Up from the first match wraps to the last")
        #expect(browser.selectedRow == 0, "the list did not move")
    }

    @Test func escClosesOnlyFindAndTheNextEscLeaves() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("x"), in: &browser)
        #expect(Self.press(.escape, in: &browser).isEmpty)
        #expect(browser.findPane == nil)
        #expect(!browser.find.isPresented)
        #expect(browser.find.matches.isEmpty, "nothing stays highlighted")
        #expect(Self.press(.escape, in: &browser) == [.finish(.cancelled)])
    }

    @Test func ctrlOAgainClosesFindAndReopeningKeepsItsText() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("e"), .character("n"), .character("d"), .control("o"), in: &browser)
        #expect(browser.findPane == nil)
        _ = Self.press(.control("o"), in: &browser)
        #expect(browser.find.findText == "end")
        #expect(browser.find.matches.count == 1)
    }

    @Test func replaceIsDisabledBecauseThePaneIsReadOnly() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), in: &browser)
        #expect(browser.find.isReplaceDisabled)
        #expect(browser.find.mode == .find)
        #expect(!browser.find.canReplace)
    }

    @Test func thePreviewScrollsToTheCurrentMatchAndStaysThereWhenFindCloses() {
        let lines = (1...100).map { "line \($0)" }
        var browser = Self.previewing(lines)
        _ = Self.press(.control("o"), in: &browser)
        for character in "line 80" { _ = Self.press(.character(character), in: &browser) }
        // 10 rows inside the border, one of them the find bar: line 80 (index 79) is shown.
        let first = browser.preview.firstLine
        #expect(first <= 79 && 79 < first + 9)
        _ = Self.press(.escape, in: &browser)
        #expect(browser.preview.firstLine == first)
    }

    @Test func anotherItemsPreviewIsSearchedFromItsFirstMatch() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("t"), .character("h"), .character("e"), .enter, .enter, in: &browser)
        #expect(browser.find.currentMatchIndex == 2)
        _ = browser.handle(.arrived(.previewOutput(Self.output(["no match here", "nor here", "but the end"], item: 1))))
        #expect(browser.find.text == "no match here\nnor here\nbut the end")
        #expect(browser.find.matches.count == 1)
        #expect(browser.find.currentMatchIndex == 0)
        // More output of the same run keeps the current match.
        _ = Self.press(.enter, in: &browser)
        _ = browser.handle(.arrived(.previewOutput(Self.output(["no match here", "nor here", "but the end", "the more"], item: 1,
                                                       isNewRun: false))))
        #expect(browser.find.matches.count == 2)
        #expect(browser.find.currentMatchIndex == 0, "the match the user was on, not the first again")
    }

    @Test func pagingTheListWhileFindIsOpenFollowsTheNewItem() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("s"), .character("e"), .character("c"), .pageDown, in: &browser)
        #expect(browser.findPane == .preview, "PgDn passes through to the list and find stays open")
        #expect(browser.selectedRow == 2)
    }

    @Test func hidingThePreviewClosesFind() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("t"), in: &browser)
        _ = browser.handle(.user(.togglePreview))
        #expect(browser.findPane == nil)
        #expect(!browser.find.isPresented)
    }

    @Test func withoutAPreviewOrADetailPaneCtrlODoesNothing() {
        var browser = SearchBrowser(itemCount: 3, size: Self.size, title: "t")
        #expect(browser.paneForFind == nil)
        _ = Self.press(.control("o"), .character("a"), in: &browser)
        #expect(browser.findPane == nil)
        #expect(browser.session.text == "a", "typing still goes to the search field")
    }

    @Test func inAListDrawnUpwardDownStillGoesToTheNextMatch() {
        var browser = Self.previewing(Self.poem) { $0.listGrowsUpward = true }
        let keys = KeyMap.standard.reversingVerticalMoves()
        _ = Self.press(.control("o"), .character("t"), .character("h"), .down, in: &browser, keyMap: keys)
        #expect(browser.find.currentMatchIndex == 1)
        _ = Self.press(.up, in: &browser, keyMap: keys)
        #expect(browser.find.currentMatchIndex == 0)
    }

    @Test func findOpensOverTheDetailPaneWhenThereIsNoPreview() {
        var session = SearchSession(placement: .sidebar)
        session.prompt = "Search"
        var browser = SearchBrowser(session: session, itemCount: 3, size: TerminalSize(width: 100, height: 12),
                                    options: BrowserOptions(title: "t", hasDetailPane: true))
        #expect(browser.paneForFind == .detail)
        let detail = DetailPane(title: "Ada Lovelace", fields: [DetailField(name: "city", lines: ["London"])])
        _ = browser.handle(.arrived(.detailText(detail.searchableText)))
        _ = Self.press(.control("o"), .character("l"), .character("o"), .character("n"), in: &browser)
        #expect(browser.findPane == .detail)
        #expect(browser.find.text == "Ada Lovelace\n\ncity\nLondon")
        #expect(browser.find.matches.count == 1)
        #expect(FindBar(navigator: browser.find).positionText == "1 of 1")
        // The selection moved: the host sends the new item's text, searched from its first match.
        _ = browser.handle(.arrived(.detailText("Alan Turing\n\ncity\nLondon\nWilmslow")))
        #expect(browser.find.matches.count == 1)
        #expect(browser.find.currentMatchIndex == 0)
    }

    @Test func theScreenShowsTheFindBarOverThePreviewWithEveryMatchHighlighted() {
        var browser = Self.previewing(Self.poem)
        _ = Self.press(.control("o"), .character("t"), .character("h"), .character("e"), .enter, in: &browser)
        let frame = SearchScreen(content: StringListContent(["one", "two", "three"])).render(browser)
        let lines = frame.grid.lines
        // The bar on the last row inside the border, with the position among the matches.
        #expect(lines[10].contains("Find the"))
        #expect(lines[10].contains("2 of 4"))
        #expect(frame.cursor == CursorPosition(row: 10, column: 50), "the cursor is in the find field")
        // "then the second" on row 2: the current match is the "the" of "then" (column 42), then
        // "the" itself (column 47) is a match like the others.
        let view = TextView(navigator: browser.find)
        #expect(frame.grid[2, 42].style == view.currentMatchStyle)
        #expect(frame.grid[2, 47].style == view.matchStyle)
        #expect(frame.grid[2, 46].style != view.matchStyle)
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "find-preview-80x12") == nil)
    }

    @Test func theDetailPaneShowsTheFindBarAndItsHighlights() {
        var browser = SearchBrowser(session: SearchSession(placement: .sidebar), itemCount: 1,
                                    size: TerminalSize(width: 100, height: 10),
                                    options: BrowserOptions(title: "t", hasDetailPane: true))
        let content = StringListContent(["Ada Lovelace"])
        let detail = content.detail(ofItem: 0)!
        _ = browser.handle(.arrived(.detailText(DetailPane(title: detail.title, fields: detail.fields).searchableText)))
        _ = Self.press(.control("o"), .character("l"), .character("o"), .character("v"), in: &browser)
        let frame = SearchScreen(content: content).render(browser)
        #expect(frame.grid.lines.contains { $0.contains("Find lov") && $0.contains("1 of 1") })
        #expect(frame.grid.lines.last?.hasSuffix("enter/↓ next  ↑ previous  esc close find") == true,
                "the help line names find's keys while it is open")
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "find-detail-100x10") == nil)
    }
}

import SeekScreen
import SeekToolkit
import Testing

/// The browser's preview state: output arriving, scrolling, hiding.
@Suite struct PreviewStateTests {
    static func browser(lines: Int) -> SearchBrowser {
        var browser = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 12),
                                    options: BrowserOptions(title: "t", previewWindow: PreviewWindow()))
        let text = (1...lines).map { [ColoredText.Run("line \($0)")] }
        _ = browser.handle(.arrived(.previewOutput(PreviewOutput(item: 0, lines: text, isRunning: false, isNewRun: true))))
        return browser
    }

    @Test func scrollingMovesWithinTheOutputAndStopsAtItsEnds() {
        var browser = Self.browser(lines: 100)
        _ = browser.handle(.user(.scrollPreview(1)))
        #expect(browser.preview.firstLine == 1)
        _ = browser.handle(.user(.scrollPreview(-5)))
        #expect(browser.preview.firstLine == 0)
        _ = browser.handle(.user(.scrollPreviewPage(100)))
        #expect(browser.preview.firstLine == 100 - 10, "the last page: 10 rows inside the border of a 12-row pane")
    }

    @Test func laterOutputOfTheSameRunKeepsTheScrollAndANewRunOpensAtItsOffset() {
        var browser = Self.browser(lines: 50)
        _ = browser.handle(.user(.scrollPreview(7)))
        let more = (1...60).map { [ColoredText.Run("line \($0)")] }
        _ = browser.handle(.arrived(.previewOutput(PreviewOutput(item: 0, lines: more, isRunning: true, isNewRun: false))))
        #expect(browser.preview.firstLine == 7)
        _ = browser.handle(.arrived(.previewOutput(PreviewOutput(item: 1, lines: more, isRunning: true, isNewRun: true, firstLine: 20))))
        #expect(browser.preview.firstLine == 20)
        #expect(browser.preview.item == 1)
    }

    @Test func togglingHidesThePaneAndGivesTheListTheWidth() {
        var browser = Self.browser(lines: 5)
        #expect(browser.layout.list.width == 40)
        _ = browser.handle(.user(.togglePreview))
        #expect(!browser.isPreviewShown)
        #expect(browser.layout.list.width == 80)
        #expect(browser.layout.preview.isEmpty)
    }
}

import SeekScreen
import SeekToolkit
import Testing

/// fzf's preview actions on the browser: show, hide, toggle, close, a one-off `preview(…)`
/// pane, `change-preview-window` and the alternative `<N(…)` layouts.
@Suite struct PreviewChangeTests {
    /// A browser with `window` that has begun with a preview command (`command`) or none.
    static func browser(_ window: String, command: Bool = true, width: Int = 80) throws -> SearchBrowser {
        var browser = SearchBrowser(itemCount: 3, size: TerminalSize(width: width, height: 12),
                                    options: BrowserOptions(title: "t", previewWindow: try PreviewWindow(parsing: window)))
        _ = browser.handle(.host(.begin(preview: command ? PreviewInputs(query: false, marks: false) : nil)))
        return browser
    }

    static func starts(_ effects: [BrowserEffect]) -> Bool {
        effects.contains { if case .startPreview = $0 { true } else { false } }
    }

    @Test func withNoCommandToggleDoesNothingAndAOneOffPaneClosesForGood() throws {
        var browser = try Self.browser("up", command: false)
        #expect(!browser.isPreviewShown)
        _ = browser.handle(.user(.togglePreview))
        #expect(!browser.isPreviewShown, "nothing to show")
        _ = browser.handle(.host(.changePreview(.open)))
        #expect(browser.isPreviewShown && browser.preview.isForced)
        #expect(browser.layout.previewWindow?.position == .up)
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.isPreviewShown, "the one-off pane stays while the selection moves")
        _ = browser.handle(.user(.togglePreview))
        #expect(!browser.isPreviewShown)
        _ = browser.handle(.user(.togglePreview))
        #expect(!browser.isPreviewShown, "toggling again has no command to show")
    }

    @Test func showAndHideActOnlyWhenTheyChangeThePaneAndShowingRunsTheCommand() throws {
        var browser = try Self.browser("hidden")
        #expect(!browser.isPreviewShown)
        #expect(Self.starts(browser.handle(.host(.changePreview(.show)))))
        #expect(browser.isPreviewShown)
        #expect(!Self.starts(browser.handle(.host(.changePreview(.show)))), "already shown: no new run")
        #expect(browser.isPreviewShown)
        _ = browser.handle(.host(.changePreview(.hide)))
        #expect(!browser.isPreviewShown)
        #expect(browser.preview.lines.isEmpty)
        _ = browser.handle(.host(.changePreview(.hide)))
        #expect(!browser.isPreviewShown, "already hidden: hide does not toggle")
    }

    @Test func closeHidesAShownPaneAndWithoutOneEndsTheRun() throws {
        var browser = try Self.browser("right")
        #expect(!browser.handle(.host(.changePreview(.close))).contains(.finish(.cancelled)))
        #expect(!browser.isPreviewShown)
        #expect(browser.handle(.host(.changePreview(.close))).contains(.finish(.cancelled)))
    }

    @Test func changePreviewWindowAppliesEachChoiceToTheFirstLayout() throws {
        var browser = try Self.browser("left,30%,wrap")
        _ = browser.handle(.host(.changePreview(.window("down"))))
        #expect(browser.layout.previewWindow?.position == .down)
        #expect(browser.layout.previewWindow?.size == .percent(30), "the rest comes from the first layout")
        _ = browser.handle(.host(.changePreview(.window("up,10"))))
        #expect(browser.layout.previewWindow?.position == .up)
        #expect(browser.layout.previewWindow?.size == .cells(10))
        _ = browser.handle(.host(.changePreview(.window(""))))
        #expect(browser.layout.previewWindow?.position == .left)
        _ = browser.handle(.host(.changePreview(.window("hidden"))))
        #expect(!browser.isPreviewShown)
    }

    @Test func aChoiceShowsAHiddenFirstLayoutAndAnEmptyOneHidesItAgain() throws {
        var browser = try Self.browser("hidden")
        #expect(Self.starts(browser.handle(.host(.changePreview(.window("nohidden"))))))
        #expect(browser.isPreviewShown)
        _ = browser.handle(.host(.changePreview(.window(""))))
        #expect(!browser.isPreviewShown)
        #expect(Self.starts(browser.handle(.host(.changePreview(.window("down,1"))))), "any option shows it")
        #expect(browser.layout.previewWindow?.position == .down)
    }

    @Test func anAlternativeLayoutTakesOverBelowItsThresholdAndToggleShowsIt() throws {
        var browser = try Self.browser("<100000(hidden,up,border-none)")
        #expect(!browser.isPreviewShown, "narrower than the threshold: the hidden alternative")
        _ = browser.handle(.user(.togglePreview))
        #expect(browser.layout.previewWindow?.position == .up)
        #expect(browser.layout.previewWindow?.border == PreviewWindow.Border.none)
        let wide = try Self.browser("right,50%,<30(down)")
        #expect(wide.layout.previewWindow?.position == .right, "40 columns is not under 30")
        let narrow = try Self.browser("right,50%,<50(down)")
        #expect(narrow.layout.previewWindow?.position == .down)
    }

    @Test func alternativesInheritTheLayoutButNotItsHiddenFlag() throws {
        let window = try PreviewWindow(parsing: "left,30%,hidden,wrap,<50(up)")
        #expect(window.threshold == 50)
        #expect(window.isHidden)
        let alternative = try #require(window.alternative)
        #expect(alternative.position == .up)
        #expect(alternative.size == .percent(30) && alternative.wraps && !alternative.isHidden)
        #expect(alternative.alternative == nil)
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "<x(up)") }
    }
}

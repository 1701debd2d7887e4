import SeekMatching
import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// Ctrl-P and Ctrl-N walk the recent searches when a history is kept, as in fzf and a shell.
@Suite struct RecallSearchTests {
    func browser() -> SearchBrowser {
        let session = SearchSession().rememberingRecentSearches([SearchQuery(text: "newest"), SearchQuery(text: "older"), SearchQuery(text: "oldest")])
        return SearchBrowser(session: session, itemCount: 10, size: TerminalSize(width: 60, height: 20), title: "t")
    }

    @Test func olderAndNewerSearchesComeInTurnAndTheTypedTextComesBack() {
        var browser = browser()
        _ = browser.handle(.user(.type("draft")))
        _ = browser.handle(.user(.recallSearch(-1)))
        #expect(browser.session.text == "newest")
        _ = browser.handle(.user(.recallSearch(-1)))
        #expect(browser.session.text == "older")
        _ = browser.handle(.user(.recallSearch(-1)))
        _ = browser.handle(.user(.recallSearch(-1)))
        #expect(browser.session.text == "oldest", "the oldest stays")
        _ = browser.handle(.user(.recallSearch(1)))
        #expect(browser.session.text == "older")
        _ = browser.handle(.user(.recallSearch(1)))
        _ = browser.handle(.user(.recallSearch(1)))
        #expect(browser.session.text == "draft", "newer than the newest is what was typed")
        #expect(browser.recall == nil)
    }

    @Test func recallingAsksForTheRecalledQuerysResults() {
        var browser = browser()
        let effects = browser.handle(.user(.recallSearch(-1)))
        #expect(effects.contains { if case .match(let query, _) = $0 { query.text == "newest" } else { false } })
    }

    @Test func theKeysWalkOnlyWhenTheMapSaysSoAndTheArrowsStillMove() {
        let walking = KeyMap.standard.walkingRecentSearches()
        #expect(walking.action(for: .control("p")) == .user(.recallSearch(-1)))
        #expect(walking.action(for: .control("n")) == .user(.recallSearch(1)))
        #expect(walking.action(for: .up) == .user(.moveSelection(-1)))
        #expect(walking.helpLine.contains("↑↓ move"))
        #expect(KeyMap.standard.action(for: .control("p")) == .user(.moveSelection(-1)))
    }
}

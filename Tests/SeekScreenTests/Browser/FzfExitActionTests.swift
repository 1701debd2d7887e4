import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// fzf's `accept-non-empty` and `cancel`, which differ from `accept` and `abort` only when there
/// is nothing to choose or a query to clear (fzf 0.74: `--bind enter:accept-non-empty` stays open
/// on no match; `--bind esc:cancel` clears a query before it aborts).
@Suite struct FzfExitActionTests {
    let size = TerminalSize(width: 60, height: 20)

    func snapshot(_ indexes: [Int], query: String, generation: Int) -> MatchSnapshot {
        MatchSnapshot(listing: indexes, query: query, generation: generation, totalCount: 10)
    }

    @Test func acceptNonEmptyDoesNothingWhenNothingMatches() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("zzz")))
        _ = browser.handle(.arrived(.matches(snapshot([], query: "zzz", generation: browser.session.generation))))
        #expect(browser.handle(.user(.chooseIfAny)).isEmpty, "no match: the run goes on")
        #expect(browser.handle(.user(.choose)).contains(.finish(.nothingToChoose)),
                "plain accept leaves with nothing")
    }

    @Test func acceptNonEmptyChoosesWhenARowIsListed() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("a")))
        _ = browser.handle(.arrived(.matches(snapshot([4, 7], query: "a", generation: browser.session.generation))))
        #expect(browser.handle(.user(.chooseIfAny)).contains(.finish(.chosen([4]))))
    }

    @Test func cancelClearsAQueryFirstAndAbortsOnlyWhenItIsEmpty() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        _ = browser.handle(.user(.type("chi")))
        let effects = browser.handle(.user(.cancel))
        #expect(!effects.contains(.finish(.cancelled)), "a query is cleared, not left")
        #expect(browser.session.text.isEmpty)
        #expect(browser.handle(.user(.cancel)) == [.finish(.cancelled)])
    }
}

import Foundation
import SeekTestSupport
import Testing

/// The flows a person uses on the bundled recipes, in a real terminal: type to filter, Tab through
/// scopes, take a suggestion, dismiss, resize, choose.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct SampleEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    /// Where seek's output goes, removed after the test.
    let scratch = ScratchFolder(named: "seek-sample")

    func start(_ arguments: String, width: Int = 80, height: Int = 24) throws -> (TmuxSession, String) {
        let output = scratch.path(of: "out-\(UUID().uuidString)")
        let tmux = try TmuxSession(width: width, height: height,
                                   command: "\(seek.path) \(arguments) > \(output); echo EXIT=$?; sleep 30")
        return (tmux, output)
    }

    /// Presses Esc once if the suggestion menu is open, and waits for it to close.
    func closeSuggestionMenu(_ tmux: TmuxSession) {
        // Let the last match and its suggestions arrive first.
        usleep(300_000)
        guard tmux.capture().contains("┌") else { return }
        tmux.send("Escape")
        tmux.waitUntil { !$0.contains("┌") }
    }

    func count(in screen: String) -> String? {
        TmuxSession.matchCount(in: screen)
    }

    @Test func typingFiltersTabCyclesScopesEscDismissesAndEscAgainLeaves() throws {
        let (tmux, _) = try start("--sample recipes --placement drawer")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("461/461").satisfied)
        tmux.type("soup")
        let typed = tmux.waitUntil { self.count(in: $0).map { $0 != "461/461" } ?? false }
        #expect(typed.satisfied, "typing narrows the count")
        #expect(typed.screen.contains("[All "))
        let before = count(in: typed.screen)
        closeSuggestionMenu(tmux)
        tmux.send("Tab")
        let scoped = tmux.waitUntil { $0.contains(" in ") && self.count(in: $0) != before }
        #expect(scoped.satisfied, "Tab selects the next scope, named in the status line, and the count changes")
        tmux.send("Escape")
        let dismissed = tmux.waitForCount("461/461")
        #expect(dismissed.satisfied, "with the menu closed, Esc dismisses the search: the full list returns")
        #expect(!dismissed.screen.contains("[All "), "the scopes hide")
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied, "with search dismissed, Esc leaves")
    }

    @Test func downAndEnterOnASuggestionFillsTheField() throws {
        let (tmux, _) = try start("--sample recipes --placement drawer")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("461/461").satisfied)
        tmux.type("ital")
        #expect(tmux.waitFor("cuisine:Italian").satisfied, "the suggested token is offered")
        usleep(300_000)
        tmux.send("Down")
        #expect(tmux.waitFor("> cuisine:Italian").satisfied, "Down highlights it")
        tmux.send("Enter")
        let accepted = tmux.waitFor("[cuisine: Italian]")
        #expect(accepted.satisfied, "Enter puts the token in the field")
        #expect(!accepted.screen.contains("EXIT="), "accepting a suggestion does not choose a row")
    }

    @Test func enterPrintsTheChosenRecipe() throws {
        let (tmux, output) = try start("--sample recipes")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("461/461").satisfied)
        tmux.type("^spaghetti carbonara")
        #expect(tmux.waitForCount("1/461").satisfied)
        closeSuggestionMenu(tmux)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect((try? String(contentsOfFile: output, encoding: .utf8)) == "Spaghetti Carbonara · Italian\n")
    }

    @Test func resizingRedrawsTheWholeScreenWithoutLeftovers() throws {
        let (tmux, _) = try start("--sample recipes --placement drawer", width: 100, height: 30)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("461/461").satisfied)
        tmux.type("pie")
        #expect(tmux.waitUntil { self.count(in: $0).map { $0 != "461/461" } ?? false }.satisfied)
        for size in [(40, 12), (120, 40), (20, 5), (1, 1), (60, 16)] {
            tmux.resize(width: size.0, height: size.1)
        }
        let screen = tmux.waitUntil { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 16 && lines[15].contains("/461")
        }
        #expect(screen.satisfied, "the status line sits on the last row of the new size")
        let lines = screen.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(16).allSatisfy { $0.count <= 60 }, "nothing is drawn past the new width")
        #expect(lines[0].hasPrefix("/ pie"), "the field keeps its text")
    }

    @Test func eachPlacementOpensAndFilters() throws {
        for placement in ["bottom", "toolbar", "sidebar"] {
            let (tmux, _) = try start("--sample colors --placement \(placement)")
            defer { tmux.kill() }
            #expect(tmux.waitForCount("148/148").satisfied, "\(placement) opens")
            tmux.type("rebecca")
            let found = tmux.waitForCount("1/148")
            #expect(found.satisfied, "\(placement) filters")
            #expect(found.screen.contains("rebeccapurple"))
        }
    }

    @Test func slowInputShowsItsFirstRowsBeforeItEnds() throws {
        let output = scratch.path(of: "stream")
        let command = "(echo first; echo second; sleep 3; echo third) | \(seek.path) > \(output); echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 12, command: command)
        defer { tmux.kill() }
        let early = tmux.waitForCount("2/2", timeout: 2.5)
        #expect(early.satisfied, "the first rows show while the producer is still running")
        #expect(early.screen.contains("second"))
        #expect(tmux.waitForCount("3/3", timeout: 6).satisfied, "the count grows when the rest arrives")
    }
}

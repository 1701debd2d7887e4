import Foundation
import SeekTestSupport
import Testing

/// The field's cursor, the Alt keys, Esc and Down in a real terminal (tmux), as an fzf user
/// presses them.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct FieldKeysEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    func open(_ lines: [String], _ arguments: String = "", width: Int = 60, height: Int = 12) throws -> (SeekWorkspace, TmuxSession) {
        let workspace = SeekWorkspace(lines: lines, in: scratch)
        let tmux = try TmuxSession(width: width, height: height, command: workspace.command(seek, "\(arguments) \(workspace.items)"))
        return (workspace, tmux)
    }

    /// The field's line (the one starting with `/ `), trailing blanks dropped as tmux drops them.
    static func field(in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.hasPrefix("/ ") }.map(String.init)
    }

    /// Waits until the field reads `text`.
    func waitForField(_ tmux: TmuxSession, _ text: String) -> (screen: String, satisfied: Bool) {
        tmux.waitUntil { Self.field(in: $0) == text }
    }

    @Test func altBThenCtrlKLeavesHelloAndCtrlAThenXTypesAtTheStart() throws {
        let (workspace, tmux) = try open(["hello there", "xhello", "other"])
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        tmux.type("hello world")
        #expect(tmux.waitForCount("0/3").satisfied)
        tmux.send("M-b")
        tmux.send("C-k")
        let cut = waitForField(tmux, "/ hello")
        #expect(cut.satisfied, "Alt-B went back over `world` and Ctrl-K deleted it, neither typed as a letter: \(cut.screen)")
        tmux.send("C-a")
        tmux.type("x")
        let typed = waitForField(tmux, "/ xhello")
        #expect(typed.satisfied, "Ctrl-A moved to the start, where x went: \(typed.screen)")
        #expect(tmux.waitForCount("1/3").satisfied, "the query is `xhello `")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "xhello\n")
    }

    @Test func theArrowsDeleteAndTheAltKeysEditInsideTheText() throws {
        let (workspace, tmux) = try open(["alpha beta", "gamma"])
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.type("helo")
        tmux.send("Left")
        tmux.type("l")
        #expect(waitForField(tmux, "/ hello").satisfied, "Left, then typing inserts before the o")
        tmux.send("C-a", "DC")
        #expect(waitForField(tmux, "/ ello").satisfied, "Delete removes the character under the cursor")
        tmux.send("C-e")
        tmux.type(" wide world")
        tmux.send("M-b", "M-BSpace")
        #expect(waitForField(tmux, "/ ello world").satisfied, "Alt-Backspace deleted the word before the cursor")
        tmux.send("C-a", "M-d")
        #expect(waitForField(tmux, "/  world").satisfied, "Alt-D deleted the next word")
        tmux.send("Home", "Right", "C-f", "BSpace")
        #expect(waitForField(tmux, "/  orld").satisfied, "Home, Right and Ctrl-F moved; Backspace deleted the w")
        // The first Esc ends the search, the second leaves.
        tmux.send("Escape")
        #expect(tmux.waitUntil { Self.field(in: $0) != "/  orld" }.satisfied)
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func escWhileSearchingDismissesTheSearchAndASecondEscExits130() throws {
        let (workspace, tmux) = try open(["apple pie", "banana bread"])
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.type("pie")
        #expect(tmux.waitForCount("1/2").satisfied)
        usleep(300_000)
        tmux.send("Escape")
        let dismissed = tmux.waitForCount("2/2")
        #expect(dismissed.satisfied, "the full list returns")
        #expect(Self.field(in: dismissed.screen) != "/ pie", "the text is cleared")
        #expect(!dismissed.screen.contains("EXIT="), "seek is still running")
        #expect(dismissed.screen.contains("esc quit"), "the help line says the next Esc leaves")
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied, "with search not presented, Esc leaves")
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func escBoundToAbortLeavesAtOnceWhileSearching() throws {
        let (workspace, tmux) = try open(["apple pie", "banana bread"], "--bind esc:abort")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.type("pie")
        #expect(tmux.waitForCount("1/2").satisfied)
        usleep(300_000)
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied, "fzf's one-key exit, one option away")
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func ctrlCLeavesWhileSearching() throws {
        let (workspace, tmux) = try open(["apple pie", "banana bread"])
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.type("pie")
        #expect(tmux.waitForCount("1/2").satisfied)
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func spaceTypesFromTheListUnderMulti() throws {
        // The case: type `seek`, Down Down, type ` run`.
        let (workspace, tmux) = try open(["seek run", "seek build", "seek test", "other"], "-m")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("4/4").satisfied)
        tmux.type("seek")
        #expect(tmux.waitForCount("3/4").satisfied)
        tmux.send("Down")
        tmux.send("Down")
        usleep(200_000)
        tmux.type(" run")
        #expect(waitForField(tmux, "/ seek run").satisfied, "Space typed a space")
        #expect(tmux.waitForCount("1/4").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "seek run\n", "no row was marked")
    }

    @Test func downEntersAMenuOfWordCompletionsAndEnterTakesTheCompletion() throws {
        // Word completions are offered for records (for plain lines the rows are the words).
        let records = ["tokyo tower", "tokyo station", "kyoto"].map { "{\"name\": \"\($0)\"}" }
        let (workspace, tmux) = try open(records, "--format jsonl", width: 80, height: 16)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        tmux.type("tok")
        let offered = tmux.waitUntil { $0.contains("┌") && $0.contains("│ tokyo") }
        #expect(offered.satisfied, "the word completion is offered: \(offered.screen)")
        tmux.send("Down")
        #expect(tmux.waitFor("│> tokyo").satisfied, "Down highlighted the completion under the field")
        tmux.send("Enter")
        let taken = tmux.waitUntil { Self.field(in: $0)?.hasPrefix("/ tokyo") == true }
        #expect(taken.satisfied, "Enter took the completion: \(taken.screen)")
        usleep(300_000)
        #expect(!tmux.capture().contains("EXIT="), "and chose no row")
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func thePromptIsDrawnBeforeTheFieldWithThePlaceholderInIt() throws {
        let (_, tmux) = try open(["one", "two"], "--prompt 'files> '")
        defer { tmux.kill() }
        #expect(tmux.waitFor("files> Search").satisfied)
        tmux.type("tw")
        #expect(tmux.waitFor("files> tw").satisfied)
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
    }
}

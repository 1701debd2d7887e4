import Foundation
import SeekTestSupport
import Testing

/// What only a real terminal shows: keys sent as the terminal's own bytes, a bracketed paste,
/// emoji sequences as tmux draws them, and a terminal without an alternate screen.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalInputEndToEndTests {
    typealias Workspace = SeekWorkspace
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    @Test func unknownEscapeSequencesAndAltKeysNeitherDismissNorExit() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try TmuxSession(width: 60, height: 14, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.type("pie")
        #expect(tmux.waitForCount("1/303").satisfied)
        for sequence in ["\u{1B}[1;8H", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}b", "\u{1B}f", "\u{1B}[15~"] {
            tmux.sendBytes(sequence)
        }
        // A marker typed after them: it arrives only after every sequence before it was read, and
        // at the end of the text, since Alt-B moved the cursor back over `pie` and Alt-F forward again.
        tmux.type("x")
        let screen = tmux.waitFor("piex")
        #expect(screen.satisfied, "the query is intact and nothing was typed by the sequences: \(screen.screen)")
        #expect(!screen.screen.contains("EXIT="))
        tmux.sendBytes("\u{1B}\u{7F}")
        let cleared = tmux.waitForCount("303/303")
        #expect(cleared.satisfied, "Alt-Backspace deleted the word: \(cleared.screen)")
        #expect(!cleared.screen.contains("EXIT="), "Alt-Backspace does not quit")
        // End in the list selects the last row (in the field it moves the cursor).
        tmux.send("Down")
        tmux.sendBytes("\u{1B}[F")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "cherry tart\n", "ESC [F is End")
    }

    @Test func aBracketedPasteIsTypedAsTextNotObeyed() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        // After seek, cat shows what a paste then sends: bracket markers only if seek left the mode on.
        let after = workspace.folder.appendingPathComponent("after.txt").path
        let command = "\(seek.path) \(workspace.items) > \(workspace.output); echo EXIT=$?; cat -v > \(after)"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        // A newline and an Esc inside the paste would choose or dismiss if they were keys.
        tmux.paste("cherry\n\u{1B}tart")
        let screen = tmux.waitForCount("1/303")
        #expect(screen.satisfied, "the paste became the query: \(screen.screen)")
        #expect(!screen.screen.contains("EXIT="))
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "cherry tart\n")
        tmux.paste("shell\n")
        let pasted = tmux.waitUntil(timeout: 5) { _ in (try? String(contentsOfFile: after, encoding: .utf8))?.contains("shell") == true }
        #expect(pasted.satisfied)
        #expect((try? String(contentsOfFile: after, encoding: .utf8)) == "shell\n", "bracketed paste is off again after exit")
    }

    @Test func ctrlJMovesDownAndReturnChooses() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try TmuxSession(width: 60, height: 14, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.sendBytes("\n")
        tmux.sendBytes("\n")
        let before = tmux.settledCapture()
        #expect(!before.contains("EXIT="), "Ctrl-J does not choose: \(before)")
        tmux.sendBytes("\r")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        let chosen = workspace.chosenOutput()
        #expect(chosen.hasPrefix("item ") && chosen != "item 1\n", "Ctrl-J moved off the first row: \(chosen)")
    }

    /// tmux draws each row from the bytes curses sent; the capture equals the row seek laid out
    /// only when every cell's width agrees.
    @Test func emojiSequencesAreNeverSplitAndTheRowAgreesWithWhatTmuxDraws() throws {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let workspace = Workspace(lines: ["a\(family)b end", "🇯🇵 flag", "👍🏽 thumb ❤️ heart", "e\u{301}\u{915}\u{93F} marks", "plain"], in: scratch)
        let tmux = try TmuxSession(width: 40, height: 10, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("5/5").satisfied)
        let screen = tmux.settledCapture()
        #expect(!screen.unicodeScalars.contains { $0.value == 0x200D || $0.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains($0.value) },
                "no part of a sequence reaches the terminal: \(screen)")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        #expect(rows.contains { $0.hasSuffix("a👨b end") }, "the family takes its 2 columns: \(screen)")
        #expect(rows.contains { $0.hasSuffix("JP flag") }, "the flag is its region letters: \(screen)")
        #expect(rows.contains { $0.hasSuffix("👍 thumb ❤  heart") }, "\(screen)")
        #expect(rows.contains { $0.hasSuffix("e\u{301}\u{915}\u{93F} marks") }, "\(screen)")
        #expect(rows.contains { $0.hasSuffix("plain") }, "the next row starts clean: \(screen)")
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
    }

    @Test func withoutAnAlternateScreenExitClearsWhatSeekDrewAndThePromptStartsOnACleanLine() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let command = "TERM=linux \(seek.path) \(workspace.items) > \(workspace.output); echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.send("C-c")
        let ended = tmux.waitFor("EXIT=130")
        #expect(ended.satisfied)
        let rows = ended.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.first == "EXIT=130", "the shell writes on a clean first line: \(ended.screen)")
        #expect(!ended.screen.contains("item") && !ended.screen.contains("303"), "nothing seek drew is left: \(ended.screen)")
    }
}

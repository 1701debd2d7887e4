import Foundation
import SeekTestSupport
import Testing

/// CTRL-R in real bash, zsh and fish under tmux: each history entry is one item however many
/// lines it has, listed once and newest first, and the line being edited is only ever the query.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShellHistoryWidgetTests {
    /// Runs the lines of a command that spans two, then takes it back with CTRL-R and runs it again.
    @Test(arguments: ShellUnderTmux.shells)
    func aMultiLineHistoryEntryIsOneItemAndPastesWhole(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        session.runLines(["echo \"first", "second-line\""])
        #expect(session.waitForLines("second-line", count: 1).satisfied)
        #expect(session.openSeek("C-r").satisfied)
        tmux.type("second-line")
        let listed = session.waitForMatches(1)
        #expect(listed.satisfied, "one item holds both lines: \(listed.screen)")
        #expect(listed.screen.contains("echo \"first^Jsecond-line\""), "shown on one row")
        #expect(session.leaveSeek().satisfied)
        tmux.send("Enter")
        #expect(session.waitForLines("second-line", count: 2).satisfied, "the pasted entry ran whole")
        #expect(ShellUnderTmux.lines(of: tmux.capture(), equalTo: "first") == 2)
    }

    /// `lithist` keeps a loop's newlines in the history, `HISTTIMEFORMAT` puts times in
    /// `history`'s listing: neither may split or change an entry.
    @Test func bashWithLithistAndHistTimeFormatGivesWholeEntries() throws {
        guard let session = try ShellUnderTmux("bash", setup: ["shopt -s lithist", "HISTTIMEFORMAT='%F %T '"]) else { return }
        let tmux = session.tmux
        session.runLines(["for f in 1 2", "do echo \"n$f\"", "done"])
        #expect(session.waitForLines("n2", count: 1).satisfied)
        #expect(session.openSeek("C-r").satisfied)
        tmux.type("n$f")
        let listed = session.waitForMatches(1)
        #expect(listed.satisfied, "the loop is one item: \(listed.screen)")
        #expect(listed.screen.contains("for f in 1 2^Jdo echo \"n$f\"^Jdone"), "with its newlines, without a time")
        #expect(session.leaveSeek().satisfied)
        tmux.send("Enter")
        #expect(session.waitForLines("n2", count: 2).satisfied, "the pasted loop ran whole")
        #expect(ShellUnderTmux.lines(of: tmux.capture(), equalTo: "n1") == 2)
    }

    /// The option in the line being edited reaches seek only as text to search for: its
    /// `execute-silent` never runs. In fish the line spans two lines, which `(commandline)` split.
    @Test(arguments: ShellUnderTmux.shells)
    func aCommandLineHoldingABindOptionStartsNoCommand(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        session.run("echo harmless")
        // Keys typed while the command still runs meet the terminal's cooked mode, where Ctrl-R
        // reprints the line instead of reaching the shell: wait for its output first.
        #expect(session.waitForLines("harmless", count: 1).satisfied)
        if shell == "fish" {
            session.run("for f in 1 2")
        }
        session.type("--bind=start:execute-silent(touch PWN)")
        tmux.send("C-r")
        let opened = tmux.waitUntil { screen in
            TmuxSession.matchCount(in: screen) == "0/2"
                && screen.split(separator: "\n").contains { $0.hasPrefix("/ ") && $0.contains("--bind=start:execute-silent(touch PWN)") }
        }
        #expect(opened.satisfied, "seek opened on the history, the line its query: \(opened.screen)")
        usleep(500_000)
        tmux.send("Escape")
        usleep(300_000)
        #expect(!FileManager.default.fileExists(atPath: session.work + "/PWN"), "no command ran")
    }

    /// The widgets pass `--bind esc:abort`: one Esc leaves seek even while it searches (seek's own
    /// Esc would only end the search), and the line being edited comes back as it was.
    @Test(arguments: ShellUnderTmux.shells)
    func oneEscLeavesTheWidgetWhileSearchingAndKeepsTheLine(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        session.run("echo older-entry")
        #expect(session.waitForLines("older-entry", count: 1).satisfied)
        session.type("echo kept-line")
        #expect(session.openSeek("C-r").satisfied)
        // The line is the query, so the search is presented and holds text.
        #expect(session.waitForMatches(0).satisfied)
        #expect(session.leaveSeek(with: "Escape").satisfied, "one Esc left seek")
        tmux.send("Enter")
        let ran = tmux.waitUntil { ShellUnderTmux.lines(of: $0, equalTo: "kept-line") == 1 }
        #expect(ran.satisfied, "the shell ran the kept line, not a history entry: \(ran.screen)")
        #expect(ShellUnderTmux.lines(of: tmux.capture(), equalTo: "older-entry") == 1)
    }

    @Test(arguments: ShellUnderTmux.shells)
    func duplicatesAppearOnceNewestFirst(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        for line in ["echo dup-a", "echo dup-b", "echo dup-a"] {
            session.run(line)
        }
        #expect(session.waitForLines("dup-a", count: 2).satisfied)
        #expect(session.openSeek("C-r").satisfied)
        tmux.type("dup")
        let listed = session.waitForMatches(2)
        #expect(listed.satisfied, "each command once: \(listed.screen)")
        let rows = listed.screen.split(separator: "\n").filter { $0.contains("echo dup-") }
        #expect(rows.map { $0.contains("dup-a") } == [true, false], "the newest first: \(rows)")
        tmux.send("Escape")
    }

    /// Both entries match `git` equally well; the newer must win, as in fzf's history scheme.
    @Test(arguments: ShellUnderTmux.shells)
    func gitAndEnterPicksTheNewestMatchingEntry(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        session.run("echo git status")
        session.run("echo git push origin main")
        #expect(session.waitForLines("git push origin main", count: 1).satisfied)
        tmux.send("C-r")
        #expect(tmux.waitFor("seek · stdin").satisfied)
        tmux.type("git")
        #expect(session.waitForMatches(2).satisfied)
        #expect(session.leaveSeek().satisfied)
        tmux.send("Enter")
        #expect(session.waitForLines("git push origin main", count: 2).satisfied, "the newest entry ran again")
        #expect(ShellUnderTmux.lines(of: tmux.capture(), equalTo: "git status") == 1)
    }
}

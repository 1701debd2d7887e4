import Foundation
import SeekTestSupport
import Testing

/// `**<TAB>` in real bash, zsh and fish under tmux: the word before the trigger says where to
/// look, the command says what to list (files, folders after `cd`, processes after `kill`, hosts
/// after `ssh`, variables after `unset`), the chosen items replace the word quoted for the shell,
/// and a Tab without the trigger completes as the shell did before.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShellCompletionTests {
    /// Presses Tab after `text` and waits until seek's status line is drawn.
    func complete(_ text: String, in session: ShellUnderTmux) -> (screen: String, satisfied: Bool) {
        session.type(text)
        return session.openSeek("Tab")
    }

    /// The command that sets an exported variable in `shell`, `value` double-quoted.
    func export(_ name: String, _ value: String, in shell: String) -> String {
        shell == "fish" ? "set -gx \(name) \"\(value)\"" : "export \(name)=\"\(value)\""
    }

    @Test(arguments: ShellUnderTmux.shells)
    func aPathBeforeTheTriggerListsWhatIsBelowItsFolder(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        #expect(complete("test -f sub/**", in: session).satisfied)
        #expect(session.waitForMatches(1).satisfied, "only other.md is below sub: \(tmux.capture())")
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("test -f sub/other.md").satisfied, "the word became the path, the folder kept before it")
        tmux.type("&& echo found-below")
        tmux.send("Enter")
        #expect(session.waitForLines("found-below", count: 1).satisfied)
    }

    @Test(arguments: ShellUnderTmux.shells)
    func cdListsFoldersOnlyAndEndsTheWordWithASlash(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        #expect(complete("cd **", in: session).satisfied)
        #expect(tmux.waitForCount("1/1").satisfied, "sub is the one folder; the files are left out: \(tmux.capture())")
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("cd sub/").satisfied)
        tmux.type(" && pwd")
        tmux.send("Enter")
        #expect(session.waitForLines("\(session.work)/sub", count: 1).satisfied)
    }

    /// Tab marks in seek; each chosen path is one word of its own.
    @Test(arguments: ShellUnderTmux.shells)
    func severalChosenPathsAreInsertedAsSeveralWords(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        #expect(complete("printf '[%s]\\n' **", in: session).satisfied)
        tmux.type("txt$ | md$")
        #expect(session.waitForMatches(2).satisfied)
        tmux.send("Tab", "Tab")
        #expect(session.leaveSeek().satisfied)
        tmux.send("Enter")
        #expect(session.waitForLines("[only-one.txt]", count: 1).satisfied)
        #expect(session.waitForLines("[sub/other.md]", count: 1).satisfied)
    }

    /// The name is quoted for the shell: its blank does not split it and its `$(…)` never runs.
    @Test(arguments: ShellUnderTmux.shells)
    func aHostileNameIsInsertedLiterally(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        try FileManager.default.createDirectory(atPath: session.work + "/my dir", withIntermediateDirectories: true)
        session.home.file("work/my dir/$(touch pwned)", "")
        #expect(complete("test -f my**", in: session).satisfied)
        tmux.type("pwned")
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        tmux.type(" && echo found-hostile")
        tmux.send("Enter")
        #expect(session.waitForLines("found-hostile", count: 1).satisfied, "the inserted word named the file")
        #expect(!FileManager.default.fileExists(atPath: session.work + "/pwned"), "the name's command never ran")
    }

    /// The process is the test's own, so its end proves the pid was inserted. SIGKILL, as the
    /// test runner may block SIGTERM, and its children inherit the mask.
    @Test(arguments: ShellUnderTmux.shells)
    func killListsProcessesAndInsertsTheChosenPid(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        let seconds = "\(1000 + getpid() % 1000).\(Int.random(in: 100...999))"
        sleeper.arguments = [seconds]
        try sleeper.run()
        defer { if sleeper.isRunning { sleeper.terminate() } }
        #expect(complete("kill -9 **", in: session).satisfied)
        #expect(tmux.waitFor("COMMAND").satisfied, "ps's header stays above the list")
        tmux.type("sleep \(seconds)$")
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("kill -9 \(sleeper.processIdentifier)").satisfied, "the pid, and only the pid")
        tmux.send("Enter")
        let deadline = Date().addingTimeInterval(10)
        while !Self.hasEnded(sleeper.processIdentifier), Date() < deadline { usleep(50_000) }
        #expect(Self.hasEnded(sleeper.processIdentifier), "the inserted pid was the process's")
    }

    /// Whether process `pid` is gone or a zombie: its end shows in /proc before Foundation's
    /// `Process` hears of it.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.contains(") Z ")
    }

    @Test(arguments: ShellUnderTmux.shells)
    func sshListsConfiguredHostsAndUnsetListsExportedVariables(shell: String) throws {
        guard let session = try ShellUnderTmux(shell, setup: [export("SEEK_MARKER_VARIABLE", "1", in: shell)]) else { return }
        let tmux = session.tmux
        try FileManager.default.createDirectory(atPath: session.home.path(of: ".ssh"), withIntermediateDirectories: true)
        session.home.file(".ssh/config", "Host build-box *.wild\n  HostName build-box.example\n")
        #expect(complete("ssh **", in: session).satisfied)
        tmux.type("build-box")
        #expect(session.waitForMatches(2).satisfied, "the host and its name, the pattern left out: \(tmux.capture())")
        tmux.type("$")
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("ssh build-box").satisfied)
        tmux.send("C-u")
        #expect(complete("unset **", in: session).satisfied)
        tmux.type("SEEK_MARKER")
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("unset SEEK_MARKER_VARIABLE").satisfied)
    }

    /// The trigger and the options are the user's, read when Tab is pressed.
    @Test(arguments: ShellUnderTmux.shells)
    func theTriggerAndOptionsComeFromTheEnvironment(shell: String) throws {
        let setup = [export("SEEK_COMPLETION_TRIGGER", "~~", in: shell),
                     export("SEEK_COMPLETION_OPTS", "--prompt 'complete this> '", in: shell)]
        guard let session = try ShellUnderTmux(shell, setup: setup) else { return }
        let tmux = session.tmux
        #expect(complete("cat sub/~~", in: session).satisfied)
        #expect(tmux.waitFor("complete this> ").satisfied, "the prompt's words and blank are one value")
        #expect(session.leaveSeek(with: "Escape").satisfied)
        #expect(tmux.waitFor("cat sub/~~").satisfied, "Esc leaves the word as it was")
    }

    /// After a completion with the trigger, a plain Tab is the shell's own again: bash's
    /// `complete` rule for a command, file names everywhere.
    @Test(arguments: ShellUnderTmux.shells)
    func tabWithoutTheTriggerCompletesAsBefore(shell: String) throws {
        let setup = shell == "bash" ? ["complete -W 'alpha-word beta-word' mycommand"] : []
        guard let session = try ShellUnderTmux(shell, setup: setup) else { return }
        let tmux = session.tmux
        #expect(complete("cat **", in: session).satisfied)
        #expect(session.leaveSeek(with: "Escape").satisfied)
        tmux.send("C-u")
        tmux.type("cat only-")
        tmux.send("Tab")
        #expect(tmux.waitFor("cat only-one.txt").satisfied, "the shell completed the file name")
        #expect(TmuxSession.matchCount(in: tmux.capture()) == nil, "seek did not open")
        if shell == "bash" {
            tmux.send("C-u")
            tmux.type("mycommand al")
            tmux.send("Tab")
            #expect(tmux.waitFor("mycommand alpha-word").satisfied, "the complete rule set before seek's script still applies")
        }
    }
}

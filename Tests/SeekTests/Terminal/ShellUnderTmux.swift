import Foundation
import SeekTestSupport
import Testing

/// A real bash, zsh or fish under tmux, with seek on its PATH and `seek --bash` (`--zsh`,
/// `--fish`) loaded — what a user's start-up file does.
///
/// Its HOME is a scratch folder, so that its history and settings are its own; it starts in the
/// folder `work` there (away from what fish writes to HOME), which holds `only-one.txt` and
/// `sub/other.md`.
final class ShellUnderTmux {
    let shell: String
    let tmux: TmuxSession
    let home: ScratchFolder
    /// The folder the shell starts in.
    let work: String

    /// The shells the tests run in.
    static let shells = ["bash", "zsh", "fish"]

    /// Starts `shell`, runs each of `setup` as a command line, then loads the bindings that the
    /// command prints under the name `command` (`seek`, or `fzf`: a link of that name on the PATH);
    /// nil when the shell is not installed (an issue of the running test under CI).
    init?(_ shell: String, setup: [String] = [], command: String = "seek") throws {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            // A developer's machine may lack a shell; CI installs every one, so there a missing
            // shell is a failure, never a test that passed without running.
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("\(shell) is not installed, so its shell integration tests cannot run")
            }
            return nil
        }
        self.shell = shell
        home = ScratchFolder(named: "seek-shell-\(shell)")
        work = home.path(of: "work")
        try FileManager.default.createDirectory(atPath: work + "/sub", withIntermediateDirectories: true)
        home.file("work/only-one.txt", "")
        home.file("work/sub/other.md", "")
        var seekFolder = ProcessRunner.seekExecutable.deletingLastPathComponent().path
        if command != "seek" {
            try FileManager.default.createDirectory(atPath: home.path(of: "bin"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: home.path(of: "bin/\(command)"), withDestinationPath: ProcessRunner.seekExecutable.path)
            seekFolder = home.path(of: "bin")
        }
        let start = switch shell {
        case "bash": "\(path) --norc --noprofile"
        case "zsh": "\(path) -f"
        default: "\(path) --no-config"
        }
        let environment = "env -i HOME=\(home.path) TERM=xterm-256color PATH=\(seekFolder):/usr/bin:/bin"
        tmux = try TmuxSession(width: 100, height: 20, command: "cd \(work) && \(environment) \(start)")
        usleep(300_000)
        for line in setup {
            run(line)
        }
        run(shell == "fish" ? "\(command) --fish | source" : "eval \"$(\(command) --\(shell))\"")
        usleep(200_000)
    }

    deinit {
        tmux.kill()
    }

    /// Types `text` at the cursor. tmux would take text that starts with `-` for an option of its
    /// own, so such text is typed after an `x` that is then deleted (the cursor left at the end).
    func type(_ text: String) {
        guard text.hasPrefix("-") else { return tmux.type(text) }
        tmux.type("x" + text)
        tmux.send("C-a", "C-d", "C-e")
    }

    /// Types `line` and presses Enter.
    func run(_ line: String) {
        tmux.type(line)
        tmux.send("Enter")
        usleep(150_000)
    }

    /// Types the lines of a command that spans several, pressing Enter after each: the shell
    /// waits for the rest of an open quote or block before it runs the whole.
    func runLines(_ lines: [String]) {
        for line in lines {
            run(line)
        }
    }

    /// Waits until `count` lines of the screen are exactly `line` (trailing blanks aside).
    @discardableResult
    func waitForLines(_ line: String, count: Int, timeout: Double = 10) -> (screen: String, satisfied: Bool) {
        tmux.waitUntil(timeout: timeout) { screen in
            Self.lines(of: screen, equalTo: line) >= count
        }
    }

    /// Presses a widget's key and waits until seek's status line is drawn, so that what is typed
    /// next reaches seek rather than the shell.
    @discardableResult
    func openSeek(_ key: String) -> (screen: String, satisfied: Bool) {
        tmux.send(key)
        return tmux.waitUntil { TmuxSession.matchCount(in: $0) != nil }
    }

    /// Presses `key` in seek (Enter to choose, Esc to leave) and waits until its status line is
    /// gone, so that what is typed next reaches the shell: a key sent while seek is still
    /// closing is read by seek, not by the shell.
    @discardableResult
    func leaveSeek(with key: String = "Enter") -> (screen: String, satisfied: Bool) {
        tmux.send(key)
        return tmux.waitUntil { TmuxSession.matchCount(in: $0) == nil }
    }

    /// Waits until seek's status line shows `matched` matches, of however many items.
    @discardableResult
    func waitForMatches(_ matched: Int, timeout: Double = 10) -> (screen: String, satisfied: Bool) {
        tmux.waitUntil(timeout: timeout) { TmuxSession.matchCount(in: $0)?.hasPrefix("\(matched)/") == true }
    }

    /// How many of the screen's lines are exactly `line` (trailing blanks aside).
    static func lines(of screen: String, equalTo line: String) -> Int {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.replacing(/\s+$/, with: "") == line
        }.count
    }
}

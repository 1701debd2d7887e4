import Foundation
import SeekTestSupport
import Testing
import Glibc

/// seek ends when its terminal goes away, leaves nothing running behind it, and writes no
/// terminfo padding as text.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalLossEndToEndTests {
    typealias Workspace = SeekWorkspace
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func eventually(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }

    /// The tmux server goes, and with it the pseudo-terminal: its reads and ioctls fail with EIO.
    /// The shell around seek survives the hang-up (`trap : HUP`, which leaves SIGHUP's default
    /// action to seek) or ignores it (`trap '' HUP`, so seek, which inherits that, learns of the
    /// loss only from the terminal), and writes seek's status to a file.
    @Test(arguments: [("--height 8", ":"), ("--height 8", "''"), ("", ":"), ("", "''")])
    func losingTheTerminalEndsSeekWith129(options: String, hangUpTrap: String) throws {
        let folder = scratch.path(of: "loss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let command = "trap \(hangUpTrap) HUP; seq 100 | \(seek.path) \(options); echo $? > \(folder)/status"
        let tmux = try TmuxSession(width: 60, height: 20, command: command)
        #expect(tmux.waitForCount("100/100").satisfied)
        tmux.kill()
        // Before the fix an inline seek spun on TIOCGWINSZ's EIO for ever and never got here.
        #expect(Self.eventually { Self.contents("\(folder)/status").hasSuffix("\n") }, "seek ended")
        #expect(Self.contents("\(folder)/status") == "129\n")
    }

    /// vt100's capabilities carry delays (`sgr0` is `\E[m\017$<2>`); they must not be drawn.
    @Test(arguments: ["", "--height 8"])
    func vt100PaddingNeverReachesTheTerminal(options: String) throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try TmuxSession(width: 60, height: 14, command: "TERM=vt100 " + workspace.command(seek, "\(workspace.items) \(options)"))
        defer { tmux.kill() }
        let opened = tmux.waitForCount("303/303")
        #expect(opened.satisfied, "\(opened.screen)")
        tmux.type("pie")
        let narrowed = tmux.waitForCount("1/303")
        #expect(narrowed.satisfied)
        #expect(narrowed.screen.contains("apple pie"))
        #expect(!narrowed.screen.contains("$<"), "no padding drawn: \(narrowed.screen)")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "apple pie\n")
    }

    /// The default command records its process group (its shell's pid) and goes on running after
    /// its items; once seek ends, by a choice or by a signal, nothing of that group is left.
    @Test(arguments: ["Enter", "TERM"])
    func theDefaultCommandsProcessGroupIsGoneAfterSeekExits(ending: String) throws {
        let folder = scratch.path(of: "default-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let defaultCommand = "echo $$ > \(folder)/group; seq 3; sleep 600 & sleep 600"
        // A prompt of its own, for pkill to find this seek and no other.
        let prompt = "p\(UUID().uuidString.prefix(8))"
        let command = "SEEK_DEFAULT_COMMAND='\(defaultCommand)' \(seek.path) --prompt \(prompt) > \(folder)/out; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        let group = pid_t(Self.contents("\(folder)/group").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(group > 0)
        #expect(kill(-group, 0) == 0, "the command still runs while seek does")
        if ending == "Enter" {
            tmux.send("Enter")
            #expect(tmux.waitFor("EXIT=0").satisfied)
        } else {
            let sent = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-TERM", "-f", "^\(seek.path) --prompt \(prompt)"])
            #expect(sent.status == 0)
            #expect(tmux.waitFor("EXIT=143").satisfied)
        }
        #expect(Self.eventually(timeout: 2) { kill(-group, 0) != 0 && errno == ESRCH }, "no process of the command's group is left")
    }
}

import Foundation
import SeekTestSupport
import Testing

/// The terminal always comes back: after signals and crashes the shell's modes equal those before
/// seek (`stty -g`), the alternate screen is left, the cursor shows and mouse reporting is off;
/// tiny sizes and bursts of resizes leave a correct screen.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalLifecycleEndToEndTests {
    typealias Workspace = InteractiveEndToEndTests.Workspace
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    /// Runs seek between two `stty -g` snapshots; `environment` is prefixed to the command.
    func start(_ workspace: Workspace, environment: String = "", width: Int = 60, height: Int = 14) throws -> TmuxSession {
        let folder = workspace.folder.path
        let command = "ulimit -c 0; stty -g > \(folder)/before; \(environment) \(seek.path) \(workspace.items) > \(workspace.output);"
            + " echo EXIT=$?; stty -g > \(folder)/after; sleep 30"
        return try TmuxSession(width: width, height: height, command: command)
    }

    /// Checks that the shell got its terminal back as it was.
    func expectRestored(_ workspace: Workspace, _ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let after = "\(workspace.folder.path)/after"
        // The file exists as soon as the shell opens it; stty's line arrives a moment later.
        _ = tmux.waitUntil(timeout: 5) { _ in (try? String(contentsOfFile: after, encoding: .utf8))?.hasSuffix("\n") == true }
        let before = try String(contentsOfFile: "\(workspace.folder.path)/before", encoding: .utf8)
        let restored = try String(contentsOfFile: after, encoding: .utf8)
        #expect(before == restored, "stty -g differs after seek", sourceLocation: sourceLocation)
        let flags = tmux.paneFormat("alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag}")
        #expect(flags == "alternate=0 cursor=1 mouse=0000", sourceLocation: sourceLocation)
    }

    func send(_ signal: String, to workspace: Workspace) throws -> Int32 {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-\(signal)", "-f", "^\(seek.path) \(workspace.items)"]).status
    }

    /// Every signal whose default action ends the process (crashes aside), by name or number:
    /// 34 is SIGRTMIN and 64 SIGRTMAX on Linux.
    @Test(arguments: [
        ("HUP", 129), ("INT", 130), ("TERM", 143), ("QUIT", 131), ("USR1", 138), ("USR2", 140), ("ALRM", 142),
        ("PIPE", 141), ("VTALRM", 154), ("PROF", 155), ("XCPU", 152), ("XFSZ", 153), ("SYS", 159), ("PWR", 158),
        ("34", 162), ("64", 192),
    ])
    func aSignalEndsSeekWithTheTerminalRestored(signal: String, status: Int) throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try start(workspace)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        #expect(try send(signal, to: workspace) == 0)
        #expect(tmux.waitFor("EXIT=\(status)").satisfied)
        try expectRestored(workspace, tmux)
        #expect(workspace.chosenOutput().isEmpty)
    }

    /// The crash comes from a switch compiled into debug builds only (`DebugCrashSwitch`); a trap
    /// is SIGILL on x86-64 and SIGTRAP on arm64.
    @Test(arguments: ["trap", "segv"])
    func aCrashStillRestoresTheTerminal(kind: String) throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try start(workspace, environment: "SEEK_DEBUG_CRASH=\(kind)")
        defer { tmux.kill() }
        let ended = tmux.waitUntil { $0.contains("EXIT=132") || $0.contains("EXIT=133") || $0.contains("EXIT=139") }
        #expect(ended.satisfied, "seek died of its crash signal: \(ended.screen)")
        try expectRestored(workspace, tmux)
    }

    @Test func controlZSuspendsAndFgResumesWithTheScreenRedrawn() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let folder = workspace.folder.path
        // An interactive shell, so that there is job control to stop and resume seek.
        let command = "stty -g > \(folder)/before; exec sh -i"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        _ = tmux.waitUntil(timeout: 5) { _ in FileManager.default.fileExists(atPath: "\(folder)/before") }
        // seek alone on the line: a shell may go on to the next command of a list while seek is stopped.
        tmux.type("\(seek.path) \(workspace.items) > \(workspace.output)\n")
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.send("C-z")
        #expect(tmux.waitUntil { !$0.contains("303/303") }.satisfied, "the shell is back while seek is stopped")
        tmux.type("fg\n")
        #expect(tmux.waitForCount("303/303").satisfied, "fg redraws seek")
        tmux.type("pie")
        #expect(tmux.waitForCount("1/303").satisfied, "keys work after resuming")
        tmux.send("Enter")
        #expect(tmux.waitUntil(timeout: 5) { _ in workspace.chosenOutput() == "apple pie\n" }.satisfied)
        tmux.type("stty -g > \(folder)/after\n")
        _ = tmux.waitUntil(timeout: 5) { _ in
            (try? String(contentsOfFile: "\(folder)/after", encoding: .utf8))?.hasSuffix("\n") == true
        }
        let before = try String(contentsOfFile: "\(folder)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(folder)/after", encoding: .utf8)
        #expect(before == after)
    }

    /// SIGTSTP, SIGTTIN and SIGTTOU sent by another process stop seek as Ctrl-Z does: the shell
    /// gets its terminal back first, and `fg` takes it again.
    @Test(arguments: ["TSTP", "TTIN", "TTOU"])
    func aStoppingSignalGivesTheTerminalBackAndFgRetakesIt(signal: String) throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let folder = workspace.folder.path
        let command = "stty -g > \(folder)/before; exec sh -i"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        _ = tmux.waitUntil(timeout: 5) { _ in FileManager.default.fileExists(atPath: "\(folder)/before") }
        tmux.type("\(seek.path) \(workspace.items) > \(workspace.output)\n")
        #expect(tmux.waitForCount("303/303").satisfied)
        #expect(try send(signal, to: workspace) == 0)
        #expect(tmux.waitUntil { !$0.contains("303/303") }.satisfied, "the shell is back while seek is stopped")
        #expect(tmux.paneFormat("alternate=#{alternate_on} cursor=#{cursor_flag}") == "alternate=0 cursor=1")
        tmux.type("stty -g > \(folder)/stopped\n")
        _ = tmux.waitUntil(timeout: 5) { _ in
            (try? String(contentsOfFile: "\(folder)/stopped", encoding: .utf8))?.hasSuffix("\n") == true
        }
        let before = try String(contentsOfFile: "\(folder)/before", encoding: .utf8)
        #expect(try String(contentsOfFile: "\(folder)/stopped", encoding: .utf8) == before, "the shell's modes while seek is stopped")
        tmux.type("fg\n")
        #expect(tmux.waitForCount("303/303").satisfied, "fg redraws seek")
        tmux.type("pie")
        #expect(tmux.waitForCount("1/303").satisfied, "keys work after resuming")
        tmux.send("Enter")
        #expect(tmux.waitUntil(timeout: 5) { _ in workspace.chosenOutput() == "apple pie\n" }.satisfied)
    }

    @Test func tinySizesDoNotCrashAndTheScreenComesBackWhole() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try start(workspace)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        let reference = tmux.settledCapture()
        let bottom = reference.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(bottom.count > 13 && bottom[13].hasSuffix("esc quit"), "the bottom-right cell holds its character: \(reference)")
        for (width, height) in [(1, 1), (2, 1), (1, 2), (3, 3), (10, 1), (1, 10)] {
            tmux.resize(width: width, height: height)
            usleep(30_000)
        }
        tmux.resize(width: 60, height: 14)
        let back = tmux.waitUntil(timeout: 5) { $0 == reference }
        #expect(back.satisfied, "the 60×14 screen is drawn again, whole:\n\(back.screen)")
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied, "seek still answers keys")
    }

    @Test func aBurstOfAHundredResizesLeavesACorrectScreen() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let tmux = try start(workspace)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.type("item")
        #expect(tmux.waitForCount("300/303").satisfied)
        let reference = tmux.settledCapture()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            tmux.resize(width: Int.random(in: 1...120, using: &generator), height: Int.random(in: 1...40, using: &generator))
        }
        tmux.resize(width: 60, height: 14)
        let back = tmux.waitUntil(timeout: 5) { $0 == reference }
        #expect(back.satisfied, "after 100 resizes the 60×14 screen is as before:\n\(back.screen)")
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        try expectRestored(workspace, tmux)
    }
}

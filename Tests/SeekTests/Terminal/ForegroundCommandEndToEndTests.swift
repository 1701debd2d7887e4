import Foundation
import SeekTestSupport
import Testing

/// A command seek waits on (`execute`) is the terminal's foreground job: Ctrl-Z in it stops seek
/// too and gives the shell its terminal, `fg` resumes both, and a signal sent to seek while it
/// waits ends seek (and reaches the command) instead of being lost. A command that cannot start
/// is a note in the status line, and seek stays as it was.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ForegroundCommandEndToEndTests {
    typealias Workspace = SeekWorkspace
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    /// Whether `screen` has a line that is exactly `text` (a command's output, not the line typed).
    static func hasLine(_ text: String, in screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    /// How many lines of `screen` are exactly `text`.
    static func lineCount(_ text: String, in screen: String) -> Int {
        screen.split(separator: "\n").count { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test func ctrlZInAnExecutedCatGivesTheShellControlAndFgResumesBoth() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let folder = workspace.folder.path
        // An interactive shell, so that there is job control to stop and resume seek.
        let tmux = try TmuxSession(width: 80, height: 20, command: "stty -g > \(folder)/before; exec sh -i")
        defer { tmux.kill() }
        _ = tmux.waitUntil(timeout: 5) { _ in FileManager.default.fileExists(atPath: "\(folder)/before") }
        tmux.type("\(seek.path) \(workspace.items) --bind 'ctrl-e:execute(echo READY; cat)' > \(workspace.output)\n")
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.send("C-e")
        // Keys typed before the terminal is in the shell's modes again would not be echoed.
        #expect(tmux.waitUntil { Self.hasLine("READY", in: $0) }.satisfied)
        tmux.type("first\n")
        #expect(tmux.waitUntil { Self.lineCount("first", in: $0) == 2 }.satisfied, "cat has the terminal: echo and its copy")
        tmux.send("C-z")
        // The terminal discards what is typed while it delivers ^Z's signal: wait for the shell.
        let stopped = tmux.waitFor("Stopped")
        #expect(stopped.satisfied, "the shell reports the job stopped: \(stopped.screen)")
        // Typed to the shell, the command prints SHELL-BACK; typed to a cat still reading, the
        // line would only be echoed and copied as it is.
        tmux.type("echo SHELL-BACK\n")
        let back = tmux.waitUntil { Self.hasLine("SHELL-BACK", in: $0) }
        #expect(back.satisfied, "the shell has the terminal while cat and seek are stopped: \(back.screen)")
        tmux.type("fg\n")
        tmux.type("again\n")
        #expect(tmux.waitUntil { Self.lineCount("again", in: $0) == 2 }.satisfied, "fg gives the terminal back to cat")
        tmux.send("C-d")
        #expect(tmux.waitForCount("303/303").satisfied, "cat ended: seek draws its screen again")
        tmux.type("pie")
        #expect(tmux.waitForCount("1/303").satisfied, "keys reach seek again")
        tmux.send("Enter")
        #expect(tmux.waitUntil(timeout: 5) { _ in workspace.chosenOutput() == "apple pie\n" }.satisfied)
        tmux.type("stty -g > \(folder)/after\n")
        _ = tmux.waitUntil(timeout: 5) { _ in Self.contents("\(folder)/after").hasSuffix("\n") }
        #expect(Self.contents("\(folder)/before") == Self.contents("\(folder)/after"), "the shell's modes came back")
    }

    /// The command traps the signal to say it arrived, so the test sees it was passed on.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130)])
    func aSignalSentToSeekWhileItWaitsOnACommandEndsSeekAndReachesTheCommand(signal: String, status: Int) throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let folder = workspace.folder.path
        let script = scratch.file("command-\(UUID().uuidString).sh", """
            for s in TERM HUP INT; do trap "echo $s > \(folder)/got; exit 0" $s; done
            echo READY
            cat

            """)
        let command = "ulimit -c 0; stty -g > \(folder)/before; \(seek.path) \(workspace.items) --bind 'ctrl-e:execute(sh \(script))'"
            + " > \(workspace.output); echo EXIT=$?; stty -g > \(folder)/after; sleep 30"
        let tmux = try TmuxSession(width: 80, height: 20, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.send("C-e")
        #expect(tmux.waitFor("READY").satisfied, "the command runs")
        let sent = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"),
                                         arguments: ["-\(signal)", "-f", "^\(seek.path) \(workspace.items)"])
        #expect(sent.status == 0)
        #expect(tmux.waitFor("EXIT=\(status)").satisfied, "seek ended with 128 + the signal's number")
        // seek ends once it has passed the signal on; the command's trap may still be writing.
        _ = tmux.waitUntil(timeout: 5) { _ in Self.contents("\(folder)/got").hasSuffix("\n") }
        #expect(Self.contents("\(folder)/got") == "\(signal)\n", "the command's group was passed the signal")
        _ = tmux.waitUntil(timeout: 5) { _ in Self.contents("\(folder)/after").hasSuffix("\n") }
        #expect(Self.contents("\(folder)/before") == Self.contents("\(folder)/after"), "the shell's modes came back")
        let flags = tmux.paneFormat("alternate=#{alternate_on} cursor=#{cursor_flag}")
        #expect(flags == "alternate=0 cursor=1")
    }

    /// `execute-silent` runs in the background, but seek waits for it: a SIGTERM meanwhile ends
    /// seek and reaches the command.
    @Test func sigtermWhileExecuteSilentRunsEndsSeekWith143() throws {
        let workspace = Workspace(lines: InteractiveEndToEndTests.fruits, in: scratch)
        let folder = workspace.folder.path
        let script = scratch.file("silent-\(UUID().uuidString).sh", """
            trap "echo TERM > \(folder)/got; exit 0" TERM
            echo > \(folder)/started
            sleep 600 & wait

            """)
        let tmux = try TmuxSession(width: 80, height: 20, command: workspace.command(
            seek, "\(workspace.items) --bind 'ctrl-e:execute-silent(sh \(script))'"))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.send("C-e")
        #expect(tmux.waitUntil { _ in FileManager.default.fileExists(atPath: "\(folder)/started") }.satisfied)
        let sent = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"),
                                         arguments: ["-TERM", "-f", "^\(seek.path) \(workspace.items)"])
        #expect(sent.status == 0)
        #expect(tmux.waitFor("EXIT=143").satisfied)
        #expect(tmux.waitUntil(timeout: 3) { _ in Self.contents("\(folder)/got") == "TERM\n" }.satisfied, "the command was passed it")
    }

    /// `{+}` of two marked items of 100,000 bytes each is more than one argument may hold
    /// (128 KiB on Linux): the shell cannot be started (E2BIG). A preview says so in its pane,
    /// the other commands in the status line.
    @Test(arguments: ["reload", "execute", "execute-silent", "preview"])
    func aCommandThatCannotStartIsANoteAndSeekKeepsItsItemsAndMarks(action: String) throws {
        let long = [String(repeating: "a", count: 99_999) + "1", String(repeating: "b", count: 99_999) + "2"]
        let workspace = Workspace(lines: long + ["short"], in: scratch)
        let command = action == "preview" ? "--preview 'echo {+}'" : "--bind 'ctrl-r:\(action)(echo {+})'"
        let tmux = try TmuxSession(width: 120, height: 12, command: workspace.command(seek, "\(workspace.items) --multi \(command)"))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        tmux.send("Tab")
        tmux.send("Tab")
        #expect(tmux.waitFor("(2 marked)").satisfied)
        tmux.send("C-r")
        let noted = tmux.waitFor("argument list too long")
        #expect(noted.satisfied, "the status line says why: \(noted.screen)")
        #expect(TmuxSession.matchCount(in: noted.screen) == "3/3", "the items stay")
        #expect(noted.screen.contains("(2 marked)"), "the marks stay")
        #expect(!noted.screen.contains("EXIT="), "seek stays open")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        // Compared without printing 200,000 bytes when they differ.
        let chosen = workspace.chosenOutput()
        let isBothMarkedItems = chosen == long.joined(separator: "\n") + "\n"
        #expect(isBothMarkedItems, "both marked items are chosen (\(chosen.count) bytes)")
    }
}

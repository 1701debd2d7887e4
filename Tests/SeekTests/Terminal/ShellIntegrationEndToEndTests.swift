import Foundation
import SeekTestSupport
import Testing

/// `eval "$(seek --bash)"` and its zsh and fish siblings, in real shells under tmux: CTRL-T pastes
/// the chosen file at the cursor, CTRL-R takes a command from the history, ALT-C changes folder.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShellIntegrationEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    /// A folder with two files, and a shell started in it with seek on its PATH and the bindings
    /// loaded; nil when the shell is not installed.
    func startShell(_ shell: String) throws -> (TmuxSession, String)? {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let folder = NSTemporaryDirectory() + "seek-shell-\(shell)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/only-one.txt", contents: Data())
        _ = FileManager.default.createFile(atPath: folder + "/sub/other.md", contents: Data())
        let seekFolder = seek.deletingLastPathComponent().path
        let start: String
        switch shell {
        case "bash": start = "\(path) --norc --noprofile"
        case "zsh": start = "\(path) -f"
        default: start = "\(path) --no-config"
        }
        let environment = "env -i HOME=\(folder) TERM=xterm-256color PATH=\(seekFolder):/usr/bin:/bin"
        let tmux = try TmuxSession(width: 80, height: 16, command: "cd \(folder) && \(environment) \(start)")
        usleep(300_000)
        tmux.type(shell == "fish" ? "seek --fish | source" : "eval \"$(seek --\(shell))\"")
        tmux.send("Enter")
        usleep(300_000)
        return (tmux, folder)
    }

    func pastesTheChosenFile(in shell: String) throws {
        guard let (tmux, folder) = try startShell(shell) else { return }
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(atPath: folder)
        }
        tmux.type("echo picked:")
        tmux.send("C-t")
        #expect(tmux.waitFor("seek · files").satisfied, "CTRL-T opens seek on the files below the folder")
        tmux.type("only")
        #expect(tmux.waitForCount("1/2").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("echo picked:only-one.txt").satisfied, "the path is pasted at the cursor")
        tmux.send("Enter")
        #expect(tmux.waitFor("\npicked:only-one.txt").satisfied)
    }

    func takesACommandFromTheHistory(in shell: String) throws {
        guard let (tmux, folder) = try startShell(shell) else { return }
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(atPath: folder)
        }
        tmux.type("echo remembered-\(shell)")
        tmux.send("Enter")
        #expect(tmux.waitFor("\nremembered-\(shell)").satisfied)
        tmux.send("C-r")
        #expect(tmux.waitFor("/ Search").satisfied, "CTRL-R opens seek on the history")
        tmux.type("remembered")
        tmux.send("Enter")
        let line = tmux.waitUntil { screen in
            screen.split(separator: "\n").filter { $0.contains("echo remembered-\(shell)") }.count >= 2
        }
        #expect(line.satisfied, "the command is back on the line, ready to run again")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func ctrlTPastesTheChosenFile(shell: String) throws {
        try pastesTheChosenFile(in: shell)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func ctrlRTakesACommandFromTheHistory(shell: String) throws {
        try takesACommandFromTheHistory(in: shell)
    }

    @Test func altCChangesToTheChosenFolder() throws {
        guard let (tmux, folder) = try startShell("bash") else { return }
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(atPath: folder)
        }
        tmux.send("Escape", "c")
        #expect(tmux.waitForCount("1/1").satisfied, "ALT-C lists folders only")
        tmux.send("Enter")
        usleep(200_000)
        tmux.type("pwd")
        tmux.send("Enter")
        #expect(tmux.waitFor("\(folder)/sub").satisfied)
    }

    @Test func theScriptsAreValidInTheirShells() throws {
        for shell in ["bash", "zsh", "fish"] {
            guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { continue }
            let script = try ProcessRunner.run(seek, arguments: ["--\(shell)"]).standardOutput
            let file = NSTemporaryDirectory() + "seek-\(shell)-script-\(getpid())"
            try script.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let check = try ProcessRunner.run(URL(fileURLWithPath: path), arguments: ["-n", file])
            #expect(check.status == 0, "\(shell): \(check.standardError)")
        }
    }
}

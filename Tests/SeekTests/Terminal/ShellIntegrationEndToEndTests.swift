import Foundation
import SeekTestSupport
import Testing

/// `eval "$(seek --bash)"` and its zsh and fish siblings, in real shells under tmux: CTRL-T pastes
/// the chosen file or folder at the cursor, CTRL-R takes a command from the history, ALT-C changes
/// folder and draws a fresh prompt.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShellIntegrationEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    @Test(arguments: ShellUnderTmux.shells)
    func ctrlTPastesTheChosenFile(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        tmux.type("echo picked:")
        tmux.send("C-t")
        #expect(tmux.waitFor("seek · files").satisfied, "CTRL-T opens seek on what is below the folder")
        #expect(tmux.waitForCount("3/3").satisfied, "the two files and the folder")
        tmux.type("only")
        #expect(tmux.waitForCount("1/3").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("echo picked:only-one.txt").satisfied, "the path is pasted at the cursor")
        tmux.send("Enter")
        #expect(tmux.waitFor("\npicked:only-one.txt").satisfied)
    }

    @Test(arguments: ShellUnderTmux.shells)
    func ctrlTListsFoldersAsWellAsFiles(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        tmux.type("cd ")
        #expect(session.openSeek("C-t").satisfied)
        tmux.type("sub$")
        #expect(tmux.waitForCount("1/3").satisfied, "the folder sub is an item of its own")
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("cd sub").satisfied, "the folder was pasted")
        tmux.type("&& pwd")
        tmux.send("Enter")
        #expect(session.waitForLines("\(session.work)/sub", count: 1).satisfied, "the folder was pasted and cd went there")
    }

    @Test(arguments: ShellUnderTmux.shells)
    func ctrlRTakesACommandFromTheHistory(shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        session.run("echo remembered-\(shell)")
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

    /// The prompt shows the folder's name, so a prompt drawn before the change would show the old one.
    @Test(arguments: ShellUnderTmux.shells)
    func altCChangesFolderRedrawsThePromptAndKeepsTheLine(shell: String) throws {
        let prompt = switch shell {
        case "bash": #"PS1='[\W]$ '"#
        case "zsh": "PS1='[%1~]$ '"
        default: "function fish_prompt; printf '[%s]$ ' (basename $PWD); end"
        }
        guard let session = try ShellUnderTmux(shell, setup: [prompt]) else { return }
        let tmux = session.tmux
        tmux.type("echo half-typed")
        tmux.send("Escape", "c")
        #expect(tmux.waitForCount("1/1").satisfied, "ALT-C lists folders only")
        tmux.send("Enter")
        #expect(tmux.waitFor("[sub]$ echo half-typed").satisfied, "a fresh prompt for the new folder, the line as it was")
        tmux.send("Enter")
        #expect(tmux.waitFor("\nhalf-typed").satisfied)
        session.run("pwd")
        #expect(session.waitForLines("\(session.work)/sub", count: 1).satisfied)
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

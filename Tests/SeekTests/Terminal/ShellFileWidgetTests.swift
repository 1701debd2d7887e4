import Foundation
import SeekTestSupport
import Testing

/// CTRL-T and the widgets' options in real bash, zsh and fish under tmux: options keep the
/// user's quoting, and a chosen name is pasted as one word of the shell's own quoting, whatever
/// bytes it holds.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ShellFileWidgetTests {
    /// The command that sets an exported variable in `shell`, `value` quoted for it.
    func export(_ name: String, _ value: String, in shell: String) -> String {
        let quoted = "\"" + value + "\""
        return shell == "fish" ? "set -gx \(name) \(quoted)" : "export \(name)=\(quoted)"
    }

    /// Split unquoted, `--preview 'echo …'` gave seek a `--preview` of `'echo` and a stray word.
    @Test(arguments: ShellUnderTmux.shells)
    func ctrlTOptionsKeepTheirQuotes(shell: String) throws {
        let options = export("SEEK_CTRL_T_OPTS", "--preview 'echo seen {} by preview' --prompt 'pick one> '", in: shell)
        guard let session = try ShellUnderTmux(shell, setup: [options]) else { return }
        let tmux = session.tmux
        tmux.send("C-t")
        #expect(tmux.waitFor("pick one> ").satisfied, "the prompt's two words and its blank are one value")
        tmux.type("only")
        #expect(tmux.waitFor("seen only-one.txt by preview").satisfied, "the preview command is whole")
        tmux.send("Escape")
    }

    @Test(arguments: ShellUnderTmux.shells)
    func altCAndCtrlROptionsKeepTheirQuotes(shell: String) throws {
        let setup = [export("SEEK_ALT_C_OPTS", "--prompt 'folder? '", in: shell),
                     export("SEEK_CTRL_R_OPTS", "--prompt 'old command? '", in: shell)]
        guard let session = try ShellUnderTmux(shell, setup: setup) else { return }
        let tmux = session.tmux
        // The shell's screen shows the setup lines, prompts included: wait for seek's own field
        // (the prompt, then the empty field's placeholder) and for its screen to go.
        tmux.send("Escape", "c")
        #expect(tmux.waitFor("folder? Search").satisfied)
        tmux.send("Escape")
        #expect(tmux.waitUntil { !$0.contains("seek · files") }.satisfied, "Esc ends the ALT-C widget")
        tmux.send("C-r")
        #expect(tmux.waitFor("old command? Search").satisfied)
        tmux.send("Escape")
    }

    /// Through a link named fzf, `eval "$(fzf --bash)"` reads fzf's variables: `FZF_CTRL_T_COMMAND`
    /// decides what CTRL-T lists (and `SEEK_CTRL_T_COMMAND`, set too, is not read).
    @Test func underTheNameFzfCtrlTListsWhatFzfCtrlTCommandPrints() throws {
        let setup = [export("FZF_CTRL_T_COMMAND", "printf 'from-fzf-one\\nfrom-fzf-two\\n'", in: "bash"),
                     export("SEEK_CTRL_T_COMMAND", "printf 'from-seek\\n'", in: "bash")]
        guard let session = try ShellUnderTmux("bash", setup: setup, command: "fzf") else { return }
        let tmux = session.tmux
        tmux.type("echo picked:")
        tmux.send("C-t")
        #expect(session.waitForMatches(2).satisfied, "the command's two lines, not the file walk")
        tmux.type("two")
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        #expect(tmux.waitFor("echo picked:from-fzf-two").satisfied, "the line FZF_CTRL_T_COMMAND printed is pasted")
        tmux.send("Enter")
        #expect(tmux.waitFor("\npicked:from-fzf-two").satisfied)
    }

    /// `FZF_ALT_C_COMMAND` decides what ALT-C lists under the name fzf.
    @Test(arguments: ShellUnderTmux.shells)
    func underTheNameFzfAltCListsWhatFzfAltCCommandPrints(shell: String) throws {
        let setup = [export("FZF_ALT_C_COMMAND", "printf '/\\nsub\\n'", in: shell)]
        guard let session = try ShellUnderTmux(shell, setup: setup, command: "fzf") else { return }
        let tmux = session.tmux
        tmux.send("Escape", "c")
        #expect(session.waitForMatches(2).satisfied, "the command's two lines, not the one folder of the walk")
        tmux.type("sub")
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        session.run("pwd")
        #expect(session.waitForLines("\(session.work)/sub", count: 1).satisfied)
    }

    /// Chooses the one item matching `query` with CTRL-T after `test -f `, then runs the line:
    /// the file is found only if the pasted word is exactly its name.
    func pastesAsOneWord(_ name: [UInt8], query: String, in shell: String) throws {
        guard let session = try ShellUnderTmux(shell) else { return }
        let tmux = session.tmux
        // The shell under test makes the file, from octal escapes that printf turns into bytes.
        let octal = name.map { "\\" + String($0, radix: 8) }.joined()
        let made = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cd \"$1\" && : > \"$(printf '\(octal)')\"", "sh", session.work])
        #expect(made.status == 0, "\(made.standardError)")
        tmux.type("test -f ")
        tmux.send("C-t")
        #expect(session.waitForMatches(4).satisfied, "the walker lists the new file as one item")
        tmux.type(query)
        #expect(session.waitForMatches(1).satisfied)
        #expect(session.leaveSeek().satisfied)
        tmux.type("&& echo found-one-file")
        tmux.send("Enter")
        #expect(session.waitForLines("found-one-file", count: 1).satisfied, "the pasted word named the file")
    }

    @Test(arguments: ShellUnderTmux.shells)
    func aFileNameWithANewlineIsPastedAsOneQuotedWord(shell: String) throws {
        try pastesAsOneWord(Array("new\nline.txt".utf8), query: "line.txt", in: shell)
    }

    @Test(arguments: ShellUnderTmux.shells)
    func aFileNameThatIsNotUTF8IsPastedWithItsBytes(shell: String) throws {
        try pastesAsOneWord(Array("caf".utf8) + [0xE9] + Array(".txt".utf8), query: "caf", in: shell)
    }
}

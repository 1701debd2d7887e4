import SeekCommands
import Testing

/// Which shell runs seek's commands, and in which quoting their values are written.
@Suite struct CommandShellTests {
    @Test func commandsRunWithTheUsersShellAsFzfRunsThem() {
        #expect(CommandShell(environment: ["SHELL": "/usr/bin/zsh"]).path == "/usr/bin/zsh")
        #expect(CommandShell(environment: ["SHELL": "/usr/bin/zsh"]).dialect == .posix)
        #expect(CommandShell(environment: ["SHELL": "/usr/bin/bash"]).path == "/usr/bin/bash")
        #expect(CommandShell(environment: ["SHELL": "/usr/bin/fish"]) == CommandShell(environment: ["SHELL": "/usr/bin/fish"]))
        #expect(CommandShell(environment: ["SHELL": "/usr/bin/fish"]).dialect == .fish)
    }

    /// fzf 0.74 runs `$SHELL -c COMMAND` whatever `$SHELL` is: a wrapper script gets the command
    /// quoted for POSIX shells (fzf's `test_execute_shell`).
    @Test func anyOtherProgramInShellRunsTheCommandWithPosixQuoting() {
        let wrapper = CommandShell(environment: ["SHELL": "/tmp/fzf20261128-1-abc"])
        #expect(wrapper.path == "/tmp/fzf20261128-1-abc")
        #expect(wrapper.dialect == .posix)
        #expect(CommandShell(environment: ["SHELL": "/opt/bin/my-shell"]).path == "/opt/bin/my-shell")
    }

    @Test(arguments: [nil, "", "bash", "/bin/tcsh", "/bin/csh", "/usr/bin/nu", "/usr/bin/xonsh", "/usr/bin/elvish", "/"])
    func anUnsetRelativeOrUnknownShellGivesBinSh(shell: String?) {
        let environment = shell.map { ["SHELL": $0] } ?? [:]
        #expect(CommandShell(environment: environment) == .standard)
        #expect(CommandShell.standard.path == "/bin/sh")
    }
}

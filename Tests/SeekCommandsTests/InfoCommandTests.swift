import SeekCatalog
import SeekCommands
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Testing

/// fzf's `--info-command`: its output's first line, colours taken off, in place of the counts,
/// run again as the cursor moves, with the counts in `FZF_INFO`; in whole programs on the
/// in-memory terminal (the command is real: `/bin/sh` runs it).
@Suite struct InfoCommandTests {
    static func program(infoCommand: String, bind: String = "") -> RuntimeHarness {
        var options = BrowserOptions(title: "test")
        options.face = .fzf
        options.infoSeparator = "x"
        return RuntimeHarness(width: 60, height: 10, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            commands.infoCommand = CommandTemplate(infoCommand)
            runtime.commandHandler = commands
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(JumpActionTests.lines)))
        }
    }

    @Test func theCommandsOutputReplacesTheCountsAndFollowsTheCursor() {
        let program = Self.program(infoCommand: #"printf -- '--\033[33m%s\033[m/%s--\n' "$FZF_POS" "$FZF_INFO""#)
        #expect(program.terminal.waitForText("  --1/4/4-- xx"))
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("  --2/4/4-- xx"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func aNarrowedQueryIsInFzfInfo() {
        let program = Self.program(infoCommand: #"echo "[$FZF_INFO]""#)
        #expect(program.terminal.waitForText("[4/4]"))
        program.terminal.send(.character("g"))
        #expect(program.terminal.waitForText("[1/4]"), "gamma three alone matches g")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

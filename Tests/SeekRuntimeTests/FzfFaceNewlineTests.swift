import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing

/// An item with new lines (a multi-line command from fzf's Ctrl-R) on fzf's face: one row, each
/// new line drawn as ␊ as fzf draws it, the match still highlighted on both sides.
@Suite(.waitsOnPrograms) struct FzfFaceNewlineTests {
    @Test func newLinesInAnItemAreDrawnAsTheLineFeedSymbol() {
        var options = BrowserOptions(title: "history")
        options.face = .fzf
        options.listGrowsUpward = true
        options.pointer = ">"
        options.gutter = " "
        let program = RuntimeHarness(width: 40, height: 8, session: SearchSession(placement: .bottom), options: options,
                                     configure: { $0.keyMap = KeyMap.standard.withFzfKeys().reversingVerticalMoves() }) {
            DataSetSearch(dataSet: DataSet(name: "history", items: ItemStore(["echo \"foo\nbar\"", "ls"])))
        }
        #expect(program.terminal.waitForText("  2/2"))
        #expect(program.terminal.screen.contains { $0.hasPrefix("  echo \"foo␊bar\"") || $0.hasPrefix("> echo \"foo␊bar\"") },
                "\(program.terminal.screen)")
        program.terminal.press("f", "b")
        #expect(program.terminal.waitForText("  1/2"))
        #expect(program.terminal.screen.contains { $0.hasPrefix("> echo \"foo␊bar\"") }, "\(program.terminal.screen)")
        program.terminal.send(.escape)
        #expect(program.outcome() == .cancelled)
    }
}

import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing

/// fzf's keys on fzf's face, the whole program on an in-memory terminal: the list runs up from
/// the prompt, so Up and Ctrl-K go to worse matches (up the screen), Down and Ctrl-J back, Space
/// types, and Esc leaves at once.
@Suite(.waitsOnPrograms) struct FzfFaceKeysTests {
    static let fruits = ["apple", "apricot", "banana", "blackberry", "cherry", "grape", "lemon", "lime", "mango", "melon"]

    static func fzfProgram() -> RuntimeHarness {
        var options = BrowserOptions(title: "fruit")
        options.face = .fzf
        options.listGrowsUpward = true
        options.pointer = ">"
        options.gutter = " "
        return RuntimeHarness(width: 40, height: 14, session: SearchSession(placement: .bottom), options: options,
                              configure: { $0.keyMap = KeyMap.standard.withFzfKeys().reversingVerticalMoves() }) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(fruits)))
        }
    }

    @Test func upAndControlKMoveUpTheScreenToWorseMatchesAndDownAndControlJBack() {
        let program = Self.fzfProgram()
        #expect(program.terminal.waitForText("  10/10"))
        #expect(program.terminal.screen[12].hasPrefix("  10/10 ─"), "the info line is above the prompt")
        #expect(program.terminal.screen[11].hasPrefix("> apple"), "the best match sits just above the info line")
        #expect(program.terminal.screen[13] == ">")
        program.terminal.send(.up, .control("k"))
        #expect(program.terminal.waitForText("> banana"))
        #expect(program.terminal.screen[9].hasPrefix("> banana"))
        program.terminal.send(.control("j"))
        #expect(program.terminal.waitForText("> apricot"))
        program.terminal.send(.down, .enter)
        #expect(program.outcome() == .chosen([0], query: SearchQuery(text: "")))
    }

    @Test func spaceTypesAndEscapeLeavesAtOnceEvenWhileSearching() {
        let program = Self.fzfProgram()
        #expect(program.terminal.waitForText("  10/10"))
        program.terminal.press("m", " ", "g")
        #expect(program.terminal.waitForText("  1/10"), "'m g' is two terms: mango alone has both")
        #expect(program.terminal.screen[13].hasPrefix("> m g"))
        program.terminal.send(.escape)
        #expect(program.outcome() == .cancelled)
    }
}

import SeekCatalog
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing

/// `/` on fzf's face: typed into the query from the first key, as fzf does (paths start with it),
/// where seek's own face takes a first `/` to open its search field.
@Suite(.waitsOnPrograms) struct FzfFaceSlashTests {
    @Test func aSlashTypedFirstIsPartOfTheQueryOnFzfsFace() {
        let program = FzfFaceKeysTests.fzfProgram()
        #expect(program.terminal.waitForText("  10/10"))
        program.terminal.press("/", "a", "p")
        #expect(program.terminal.waitForText("  0/10"), "no fruit holds '/ap'")
        #expect(program.terminal.screen[13] == "> /ap", "\(program.terminal.screen)")
        program.terminal.send(.escape)
        #expect(program.outcome() == .cancelled)
    }
}

import SeekCommands
import SeekToolkit
import Testing

/// fzf's name `shift-delete`, which its Ctrl-R widgets bind (an unknown key stopped the run).
@Suite struct ShiftDeleteNameTests {
    @Test func shiftDeleteNamesTheShiftDeleteKeyBothWays() {
        #expect(KeyName.event(named: "shift-delete") == .shiftDelete)
        #expect(KeyName.name(of: .shiftDelete) == "shift-delete")
        #expect(KeyName.event(named: "delete") == .delete)
    }
}

import Testing
import SeekToolkit

/// Shift-Delete (`ESC [ 3 ; 2 ~`), the key fzf's Ctrl-R widgets bind to deleting history entries.
@Suite struct ShiftDeleteKeyTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for scalar in text.unicodeScalars { events += decoder.feed(.character(scalar.value)) }
        return events + decoder.timeout()
    }

    @Test func shiftDeleteIsItsOwnKeyAndDeleteStaysDelete() {
        #expect(decode("\u{1B}[3;2~") == [.shiftDelete])
        #expect(decode("\u{1B}[3~") == [.delete])
        #expect(decode("\u{1B}[3;3~") == [.alt(.delete)])
        #expect(decode("\u{1B}[5;2~") == [], "Shift with another key is still left out")
    }
}

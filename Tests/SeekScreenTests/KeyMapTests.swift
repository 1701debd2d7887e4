import SeekScreen
import SeekToolkit
import Testing

@Suite struct KeyMapTests {
    @Test func printableCharactersTypeAndBoundKeysMapToTheirActions() {
        let keys = KeyMap.standard
        #expect(keys.action(for: .character("x")) == .type("x"))
        #expect(keys.action(for: .down) == .moveSelection(1))
        #expect(keys.action(for: .control("p")) == .moveSelection(-1))
        #expect(keys.action(for: .enter) == .choose)
        #expect(keys.action(for: .escape) == .escape)
        #expect(keys.action(for: .control("c")) == .interrupt)
        #expect(keys.action(for: .left) == nil)
    }

    @Test func theHelpLineIsDrawnFromTheBindings() {
        #expect(KeyMap.standard.helpLine == "↑↓ move  tab scope  enter choose  space/^T mark  esc clear/quit")
    }

    @Test func theHelpLineNamesOnlyTheKeysThatApplyNow() {
        let plain = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24), title: "t")
        #expect(KeyMap.standard.helpLine(for: plain) == "↑↓ move  enter choose  esc clear/quit")
        let multi = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24),
                                  options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        #expect(KeyMap.standard.helpLine(for: multi) == "↑↓ move  enter choose  space/^T mark  esc clear/quit")
    }

    @Test func ctrlJMovesDownAsBoundWhileReturnChooses() {
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 10)!) == .moveSelection(1))
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 13)!) == .choose)
    }

    @Test func altBackspaceDeletesAWordAndUnboundAltKeysDoNothing() {
        #expect(KeyMap.standard.action(for: .alt(.backspace)) == .deleteWordBackward)
        // The field has no cursor to move, so Alt-b and Alt-f are not bound: they neither type nor quit.
        #expect(KeyMap.standard.action(for: .alt(.character("b"))) == nil)
        #expect(KeyMap.standard.action(for: .alt(.character("f"))) == nil)
        #expect(KeyMap.standard.action(for: .alt(.escape)) == nil)
    }

    @Test func pastedTextIsTypedWithLineBreaksAsSpacesAndNoControls() {
        #expect(KeyMap.standard.action(for: .paste("one\ntwo\r\nthree\tfour\u{1B}[A")) == .type("one two three four[A"))
        #expect(KeyMap.standard.action(for: .paste("\u{7}")) == nil)
    }
}

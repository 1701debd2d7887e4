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
        #expect(keys.action(for: .function(5)) == nil)
    }

    @Test func theCursorKeysOfReadlineAndFzfEditTheField() {
        let keys = KeyMap.standard
        let expected: [(InputEvent, BrowserAction)] = [
            (.left, .editField(.moveBackward)), (.control("b"), .editField(.moveBackward)),
            (.right, .editField(.moveForward)), (.control("f"), .editField(.moveForward)),
            (.control("a"), .editField(.moveToStart)), (.control("e"), .editField(.moveToEnd)),
            (.home, .home), (.end, .end),
            (.alt(.character("b")), .editField(.moveWordBackward)), (.alt(.character("f")), .editField(.moveWordForward)),
            (.control("k"), .editField(.deleteToEnd)), (.control("u"), .editField(.deleteToStart)),
            (.alt(.character("d")), .editField(.deleteWordForward)), (.alt(.backspace), .deleteWordBackward),
            (.control("w"), .editField(.deleteBackwardToWhitespace)), (.backspace, .deleteBackward),
            (.delete, .editField(.deleteForward)), (.control("d"), .deleteForwardOrExit),
        ]
        for (key, action) in expected {
            #expect(keys.action(for: key) == action, "\(key)")
        }
    }

    @Test func withMultiTheScopesMoveToAltArrowsWhichNoFieldKeyUses() {
        let keys = KeyMap.standard.markingWithTab()
        #expect(keys.action(for: .alt(.right)) == .nextScope)
        #expect(keys.action(for: .alt(.left)) == .previousScope)
        #expect(keys.action(for: .left) == .editField(.moveBackward))
        #expect(keys.action(for: .right) == .editField(.moveForward))
        #expect(KeyMap.standard.action(for: .alt(.right)) == nil)
    }

    @Test func theHelpLineIsDrawnFromTheBindings() {
        #expect(KeyMap.standard.helpLine == "↑↓ move  tab scope  enter choose  ^T mark  esc quit  ^O find")
    }

    @Test func theHelpLineNamesOnlyTheKeysThatApplyNow() {
        let plain = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24), title: "t")
        #expect(KeyMap.standard.helpLine(for: plain) == "↑↓ move  enter choose  esc quit")
        let multi = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24),
                                  options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        #expect(KeyMap.standard.helpLine(for: multi) == "↑↓ move  enter choose  ^T mark  esc quit")
        #expect(KeyMap.standard.markingWithTab().helpLine(for: multi) == "tab/^T mark  ↑↓ move  enter choose  esc quit",
                "Space types: marking is Tab and Ctrl-T")
    }

    @Test func ctrlJMovesDownAsBoundWhileReturnChooses() {
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 10)!) == .moveSelection(1))
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 13)!) == .choose)
    }

    @Test func altBackspaceDeletesAWordAndUnboundAltKeysDoNothing() {
        #expect(KeyMap.standard.action(for: .alt(.backspace)) == .deleteWordBackward)
        // Unbound Alt keys neither type their letter nor quit.
        #expect(KeyMap.standard.action(for: .alt(.character("x"))) == nil)
        #expect(KeyMap.standard.action(for: .alt(.escape)) == nil)
    }

    @Test func pastedTextIsTypedWithLineBreaksAsSpacesAndNoControls() {
        #expect(KeyMap.standard.action(for: .paste("one\ntwo\r\nthree\tfour\u{1B}[A")) == .type("one two three four[A"))
        #expect(KeyMap.standard.action(for: .paste("\u{7}")) == nil)
    }
}

import SeekScreen
import SeekToolkit
import Testing

@Suite struct KeyMapTests {
    @Test func printableCharactersTypeAndBoundKeysMapToTheirActions() {
        let keys = KeyMap.standard
        #expect(keys.action(for: .character("x")) == .user(.type("x")))
        #expect(keys.action(for: .down) == .user(.moveSelection(1)))
        #expect(keys.action(for: .control("p")) == .user(.moveSelection(-1)))
        #expect(keys.action(for: .enter) == .user(.choose))
        #expect(keys.action(for: .escape) == .user(.escape))
        #expect(keys.action(for: .control("c")) == .user(.interrupt))
        #expect(keys.action(for: .function(5)) == nil)
    }

    @Test func theCursorKeysOfReadlineAndFzfEditTheField() {
        let keys = KeyMap.standard
        let expected: [(InputEvent, BrowserAction)] = [
            (.left, .user(.editField(.moveBackward))), (.control("b"), .user(.editField(.moveBackward))),
            (.right, .user(.editField(.moveForward))), (.control("f"), .user(.editField(.moveForward))),
            (.control("a"), .user(.editField(.moveToStart))), (.control("e"), .user(.editField(.moveToEnd))),
            (.home, .user(.home)), (.end, .user(.end)),
            (.alt(.character("b")), .user(.editField(.moveWordBackward))), (.alt(.character("f")), .user(.editField(.moveWordForward))),
            (.control("k"), .user(.editField(.deleteToEnd))), (.control("u"), .user(.editField(.deleteToStart))),
            (.alt(.character("d")), .user(.editField(.deleteWordForward))), (.alt(.backspace), .user(.deleteWordBackward)),
            (.control("w"), .user(.editField(.deleteBackwardToWhitespace))), (.backspace, .user(.deleteBackward)),
            (.delete, .user(.editField(.deleteForward))), (.control("d"), .user(.deleteForwardOrExit)),
        ]
        for (key, action) in expected {
            #expect(keys.action(for: key) == action, "\(key)")
        }
    }

    @Test func withMultiTheScopesMoveToAltArrowsWhichNoFieldKeyUses() {
        let keys = KeyMap.standard.markingWithTab()
        #expect(keys.action(for: .alt(.right)) == .user(.nextScope))
        #expect(keys.action(for: .alt(.left)) == .user(.previousScope))
        #expect(keys.action(for: .left) == .user(.editField(.moveBackward)))
        #expect(keys.action(for: .right) == .user(.editField(.moveForward)))
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
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 10)!) == .user(.moveSelection(1)))
        #expect(KeyMap.standard.action(for: KeyDecoder.event(forCharacter: 13)!) == .user(.choose))
    }

    @Test func altBackspaceDeletesAWordAndUnboundAltKeysDoNothing() {
        #expect(KeyMap.standard.action(for: .alt(.backspace)) == .user(.deleteWordBackward))
        // Unbound Alt keys neither type their letter nor quit.
        #expect(KeyMap.standard.action(for: .alt(.character("x"))) == nil)
        #expect(KeyMap.standard.action(for: .alt(.escape)) == nil)
    }

    @Test func pastedTextIsTypedWithLineBreaksAsSpacesAndNoControls() {
        #expect(KeyMap.standard.action(for: .paste("one\ntwo\r\nthree\tfour\u{1B}[A")) == .user(.type("one two three four[A")))
        #expect(KeyMap.standard.action(for: .paste("\u{7}")) == nil)
    }
}

import SeekCommands
import SeekScreen
import SeekToolkit
import Testing

/// fzf's key lists in `--bind`: several keys sharing one action list, and `,`, `:` and `+` as keys.
@Suite struct BindingKeyListTests {
    @Test func keysBeforeOneColonShareItsActions() throws {
        let bindings = try Bindings(parsing: "a,b,ctrl-x:up")
        for key in [InputEvent.character("a"), .character("b"), .control("x")] {
            #expect(bindings.keys[key] == [.browser(.user(.moveSelection(-1)))], "\(key)")
        }
    }

    @Test func commaAndColonAreKeysInFzfsOwnTestsBinding() throws {
        // fzf's test_bind: u, : and U move up; X, , and Z toggle then move up; t toggles.
        let bindings = try Bindings(parsing: "ctrl-j:accept,u,:,U:up,X,,,Z:toggle+up,t:toggle")
        for key in [InputEvent.character("u"), .character(":"), .character("U")] {
            #expect(bindings.keys[key] == [.browser(.user(.moveSelection(-1)))], "\(key)")
        }
        for key in [InputEvent.character("X"), .character(","), .character("Z")] {
            #expect(bindings.keys[key] == [.browser(.user(.toggleMarkInPlace)), .browser(.user(.moveSelection(-1)))], "\(key)")
        }
        #expect(bindings.keys[.character("t")] == [.browser(.user(.toggleMarkInPlace))])
        #expect(bindings.keys[.control("j")] == [.browser(.user(.choose))])
    }

    @Test func aSeparatorWrittenAloneBeforeAColonIsTheKey() throws {
        #expect(try Bindings(parsing: "::up").keys[.character(":")] == [.browser(.user(.moveSelection(-1)))])
        #expect(try Bindings(parsing: ",:up").keys[.character(",")] == [.browser(.user(.moveSelection(-1)))])
        #expect(try Bindings(parsing: "+:up").keys[.character("+")] == [.browser(.user(.moveSelection(-1)))])
        let later = try Bindings(parsing: "a:down,,:up,::down")
        #expect(later.keys[.character(",")] == [.browser(.user(.moveSelection(-1)))])
        #expect(later.keys[.character(":")] == [.browser(.user(.moveSelection(1)))])
        #expect(try Bindings(parsing: "alt-,:up").keys[.alt(.character(","))] == [.browser(.user(.moveSelection(-1)))])
    }

    @Test func controlsPastZAreBindableByFzfsNamesAndDecodedFromTheirBytes() throws {
        let bindings = try Bindings(parsing: "ctrl-/:toggle-preview,ctrl-\\:up,ctrl-]:down,ctrl-^:first")
        #expect(bindings.keys[.control("/")] == [.browser(.user(.togglePreview))])
        #expect(bindings.keys[.control("\\")] == [.browser(.user(.moveSelection(-1)))])
        #expect(bindings.keys[.control("]")] == [.browser(.user(.moveSelection(1)))])
        #expect(bindings.keys[.control("^")] == [.browser(.user(.moveToFirst))])
        #expect(KeyName.event(named: "ctrl-_") == .control("/"), "Ctrl-_ sends the byte of Ctrl-/")
        #expect(KeyName.event(named: "ctrl-6") == .control("^"))
        #expect(KeyName.name(of: .control("/")) == "ctrl-/")
        let decoded = (28...31).map { KeyDecoder.event(forCharacter: UInt32($0)) }
        #expect(decoded == [.control("\\"), .control("]"), .control("^"), .control("/")])
    }

    @Test func bindingsToFzfActionsSeekLacksAreLeftOutAndTheRestKept() {
        let part = BindingParser.supportedPart(of: "ctrl-/:toggle-raw+change-preview-window(down|hidden|),f2:toggle-preview,a,b:up+toggle-wrap")
        #expect(part.kept == "f2:toggle-preview")
        #expect(part.leftOut == ["ctrl-/:toggle-raw+change-preview-window(down|hidden|)", "a,b:up+toggle-wrap"])
        let whole = "ctrl-o:execute(less {})+abort"
        #expect(BindingParser.supportedPart(of: whole) == (whole, []))
        // A name fzf does not know either, or a key seek cannot name, stays for the parser's error.
        for text in ["ctrl-x:no-such-action", "f2:up,nokey:up"] {
            #expect(BindingParser.supportedPart(of: text) == (text, []), "\(text)")
        }
    }

    @Test func aKeyListWithoutActionsIsAnError() {
        #expect(throws: BindingError.self) { try Bindings(parsing: "a,b") }
        #expect(throws: BindingError.self) { try Bindings(parsing: "a,,up") }
    }
}

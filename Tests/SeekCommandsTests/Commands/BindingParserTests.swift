import SeekCommands
import SeekScreen
import SeekToolkit
import Testing

/// fzf's `--bind` notation: keys, events, chained actions, argument delimiters, and errors.
@Suite struct BindingParserTests {
    @Test func keysAndChainedActions() throws {
        let bindings = try Bindings(parsing: "ctrl-o:execute(less {})+abort,shift-down:preview-down,f2:toggle-preview")
        #expect(bindings.keys[.control("o")] == [.execute(CommandTemplate("less {}")), .browser(.user(.interrupt))])
        #expect(bindings.keys[.shiftDown] == [.browser(.user(.scrollPreview(1)))])
        #expect(bindings.keys[.function(2)] == [.browser(.user(.togglePreview))])
    }

    @Test func findAndToggleFindNameTheFindAction() throws {
        let bindings = try Bindings(parsing: "ctrl-f:find,f3:toggle-find")
        #expect(bindings.keys[.control("f")] == [.browser(.user(.toggleFind))])
        #expect(bindings.keys[.function(3)] == [.browser(.user(.toggleFind))])
        #expect(BoundAction.browser(.user(.toggleFind)).name == "find")
    }

    @Test func anArgumentMayHoldCommasColonsAndOtherBrackets() throws {
        let bindings = try Bindings(parsing: "ctrl-r:reload[rg -n {q} | sed 's/:/,/']")
        #expect(bindings.keys[.control("r")] == [.reload(CommandTemplate("rg -n {q} | sed 's/:/,/'"))])
        let nested = try Bindings(parsing: "ctrl-e:execute(echo (a, b))")
        #expect(nested.keys[.control("e")] == [.execute(CommandTemplate("echo (a, b)"))])
    }

    @Test func theColonFormTakesTheRestOfTheText() throws {
        let bindings = try Bindings(parsing: "change:reload:rg -n {q} || true")
        #expect(bindings.events[.change] == [.reload(CommandTemplate("rg -n {q} || true"))])
    }

    @Test func fzfsCursorActionsNameTheFieldEditsAndBack() throws {
        for fieldEdit in FieldEdit.allCases {
            let bindings = try Bindings(parsing: "ctrl-x:\(fieldEdit.fzfName)")
            let expected: BrowserAction = switch fieldEdit {
            case .deleteBackward: .user(.deleteBackward)
            case .deleteWordBackward: .user(.deleteWordBackward)
            default: .user(.editField(fieldEdit))
            }
            #expect(bindings.keys[.control("x")] == [.browser(expected)], "\(fieldEdit.fzfName)")
            #expect(BoundAction.browser(expected).name == fieldEdit.fzfName)
        }
        #expect(try Bindings(parsing: "ctrl-x:unix-line-discard").keys[.control("x")] == [.browser(.user(.editField(.deleteToStart)))],
                "as in fzf, it deletes before the cursor, not the whole text (clear-query does)")
        #expect(try Bindings(parsing: "ctrl-x:clear-query").keys[.control("x")] == [.browser(.user(.clearText))])
    }

    @Test func eventsAndQueryActions() throws {
        let bindings = try Bindings(parsing: "start:change-query(hello),load:first,result:last,focus:refresh-preview")
        #expect(bindings.events[.start] == [.browser(.host(.session(.replaceText("hello"))))])
        #expect(bindings.events[.load] == [.browser(.user(.moveToFirst))])
        #expect(bindings.events[.result] == [.browser(.user(.moveToLast))])
        #expect(bindings.events[.focus] == [.refreshPreview])
    }

    @Test func aLaterBindingOfAKeyReplacesAnEarlierOne() throws {
        var bindings = Bindings()
        try BindingParser.parse("ctrl-a:select-all", into: &bindings)
        try BindingParser.parse("ctrl-a:deselect-all", into: &bindings)
        #expect(bindings.keys[.control("a")] == [.browser(.user(.unmarkAll))])
    }

    @Test(arguments: [
        ("ctrl-x:explode", "unknown action 'explode'"),
        ("hyper-x:accept", "unknown key or event 'hyper-x'"),
        ("ctrl-o:execute(less {}", "unclosed '('"),
        ("ctrl-o", "expected KEY:ACTION"),
        ("ctrl-o:reload", "'reload' needs an argument"),
    ])
    func aBadBindingIsAOneLineErrorNamingIt(text: String, expected: String) {
        var bindings = Bindings()
        do {
            try BindingParser.parse(text, into: &bindings)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.contains(text))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func keyNamesRoundTrip() {
        for name in ["ctrl-x", "enter", "esc", "tab", "btab", "up", "down", "pgup", "pgdn", "shift-up", "f1", "space", "home", "del"] {
            let key = KeyName.event(named: name)
            #expect(key != nil, "\(name)")
            #expect(key.map(KeyName.name(of:)) == name)
        }
        #expect(KeyName.event(named: "alt-b") == .alt(.character("b")))
        #expect(KeyName.event(named: "alt-bspace") == .alt(.backspace))
        #expect(KeyName.name(of: .alt(.character("f"))) == "alt-f")
        #expect(KeyName.event(named: "alt-alt-x") == nil)
        #expect(KeyName.event(named: "return") == .enter)
        #expect(KeyName.event(named: "shift-tab") == .backTab)
    }
}

/// fzf's actions that move, mark and print: `pos`, `select`, the `/eof` deletions, `put`,
/// `transform`, `print-query`, and the `backward-eof` event.
@Suite struct MarkAndMoveBindingParserTests {
    @Test func posTakesASignedNumber() throws {
        let bindings = try Bindings(parsing: "a:pos(3),b:pos(-1)")
        #expect(bindings.keys[.character("a")] == [.browser(.user(.moveToPosition(3)))])
        #expect(bindings.keys[.character("b")] == [.browser(.user(.moveToPosition(-1)))])
        #expect(throws: BindingError.self) { try Bindings(parsing: "a:pos(x)") }
    }

    @Test func actionNamesMayHoldASlash() throws {
        let bindings = try Bindings(parsing: "bs:backward-delete-char/eof,ctrl-d:delete-char/eof")
        #expect(bindings.keys[.backspace] == [.browser(.user(.deleteBackwardOrExit))])
        #expect(bindings.keys[.control("d")] == [.browser(.user(.deleteForwardOrExit))])
        #expect(BoundAction.browser(.user(.deleteBackwardOrExit)).name == "backward-delete-char/eof")
    }

    @Test func selectionActionsAndPrintQuery() throws {
        let bindings = try Bindings(parsing: "up:deselect+up,down:select+down,ctrl-n:next-selected,ctrl-p:prev-selected,ctrl-j:print-query")
        #expect(bindings.keys[.up] == [.browser(.user(.markSelected(false))), .browser(.user(.moveSelection(-1)))])
        #expect(bindings.keys[.down] == [.browser(.user(.markSelected(true))), .browser(.user(.moveSelection(1)))])
        #expect(bindings.keys[.control("n")] == [.browser(.user(.moveToMarkedRow(1)))])
        #expect(bindings.keys[.control("p")] == [.browser(.user(.moveToMarkedRow(-1)))])
        #expect(bindings.keys[.control("j")] == [.printQuery])
    }

    @Test func putTakesAnOptionalTextAndTransformACommand() throws {
        let bindings = try Bindings(parsing: "a:put+put(ravo),b:transform:echo up")
        #expect(bindings.keys[.character("a")] == [.put(nil), .put("ravo")])
        #expect(bindings.keys[.character("b")] == [.transform(CommandTemplate("echo up"))])
    }

    @Test func backwardEOFIsAnEvent() throws {
        let bindings = try Bindings(parsing: "backward-eof:abort")
        #expect(bindings.events[.backwardEOF] == [.browser(.user(.interrupt))])
    }
}

/// `search(…)` and `transform-search(…)` name the search override.
@Suite struct SearchBindingParserTests {
    @Test func searchAndTransformSearch() throws {
        let bindings = try Bindings(parsing: "space:search(1),change:transform-search:echo {q}{q}")
        #expect(bindings.keys[.character(" ")] == [.browser(.host(.search("1")))])
        #expect(bindings.events[.change] == [.transformSearch(CommandTemplate("echo {q}{q}"))])
        #expect(throws: BindingError.self) { try Bindings(parsing: "a:search") }
    }
}

/// `clear-selection` unmarks every row, listed or not.
@Suite struct ClearSelectionBindingParserTests {
    @Test func clearSelectionUnmarksAll() throws {
        let bindings = try Bindings(parsing: "space:clear-selection,tab:clear-multi")
        #expect(bindings.keys[.character(" ")] == [.browser(.user(.clearMarks))])
        #expect(bindings.keys[.tab] == [.browser(.user(.clearMarks))])
    }

    @Test func changeMultiTakesAnOptionalCount() throws {
        let bindings = try Bindings(parsing: "a:change-multi,b:change-multi(2),c:change-multi(0)")
        #expect(bindings.keys[.character("a")] == [.browser(.user(.changeMarkLimit(nil)))])
        #expect(bindings.keys[.character("b")] == [.browser(.user(.changeMarkLimit(2)))])
        #expect(bindings.keys[.character("c")] == [.browser(.user(.changeMarkLimit(0)))])
        #expect(try Bindings(parsing: "a:change-multi(xxx)").keys[.character("a")] == [])
    }

    @Test func yankAndToggleAreTheirOwnActions() throws {
        let bindings = try Bindings(parsing: "ctrl-y:yank,space:toggle")
        #expect(bindings.keys[.control("y")] == [.browser(.user(.yank))])
        // fzf's `toggle` stays on the row; its Tab is `toggle+down`.
        #expect(bindings.keys[.character(" ")] == [.browser(.user(.toggleMarkInPlace))])
    }
}

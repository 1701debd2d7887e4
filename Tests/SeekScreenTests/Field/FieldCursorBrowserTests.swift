import SeekMatching
import SeekModel
import Testing
@testable import SeekScreen
import SeekToolkit

/// The field's cursor in the browser: where typing goes, and that it stays valid whatever
/// changes the text.
@Suite struct FieldCursorBrowserTests {
    let size = TerminalSize(width: 60, height: 20)

    func snapshot(_ indexes: [Int], generation: Int) -> MatchSnapshot {
        MatchSnapshot(generation: generation, queryText: "x", matches: indexes.map { .init(index: $0, score: 0) }, totalCount: 100)
    }

    func typed(_ text: String, session: SearchSession = SearchSession()) -> SearchBrowser {
        var browser = SearchBrowser(session: session, itemCount: 100, size: size, title: "t")
        _ = browser.handle(.user(.type(text)))
        return browser
    }

    /// The field as text with `|` at the cursor.
    func marked(_ browser: SearchBrowser) -> String {
        let field = browser.fieldText
        return String(field.text[..<field.cursor]) + "|" + String(field.text[field.cursor...])
    }

    @Test func altBThenCtrlKLeavesTheFirstWordAndItsSpace() {
        var browser = typed("hello world")
        _ = browser.handle(.user(.editField(.moveWordBackward)))
        #expect(marked(browser) == "hello |world")
        let effects = browser.handle(.user(.editField(.deleteToEnd)))
        #expect(marked(browser) == "hello |")
        #expect(effects == [.match(SearchQuery(text: "hello "), generation: browser.session.generation), .fire(.change)])
    }

    @Test func typingAfterCtrlAInsertsAtTheStart() {
        var browser = typed("hello")
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.type("x")))
        #expect(marked(browser) == "x|hello")
        _ = browser.handle(.user(.type("yz")))
        #expect(marked(browser) == "xyz|hello")
    }

    @Test func backspaceAndDeleteWorkAtTheCursor() {
        var browser = typed("abcd")
        _ = browser.handle(.user(.editField(.moveBackward)))
        _ = browser.handle(.user(.editField(.moveBackward)))
        _ = browser.handle(.user(.deleteBackward))
        #expect(marked(browser) == "a|cd")
        _ = browser.handle(.user(.editField(.deleteForward)))
        #expect(marked(browser) == "a|d")
        _ = browser.handle(.user(.deleteForwardOrExit))
        #expect(marked(browser) == "a|")
    }

    @Test func ctrlDOnAnEmptyFieldLeavesAndOnAFieldWithTextDeletes() {
        var empty = SearchBrowser(itemCount: 10, size: size, title: "t")
        #expect(empty.handle(.user(.deleteForwardOrExit)) == [.finish(.cancelled)])
        var browser = typed("ab")
        _ = browser.handle(.user(.editField(.moveToStart)))
        #expect(!browser.handle(.user(.deleteForwardOrExit)).contains(.finish(.cancelled)))
        #expect(marked(browser) == "|b")
        _ = browser.handle(.user(.editField(.moveToEnd)))
        #expect(browser.handle(.user(.deleteForwardOrExit)).isEmpty, "at the end of the text there is nothing under the cursor")
        #expect(marked(browser) == "b|")
    }

    @Test func ctrlUDeletesOnlyWhatIsBeforeTheCursor() {
        var browser = typed("hello world")
        _ = browser.handle(.user(.editField(.moveWordBackward)))
        _ = browser.handle(.user(.editField(.deleteToStart)))
        #expect(marked(browser) == "|world")
    }

    @Test func homeAndEndMoveTheCursorInTheFieldAndTheSelectionInTheList() {
        var browser = typed("abc")
        _ = browser.handle(.arrived(.matches(snapshot(Array(0..<30), generation: browser.session.generation))))
        _ = browser.handle(.user(.home))
        #expect(marked(browser) == "|abc")
        #expect(browser.selectedRow == 0)
        _ = browser.handle(.user(.end))
        #expect(marked(browser) == "abc|")
        _ = browser.handle(.user(.moveSelection(1)))
        #expect(browser.session.focus == .results)
        _ = browser.handle(.user(.end))
        #expect(browser.selectedRow == 29, "End in the list selects the last row")
        #expect(marked(browser) == "abc|")
        _ = browser.handle(.user(.home))
        #expect(browser.selectedRow == 0)
    }

    @Test func aCursorKeyInTheListReturnsToTheFieldAndMovesThere() {
        var browser = typed("abc")
        _ = browser.handle(.arrived(.matches(snapshot(Array(0..<30), generation: browser.session.generation))))
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.editField(.moveBackward)))
        #expect(browser.session.focus == .field)
        #expect(marked(browser) == "ab|c")
    }

    @Test func cursorMovesOnAnEmptyFieldChangeNothing() {
        var browser = SearchBrowser(itemCount: 10, size: size, title: "t")
        for fieldEdit in FieldEdit.allCases {
            #expect(browser.handle(.user(.editField(fieldEdit))).isEmpty, "\(fieldEdit)")
        }
        #expect(!browser.session.isPresented)
        #expect(browser.cursorOffset == 0)
    }

    @Test func wideCharactersAndEmojiClustersAreOneStepEach() {
        var browser = typed("東京👨‍👩‍👧‍👦🇯🇵")
        _ = browser.handle(.user(.editField(.moveBackward)))
        #expect(marked(browser) == "東京👨‍👩‍👧‍👦|🇯🇵")
        _ = browser.handle(.user(.editField(.moveBackward)))
        #expect(marked(browser) == "東京|👨‍👩‍👧‍👦🇯🇵")
        _ = browser.handle(.user(.deleteBackward))
        #expect(marked(browser) == "東|👨‍👩‍👧‍👦🇯🇵")
        _ = browser.handle(.user(.type("e\u{301}")))
        #expect(marked(browser) == "東e\u{301}|👨‍👩‍👧‍👦🇯🇵")
    }

    @Test func backspaceAtTheStartOfTheTextRemovesTheLastToken() {
        let token = SearchToken(field: "kind", value: "fruit")
        var browser = typed("ab", session: SearchSession(tokens: [token]))
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.deleteBackward))
        #expect(browser.session.tokens.isEmpty)
        #expect(marked(browser) == "|ab")
        #expect(browser.handle(.user(.deleteBackward)).isEmpty, "nothing before the cursor any more")
    }

    @Test func whenTheHostSetsTheTextTheCursorGoesToItsEnd() {
        var browser = typed("hello world")
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.host(.session(.replaceText("abc"))))
        #expect(marked(browser) == "abc|")
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.clearText))
        #expect(marked(browser) == "|")
        _ = browser.handle(.user(.type("z")))
        #expect(marked(browser) == "z|")
    }

    @Test func aChosenSuggestionPutsTheCursorAtTheEndOfWhatItFilled() {
        var browser = typed("carb")
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.host(.offerSuggestions([SearchSuggestion("carbonara", completion: "carbonara")])))
        _ = browser.handle(.user(.moveSelection(1)))
        _ = browser.handle(.user(.choose))
        #expect(marked(browser) == "carbonara|")
    }

    @Test func recallingARecentSearchPutsTheCursorAtItsEnd() {
        var session = SearchSession()
        session = session.rememberingRecentSearches([SearchQuery(text: "older search")])
        var browser = typed("x", session: session)
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.recallSearch(-1)))
        #expect(marked(browser) == "older search|")
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.recallSearch(1)))
        #expect(marked(browser) == "x|")
    }

    @Test func termsThatBecomeTokensLeaveTheCursorAtTheEndOfWhatRemains() {
        var session = SearchSession()
        session.tokenFields = ["kind"]
        let browser = typed("pie kind:fruit ", session: session)
        #expect(browser.session.tokens == [SearchToken(field: "kind", value: "fruit")])
        #expect(marked(browser) == "\(browser.session.text)|")
    }

    @Test func typingInsideTheTextKeepsTokenTermsAsTextUntilReturn() {
        var session = SearchSession()
        session.tokenFields = ["kind"]
        var browser = typed("pie", session: session)
        _ = browser.handle(.user(.editField(.moveToStart)))
        _ = browser.handle(.user(.type("kind:fruit ")))
        #expect(browser.session.tokens.isEmpty)
        #expect(marked(browser) == "kind:fruit |pie")
        _ = browser.handle(.arrived(.matches(snapshot([1], generation: browser.session.generation))))
        _ = browser.handle(.user(.choose))
        #expect(browser.session.tokens == [SearchToken(field: "kind", value: "fruit")])
        #expect(browser.fieldText.isCursorAtEnd, "submitting rewrote the text: the cursor is at its end")
    }

    @Test func typedKeysAfterAnEarlyReturnDoNotMoveTheCursor() {
        var browser = typed("ab")
        _ = browser.handle(.user(.choose))
        #expect(browser.choosesWhenResultsArrive)
        #expect(browser.handle(.user(.editField(.moveToStart))).isEmpty)
        #expect(browser.fieldText.isCursorAtEnd)
    }
}

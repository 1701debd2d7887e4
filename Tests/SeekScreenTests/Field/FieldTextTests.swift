import SeekScreen
import Testing

/// Every edit of the field at its cursor, written as text with `|` where the cursor is.
@Suite struct FieldTextTests {
    /// `marked` without its `|`, the cursor where the `|` was.
    static func field(_ marked: String) -> FieldText {
        let parts = marked.split(separator: "|", omittingEmptySubsequences: false)
        precondition(parts.count == 2, "one | marks the cursor")
        return FieldText(String(parts[0]) + String(parts[1]), cursorOffset: parts[0].utf8.count)
    }

    /// The field as text with `|` at the cursor.
    static func marked(_ field: FieldText) -> String {
        let text = field.text
        return String(text[..<field.cursor]) + "|" + String(text[field.cursor...])
    }

    static func applying(_ edits: FieldEdit..., to marked: String) -> String {
        var edited = field(marked)
        for edit in edits { edited.apply(edit) }
        return Self.marked(edited)
    }

    @Test func leftAndRightMoveOneCharacterAndStopAtTheEnds() {
        #expect(Self.applying(.moveBackward, to: "abc|") == "ab|c")
        #expect(Self.applying(.moveForward, to: "a|bc") == "ab|c")
        #expect(Self.applying(.moveBackward, to: "|abc") == "|abc")
        #expect(Self.applying(.moveForward, to: "abc|") == "abc|")
        #expect(Self.applying(.moveBackward, to: "|") == "|")
        #expect(Self.applying(.moveForward, to: "|") == "|")
    }

    @Test func theCursorStepsOverWholeGraphemeClusters() {
        let family = "👨‍👩‍👧‍👦"
        let flag = "🇯🇵"
        let accented = "e\u{301}"
        let thumb = "👍🏽"
        for cluster in [family, flag, accented, thumb, "東", "\r\n"] {
            #expect(Self.applying(.moveBackward, to: "a\(cluster)|b") == "a|\(cluster)b", "\(cluster.unicodeScalars.count) scalars")
            #expect(Self.applying(.moveForward, to: "a|\(cluster)b") == "a\(cluster)|b")
            #expect(Self.applying(.deleteBackward, to: "a\(cluster)|b") == "a|b")
            #expect(Self.applying(.deleteForward, to: "a|\(cluster)b") == "a|b")
        }
    }

    @Test func anOffsetInsideACharacterIsMovedToItsStart() {
        let text = "a👨‍👩‍👧‍👦b"
        for offset in 2..<(1 + "👨‍👩‍👧‍👦".utf8.count) {
            #expect(FieldText(text, cursorOffset: offset).cursorOffset == 1, "offset \(offset)")
        }
        #expect(FieldText(text, cursorOffset: 1_000).isCursorAtEnd)
        #expect(FieldText(text, cursorOffset: -3).cursorOffset == 0)
        #expect(FieldText(text).isCursorAtEnd)
    }

    @Test func homeAndEndGoToTheEndsOfTheText() {
        #expect(Self.applying(.moveToStart, to: "ab|c") == "|abc")
        #expect(Self.applying(.moveToEnd, to: "a|bc") == "abc|")
        #expect(Self.applying(.moveToStart, to: "|") == "|")
    }

    @Test func altBMovesToTheStartOfThisOrThePreviousWordAsFzfDoes() {
        #expect(Self.applying(.moveWordBackward, to: "hello world|") == "hello |world")
        #expect(Self.applying(.moveWordBackward, to: "hello wor|ld") == "hello |world")
        #expect(Self.applying(.moveWordBackward, to: "hello |world") == "|hello world")
        #expect(Self.applying(.moveWordBackward, to: "hello   |") == "|hello   ")
        #expect(Self.applying(.moveWordBackward, .moveWordBackward, to: "foo/bar-baz qux|") == "foo/bar-|baz qux")
        #expect(Self.applying(.moveWordBackward, to: "|abc") == "|abc")
        #expect(Self.applying(.moveWordBackward, to: "--|") == "|--")
        #expect(Self.applying(.moveWordBackward, to: "東京 大阪|") == "東京 |大阪")
        #expect(Self.applying(.moveWordBackward, to: "año 2024|") == "año |2024")
    }

    @Test func altFMovesToTheEndOfThisOrTheNextWordAsFzfDoes() {
        #expect(Self.applying(.moveWordForward, to: "|hello world") == "hello| world")
        #expect(Self.applying(.moveWordForward, to: "hello| world") == "hello world|")
        #expect(Self.applying(.moveWordForward, .moveWordForward, to: "|foo/bar-baz") == "foo/bar|-baz")
        #expect(Self.applying(.moveWordForward, to: "|  --") == "  --|")
        #expect(Self.applying(.moveWordForward, to: "abc|") == "abc|")
        #expect(Self.applying(.moveWordForward, to: "|e\u{301}t\u{e9} x") == "e\u{301}t\u{e9}| x")
    }

    @Test func ctrlKDeletesToTheEndAndCtrlUToTheStart() {
        #expect(Self.applying(.deleteToEnd, to: "hello |world") == "hello |")
        #expect(Self.applying(.deleteToEnd, to: "abc|") == "abc|")
        #expect(Self.applying(.deleteToStart, to: "hello |world") == "|world")
        #expect(Self.applying(.deleteToStart, to: "|abc") == "|abc")
    }

    @Test func backspaceAndDeleteRemoveTheCharacterBeforeAndUnderTheCursor() {
        #expect(Self.applying(.deleteBackward, to: "ab|c") == "a|c")
        #expect(Self.applying(.deleteBackward, to: "|abc") == "|abc")
        #expect(Self.applying(.deleteForward, to: "a|bc") == "a|c")
        #expect(Self.applying(.deleteForward, to: "abc|") == "abc|")
    }

    @Test func altDDeletesToTheEndOfTheWordAndAltBackspaceToItsStart() {
        #expect(Self.applying(.deleteWordForward, to: "|foo/bary-") == "|/bary-")
        #expect(Self.applying(.deleteWordForward, to: "hello| world") == "hello|")
        #expect(Self.applying(.deleteWordForward, to: "abc|") == "abc|")
        #expect(Self.applying(.deleteWordBackward, to: "foo/bary-xbaz |") == "foo/bary-|")
        #expect(Self.applying(.deleteWordBackward, to: "hello wo|rld") == "hello |rld")
        #expect(Self.applying(.deleteWordBackward, to: "|abc") == "|abc")
        #expect(Self.applying(.deleteWordBackward, to: "🇯🇵 東京|") == "🇯🇵 |")
    }

    @Test func ctrlWDeletesBackToTheSpaceBeforeThePreviousWord() {
        #expect(Self.applying(.deleteBackwardToWhitespace, to: "foo/bar-xbaz qux|") == "foo/bar-xbaz |")
        #expect(Self.applying(.deleteBackwardToWhitespace, to: "one two  |") == "one |")
        #expect(Self.applying(.deleteBackwardToWhitespace, to: "one two|three") == "one |three")
        #expect(Self.applying(.deleteBackwardToWhitespace, to: "   |") == "|")
        #expect(Self.applying(.deleteBackwardToWhitespace, to: "|x") == "|x")
    }

    @Test func typingInsertsAtTheCursorAndLeavesItAfterWhatWasTyped() {
        var edited = Self.field("hel|o")
        edited.insert("l")
        #expect(Self.marked(edited) == "hell|o")
        edited.insert("👍🏽")
        #expect(Self.marked(edited) == "hell👍🏽|o")
        var start = Self.field("|world")
        start.insert("hello ")
        #expect(Self.marked(start) == "hello |world")
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsItAndTheCursorStaysOnABoundary() {
        var edited = Self.field("e|x")
        edited.insert("\u{301}")
        #expect(edited.text == "e\u{301}x")
        #expect(Self.marked(edited) == "e\u{301}|x")
        var flag = Self.field("\u{1F1EF}|x")
        flag.insert("\u{1F1F5}")
        #expect(Self.marked(flag) == "🇯🇵|x")
    }

    @Test func movesLeaveTheTextAloneAndOnlyMovesAreCalledMoves() {
        for edit in FieldEdit.allCases {
            var edited = Self.field("ab c|d ef")
            edited.apply(edit)
            #expect((edited.text == "ab cd ef") == edit.isMove, "\(edit)")
        }
    }
}

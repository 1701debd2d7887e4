import SeekModel

extension SearchBrowser {
    /// The field's text with the browser's cursor in it.
    public var fieldText: FieldText {
        FieldText(session.text, cursorOffset: cursorOffset)
    }

    /// Moves the cursor or deletes at it; focus returns to the field.
    ///
    /// Backspace at the end of the text goes to the session as it is (it costs nothing however
    /// long the text, and on an empty field removes the last token); at the start of a text it
    /// removes the last token too, since that is what sits before the cursor. Every other edit
    /// works on a copy of the text, which costs its length once per key.
    mutating func editField(_ fieldEdit: FieldEdit) -> [BrowserEffect] {
        // Checked before any copy of the text exists: a copy alive while the session edits its
        // text would make that edit copy the whole text.
        if fieldEdit == .deleteBackward && isCursorAtEnd {
            return edit(.deleteBackward)
        }
        let field = fieldText
        if fieldEdit == .deleteBackward && field.cursorOffset == 0 {
            guard !session.tokens.isEmpty else { return [] }
            let effects = returnFocusToField()
            return effects + edit(.removeToken(at: session.tokens.count - 1))
        }
        guard !session.text.isEmpty else { return [] }
        var edited = field
        edited.apply(fieldEdit)
        let effects = returnFocusToField()
        if edited.text == field.text {
            cursorOffset = edited.cursorOffset
            return effects
        }
        if fieldEdit.kills {
            // A deletion removes one run, which starts where the cursor lands.
            let removed = field.text.utf8.count - edited.text.utf8.count
            let start = field.text.utf8.index(field.text.utf8.startIndex, offsetBy: edited.cursorOffset)
            killedText = String(field.text[start..<field.text.utf8.index(start, offsetBy: removed)])
        }
        return effects + replaceText(keepingCursorOf: edited)
    }

    /// Types `typed` at the cursor. At the end of the text it goes to the session as typed, so
    /// that completed `field:value` terms become tokens and a long paste stays linear; inside the
    /// text it is inserted as it is.
    mutating func insertAtCursor(_ typed: String) -> [BrowserEffect] {
        if isCursorAtEnd || typed.isEmpty {
            return edit(.insert(typed))
        }
        var edited = fieldText
        edited.insert(typed)
        let effects = returnFocusToField()
        return effects + replaceText(keepingCursorOf: edited)
    }

    /// Whether the cursor is after the last character, where typing and Backspace go to the
    /// session as they are.
    var isCursorAtEnd: Bool {
        cursorOffset >= session.text.utf8.count
    }

    /// Focuses the field if search is presented and focus is elsewhere (editing from the list).
    private mutating func returnFocusToField() -> [BrowserEffect] {
        guard session.isPresented && session.focus != .field else { return [] }
        isSuggestionMenuClosed = false
        return forward(session.send(.focus(.field)))
    }

    /// Puts `edited`'s text in the field and its cursor where it is.
    private mutating func replaceText(keepingCursorOf edited: FieldText) -> [BrowserEffect] {
        let effects = edit(.replaceText(edited.text))
        cursorOffset = edited.cursorOffset
        return effects
    }
}

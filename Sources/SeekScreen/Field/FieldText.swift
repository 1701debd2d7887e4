/// The search field's text with a cursor in it, and the edits made at the cursor.
///
/// The cursor is kept as a UTF-8 offset, which stays meaningful while the text is copied or
/// replaced (a `String.Index` would not), and is always on a character boundary.
public struct FieldText: Sendable, Equatable {
    /// The text.
    public private(set) var text: String
    /// Where the cursor is, as a UTF-8 offset into ``text``: 0 before the first character,
    /// `text.utf8.count` after the last.
    public private(set) var cursorOffset: Int

    /// The text with the cursor `cursorOffset` UTF-8 units in, moved back to the start of the
    /// character it falls in (an offset past the end puts it at the end); nil puts it at the end.
    public init(_ text: String, cursorOffset: Int? = nil) {
        self.text = text
        self.cursorOffset = text.utf8.count
        if let cursorOffset { self.cursorOffset = Self.characterBoundary(atOrBefore: cursorOffset, in: text) }
    }

    /// The cursor as an index of ``text``.
    public var cursor: String.Index {
        text.utf8.index(text.startIndex, offsetBy: cursorOffset)
    }

    /// Whether the cursor is after the last character.
    public var isCursorAtEnd: Bool { cursorOffset == text.utf8.count }

    /// Types `typed` at the cursor, which ends up after it.
    public mutating func insert(_ typed: String) {
        let start = cursor
        text.replaceSubrange(start..<start, with: typed)
        // Typing a combining mark joins it to the character before: the cursor stays on a boundary.
        cursorOffset = Self.characterBoundary(atOrBefore: cursorOffset + typed.utf8.count, in: text)
    }

    /// Applies `edit`.
    public mutating func apply(_ edit: FieldEdit) {
        let here = cursor
        switch edit {
        case .moveBackward: move(to: here > text.startIndex ? text.index(before: here) : here)
        case .moveForward: move(to: here < text.endIndex ? text.index(after: here) : here)
        case .moveToStart: move(to: text.startIndex)
        case .moveToEnd: move(to: text.endIndex)
        case .moveWordBackward: move(to: wordStart(before: here))
        case .moveWordForward: move(to: wordEnd(after: here))
        case .deleteBackward: if here > text.startIndex { delete(text.index(before: here)..<here) }
        case .deleteForward: if here < text.endIndex { delete(here..<text.index(after: here)) }
        case .deleteToStart: delete(text.startIndex..<here)
        case .deleteToEnd: delete(here..<text.endIndex)
        case .deleteWordBackward: delete(wordStart(before: here)..<here)
        case .deleteWordForward: delete(here..<wordEnd(after: here))
        case .deleteBackwardToWhitespace: delete(nonBlankRunStart(before: here)..<here)
        case .moveSubwordBackward: move(to: wordStart(before: here, splittingCase: true))
        case .moveSubwordForward: move(to: wordEnd(after: here, splittingCase: true))
        case .deleteSubwordBackward: delete(wordStart(before: here, splittingCase: true)..<here)
        case .deleteSubwordForward: delete(here..<wordEnd(after: here, splittingCase: true))
        }
    }

    private mutating func move(to index: String.Index) {
        cursorOffset = text.utf8.distance(from: text.startIndex, to: index)
    }

    /// Removes `range`; the cursor goes to where it began.
    private mutating func delete(_ range: Range<String.Index>) {
        guard !range.isEmpty else { return }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        text.removeSubrange(range)
        cursorOffset = start
    }

    /// Whether `character` is part of a word for the Alt keys: a letter or a digit.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word the cursor is in or after: the last place before `index` where a
    /// word character follows one that is not, or the start of the text (fzf's rule, so that
    /// `foo/bar` and Alt-B stops before `bar`).
    /// With `splittingCase`, a capital after a small letter starts a word too (subwords).
    func wordStart(before index: String.Index, splittingCase: Bool = false) -> String.Index {
        var position = index
        guard position > text.startIndex else { return position }
        position = text.index(before: position)
        while position > text.startIndex {
            let previous = text.index(before: position)
            if Self.isWordCharacter(text[position])
                && (!Self.isWordCharacter(text[previous]) || splittingCase && Self.isCaseStep(text[previous], text[position])) {
                return position
            }
            position = previous
        }
        return text.startIndex
    }

    /// The end of the word the cursor is in or before: just after the first word character that
    /// a non-word character follows, or the end of the text.
    /// With `splittingCase`, a small letter before a capital ends a word too (subwords).
    func wordEnd(after index: String.Index, splittingCase: Bool = false) -> String.Index {
        var position = index
        while position < text.endIndex {
            let next = text.index(after: position)
            if next == text.endIndex { return next }
            if Self.isWordCharacter(text[position])
                && (!Self.isWordCharacter(text[next]) || splittingCase && Self.isCaseStep(text[position], text[next])) {
                return next
            }
            position = next
        }
        return position
    }

    /// Whether `next` starts a subword after `previous`: a capital after a small letter.
    static func isCaseStep(_ previous: Character, _ next: Character) -> Bool {
        previous.isLowercase && next.isUppercase
    }

    /// Where the run of non-blank characters before `index` starts, blanks right before the
    /// cursor counted with it (Ctrl-W on `one two  ` leaves `one `).
    func nonBlankRunStart(before index: String.Index) -> String.Index {
        var position = index
        guard position > text.startIndex else { return position }
        position = text.index(before: position)
        while position > text.startIndex {
            let previous = text.index(before: position)
            if !text[position].isWhitespace && text[previous].isWhitespace { return position }
            position = previous
        }
        return text.startIndex
    }

    /// `offset` moved back to the start of the character it falls in, and into the text.
    static func characterBoundary(atOrBefore offset: Int, in text: String) -> Int {
        let total = text.utf8.count
        guard offset > 0 else { return 0 }
        guard offset < total else { return total }
        let index = text.utf8.index(text.startIndex, offsetBy: offset)
        // Stepping over a character from an index inside it rounds down to its start first.
        let start = text.index(before: text.index(after: index))
        return text.utf8.distance(from: text.startIndex, to: start)
    }
}

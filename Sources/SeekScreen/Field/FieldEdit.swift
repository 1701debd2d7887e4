/// A move of the search field's cursor, or a deletion at it, as readline and fzf make them.
///
/// A character is a grapheme cluster (`é` written as `e` and a combining accent, a flag, a
/// family emoji are each one), so the cursor never stops inside one. A word, for the Alt keys,
/// is a run of letters and digits (fzf's `backward-word`, `forward-word`, `kill-word`,
/// `backward-kill-word`); Ctrl-W's word is a run of anything but white space (fzf's
/// `unix-word-rubout`).
public enum FieldEdit: Sendable, Equatable, CaseIterable {
    /// One character left (Left, Ctrl-B).
    case moveBackward
    /// One character right (Right, Ctrl-F).
    case moveForward
    /// To the start of the text (Ctrl-A, Home in the field).
    case moveToStart
    /// To the end of the text (Ctrl-E, End in the field).
    case moveToEnd
    /// To the start of this or the previous word (Alt-B).
    case moveWordBackward
    /// To the end of this or the next word (Alt-F).
    case moveWordForward
    /// Deletes the character before the cursor (Backspace).
    case deleteBackward
    /// Deletes the character under the cursor (Delete, Ctrl-D).
    case deleteForward
    /// Deletes from the start of the text to the cursor (Ctrl-U, fzf's `unix-line-discard`).
    case deleteToStart
    /// Deletes from the cursor to the end of the text (Ctrl-K, fzf's `kill-line`).
    case deleteToEnd
    /// Deletes back to the start of this or the previous word (Alt-Backspace).
    case deleteWordBackward
    /// Deletes to the end of this or the next word (Alt-D).
    case deleteWordForward
    /// Deletes back to the white space before the previous word (Ctrl-W).
    case deleteBackwardToWhitespace
    /// To the start of this or the previous subword: a word, or its part that starts with a
    /// capital after a small letter (`Bar` of `fooBar`; fzf's `backward-subword`).
    case moveSubwordBackward
    /// To the end of this or the next subword (fzf's `forward-subword`).
    case moveSubwordForward
    /// Deletes back to the start of this or the previous subword (`backward-kill-subword`).
    case deleteSubwordBackward
    /// Deletes to the end of this or the next subword (`kill-subword`).
    case deleteSubwordForward

    /// Whether the edit is a kill whose text `yank` puts back: every deletion but one
    /// character's (as in fzf).
    public var kills: Bool {
        !isMove && self != .deleteBackward && self != .deleteForward
    }

    /// Whether the edit only moves the cursor.
    public var isMove: Bool {
        switch self {
        case .moveBackward, .moveForward, .moveToStart, .moveToEnd, .moveWordBackward, .moveWordForward,
             .moveSubwordBackward, .moveSubwordForward: true
        default: false
        }
    }
}

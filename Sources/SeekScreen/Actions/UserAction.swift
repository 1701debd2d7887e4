import SeekToolkit

/// What a person did, after the key map (or a `--bind` binding) has interpreted a key. While a
/// choice waits for its results, only Return, Esc, Ctrl-C and Ctrl-Z act on it
/// (``settlesAPendingChoice``); the rest belong to whatever runs next.
public enum UserAction: Sendable, Equatable {
    /// Types text at the field's cursor, wherever focus is (Space included; marking rows is
    /// Tab, Shift-Tab and Ctrl-T); `/` presents search when it is not presented.
    case type(String)
    /// Deletes the character before the cursor, or the last token with the cursor at the start
    /// of the field (Backspace); the same as `editField(.deleteBackward)`.
    case deleteBackward
    /// Deletes the word (letters and digits) before the cursor (Alt-Backspace, fzf's
    /// `backward-kill-word`); the same as `editField(.deleteWordBackward)`.
    case deleteWordBackward
    /// Clears the text (fzf's `clear-query`).
    case clearText
    /// Moves the field's cursor or deletes at it (the arrows, Ctrl-A/E/B/F/K/U/W, the Alt keys);
    /// focus returns to the field.
    case editField(FieldEdit)
    /// Home: the start of the field while it has focus, else the first row.
    case home
    /// End: the end of the field while it has focus, else the last row.
    case end
    /// Ctrl-D, fzf's `delete-char/eof`: deletes the character under the cursor, or leaves,
    /// choosing nothing, when the field is empty.
    case deleteForwardOrExit
    /// fzf's `backward-delete-char/eof`: deletes the character before the cursor, or leaves,
    /// choosing nothing, when the field is empty.
    case deleteBackwardOrExit
    /// Moves by this many rows (negative is up): through the suggestion menu's rows (the arrow
    /// toward the menu enters it), from the field into the list, or through the list.
    case moveSelection(Int)
    /// Moves the selection by this many pages.
    case movePage(Int)
    /// Selects the first row.
    case moveToFirst
    /// Selects the last row.
    case moveToLast
    /// Selects the next scope, wrapping (Tab).
    case nextScope
    /// Selects the previous scope, wrapping (Shift-Tab).
    case previousScope
    /// Return: accepts a highlighted suggestion, or submits and chooses.
    case choose
    /// Marks or unmarks the selected row for multi-select and moves down.
    case toggleMark
    /// Marks or unmarks the selected row and moves up (fzf's Shift-Tab with `--multi`).
    case toggleMarkMovingUp
    /// Marks or unmarks the selected row, staying on it (fzf's `toggle`; its Tab is `toggle+down`).
    case toggleMarkInPlace
    /// Esc, innermost first: takes back a choice waiting for its results, else closes the
    /// suggestion menu, else closes find, else dismisses presented search as `dismissSearch`
    /// does; only with search not presented does it leave.
    case escape
    /// Leaves at once, choosing nothing (Ctrl-C).
    case interrupt
    /// fzf's `accept-non-empty`: chooses as ``choose`` does, but only when a row is listed or
    /// marked; with nothing to choose it does nothing rather than leave empty-handed.
    case chooseIfAny
    /// fzf's `cancel`: clears the query when there is one, and leaves as ``interrupt`` only when
    /// it is empty already.
    case cancel
    /// Suspends the program to the shell (Ctrl-Z); `fg` brings it back.
    case suspend
    /// The mouse clicked something on screen.
    case click(HitTarget)
    /// The mouse clicked a line of fzf's header or footer: fires `click-header` or `click-footer`.
    case clickSection(SectionClick)
    /// Hides the header's lines, or shows them again (fzf's `toggle-header`).
    case toggleHeader
    /// The mouse wheel scrolled the list by this many rows.
    case scroll(Int)
    /// A key bound to something only the host program knows, as a value of the host's own type;
    /// the browser passes it on unchanged as ``BrowserEffect/custom(_:)``.
    case custom(CustomAction)
    /// A key the person bound with `--bind`: the browser passes it on as
    /// ``BrowserEffect/performBinding(_:)``, so that what was attached (a reload, an execute, a
    /// list of actions) runs as work the browser asked for, under the same rules as every other
    /// key: while a choice waits for its results only a bound Enter, Esc, Ctrl-C or Ctrl-Z acts.
    case boundKey(InputEvent)
    /// Marks every listed row that is not marked and unmarks every one that is (`toggle-all`).
    case toggleAllMarks
    /// Marks every listed row (`select-all`).
    case markAll
    /// Unmarks every listed row, keeping marks on rows the query hides (`deselect-all`).
    case unmarkAll
    /// Unmarks every row, listed or not (fzf's `clear-selection`).
    case clearMarks
    /// Sets how many rows can be marked: nil for no limit, 0 turns marking off (fzf's
    /// `change-multi`, `change-multi(N)`); a different limit unmarks every row, as in fzf.
    case changeMarkLimit(Int?)
    /// Inserts at the cursor what the last kill took (Ctrl-U, Ctrl-W, Ctrl-K, Alt-D, Alt-Backspace,
    /// or `cancel` clearing the query): fzf's `yank`, a kill ring of one.
    case yank
    /// Marks (true) or unmarks the selected row, staying on it (fzf's `select`, `deselect`).
    case markSelected(Bool)
    /// Moves to the nearest marked row down the screen (positive, fzf's `next-selected`) or up
    /// it, wrapping around the list.
    case moveToMarkedRow(Int)
    /// Moves to the row at this position from 1, counting from the end when negative (fzf's
    /// `pos(N)`; 0 is the first row).
    case moveToPosition(Int)
    /// Shows or hides the preview pane (`toggle-preview`).
    case togglePreview
    /// Scrolls the preview by this many lines (negative is up).
    case scrollPreview(Int)
    /// Scrolls the preview by this many pages.
    case scrollPreviewPage(Int)
    /// Scrolls the preview by this many half pages (`preview-half-page-up/down`).
    case scrollPreviewHalfPage(Int)
    /// Scrolls the preview to its first line, or (`bottom`) its last page (`preview-top`,
    /// `preview-bottom`).
    case scrollPreviewToEnd(bottom: Bool)
    /// Turns the preview's wrapping on or off (`toggle-preview-wrap`; `words`:
    /// `toggle-preview-wrap-word`).
    case togglePreviewWrap(words: Bool)
    /// Opens find over the preview pane (or the detail pane when there is no preview), or closes
    /// it when it is open (`toggle-find`, Ctrl-O). While it is open, typing goes to its field,
    /// Enter and Down go to the next match, Up to the previous one, and Esc closes it.
    case toggleFind
    /// Puts an older (negative) or newer (positive) recent search in the field, as a shell's
    /// history keys do (fzf's Ctrl-P and Ctrl-N with `--history`); newer than the newest brings
    /// back what was typed before.
    case recallSearch(Int)
    /// A key (or a click) was read: a command's failure note goes.
    case keyPressed

    /// Whether this acts while a choice waits for its results (Return, Esc, Ctrl-C, Ctrl-Z).
    public var settlesAPendingChoice: Bool {
        switch self {
        case .choose, .chooseIfAny, .escape, .interrupt, .cancel, .suspend: true
        case .boundKey(let key): [.enter, .control("m"), .escape, .control("c"), .control("z")].contains(key)
        default: false
        }
    }
}

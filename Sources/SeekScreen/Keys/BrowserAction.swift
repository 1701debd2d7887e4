import SeekToolkit
import SeekMatching
import SeekModel

/// What the user (or the host program) asks the search browser to do, after the key map has
/// interpreted a key. The browser decides what a key means from where focus is: Down highlights a
/// suggestion while the suggestion menu is open, moves into the list from the field, and moves the
/// selection inside the list.
public enum BrowserAction: Sendable, Equatable {
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
    /// Esc, innermost first: takes back a choice waiting for its results, else closes the
    /// suggestion menu, else closes find, else dismisses presented search as `dismissSearch`
    /// does; only with search not presented does it leave.
    case escape
    /// Leaves at once, choosing nothing (Ctrl-C).
    case interrupt
    /// Suspends the program to the shell (Ctrl-Z); `fg` brings it back.
    case suspend
    /// The terminal changed size.
    case resize(TerminalSize)
    /// The mouse clicked something on screen.
    case click(HitTarget)
    /// The mouse wheel scrolled the list by this many rows.
    case scroll(Int)
    /// A match finished. `scopeCounts` gives the number of matches in each scope, when known.
    case matchesArrived(MatchSnapshot, scopeCounts: [Int]? = nil)
    /// The host's background work (matching, reading input) started or stopped; `totalCount` is
    /// the number of items read so far.
    case progress(isBusy: Bool, totalCount: Int)
    /// Replaces the suggestions the host offers (item titles while typing, for example).
    case offerSuggestions([SearchSuggestion])
    /// Sends any action to the search session, as a host program does to present or dismiss
    /// search, move focus, add a token or set the suggested tokens (the bindings SwiftUI gives
    /// an app). Edits reopen a suggestion menu that Esc closed, as typing does.
    case session(SearchAction)
    /// Moves the search field, as changing `.searchable(placement:)` does.
    case setPlacement(SearchFieldPlacement)
    /// A key bound to something only the host program knows; the browser passes it on as
    /// ``BrowserEffect/custom(_:)``.
    case custom(String)
    /// Marks every listed row that is not marked and unmarks every one that is (`toggle-all`).
    case toggleAllMarks
    /// Marks every listed row (`select-all`).
    case markAll
    /// Unmarks every row (`deselect-all`).
    case unmarkAll
    /// Output of the preview command arrived.
    case previewArrived(PreviewOutput)
    /// Shows or hides the preview pane (`toggle-preview`).
    case togglePreview
    /// Scrolls the preview by this many lines (negative is up).
    case scrollPreview(Int)
    /// Scrolls the preview by this many pages.
    case scrollPreviewPage(Int)
    /// Replaces the prompt drawn before the field (`change-prompt`); see ``BrowserOptions/prompt``.
    case setPrompt(String)
    /// Turns filtering off or on (`disable-search`, `enable-search`): while it is off, typing
    /// changes the query (for commands that use `{q}`) but the list shows every item.
    case setFiltering(Bool)
    /// The host replaced the input (`reload`): marks refer to items that are gone.
    case inputReplaced
    /// The host dropped this many of its oldest items (`--tail`): every later item's index moved
    /// down by that much, so marks follow their items, and marks on dropped items go.
    case itemsDropped(Int)
    /// Opens find over the preview pane (or the detail pane when there is no preview), or closes
    /// it when it is open (`toggle-find`, Ctrl-O). While it is open, typing goes to its field,
    /// Enter and Down go to the next match, Up to the previous one, and Esc closes it.
    case toggleFind
    /// The host's text of the selected item's detail pane (``DetailPane/searchableText``), sent
    /// whenever the selection changes while the detail pane is shown: what find searches there.
    case detailTextArrived(String)
    /// Puts an older (negative) or newer (positive) recent search in the field, as a shell's
    /// history keys do (fzf's Ctrl-P and Ctrl-N with `--history`); newer than the newest brings
    /// back what was typed before.
    case recallSearch(Int)
    /// The host starts running the browser, with a preview command reading `preview` (nil for
    /// none): fires `start`, and asks for the first preview and detail text.
    case begin(preview: PreviewInputs?)
    /// The host's preview command changed (`change-preview`); nil removes it. The preview runs
    /// again for the selected item.
    case setPreviewCommand(PreviewInputs?)
    /// Runs the preview again for the selected item (`refresh-preview`).
    case refreshPreview
    /// The host finished reading its input: fires `load` (once per input; a reload reads anew).
    case inputCompleted
    /// The data's words arrived: the scope bar's scopes, the tokens offered while typing, and the
    /// fields whose `field:value` terms become tokens. New scopes need their counts, so the query
    /// on screen is asked for again.
    case vocabularyArrived(scopes: [SearchScope], suggestedTokens: [SearchToken], tokenFields: Set<String>)
    /// The host's note for the status line (a lost server being retried, say); nil for none.
    case noteArrived(String?)
    /// A command the user asked for could not run: the status line says why until the next key.
    case commandFailed(String)
    /// A key (or a click) was read: a command's failure note goes.
    case keyPressed
}

/// Work the browser asks its host to perform.
public enum BrowserEffect: Sendable, Equatable {
    /// Run `query` and send back the snapshot tagged with `generation`.
    case match(SearchQuery, generation: Int)
    /// The user submitted `query` (for history and submit-based searches).
    case submit(SearchQuery)
    /// Refresh the suggestions for `query` (the combined search pattern).
    case suggest(SearchQuery)
    /// Hand the terminal back to the shell until the user resumes the program.
    case suspend
    /// The browsing is over.
    case finish(BrowserOutcome)
    /// A key bound with ``BrowserAction/custom(_:)`` was pressed: the host decides what it means.
    case custom(String)
    /// Perform what `--bind` attached to `event`. Events of one turn of the host's loop may be
    /// performed once, however many actions brought them about (a burst of typing is one `change`).
    case fire(BindEvent)
    /// Start the preview command for `subject`, replacing the run for an earlier one; the pane's
    /// output comes back as ``BrowserAction/previewArrived(_:)``.
    case startPreview(PreviewSubject)
    /// Send the detail pane text of `item` (nil: no row selected) back as
    /// ``BrowserAction/detailTextArrived(_:)``: find over the detail pane searches it.
    case fetchDetailText(item: Int?)
    /// The list is within a screenful of the last result delivered: a provider reading a page at
    /// a time reads the next page of `generation`.
    case loadMoreResults(generation: Int)
}

/// How a browsing ended.
public enum BrowserOutcome: Sendable, Equatable {
    /// The user chose these items (input indexes), in the order they were marked.
    case chosen([Int])
    /// The user pressed Return while nothing matched.
    case nothingToChoose
    /// The user left without choosing.
    case cancelled
}

/// Something on screen that a mouse click can land on.
public enum HitTarget: Hashable, Sendable {
    /// The search field (or the minimized search button).
    case field
    /// A scope segment, by index in the session's scopes.
    case scope(Int)
    /// A suggestion, by index in the session's visible suggestions.
    case suggestion(Int)
    /// A list row, by index in the results.
    case row(Int)
    /// The preview pane.
    case preview
}

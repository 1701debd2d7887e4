import SeekModel

/// What the host program commands the browser, as SwiftUI's bindings let an app write search
/// state: the session, the placement, the prompt, filtering, suggestions and the preview command.
public enum HostCommand: Sendable, Equatable {
    /// Replaces the suggestions the host offers (item titles while typing, for example).
    case offerSuggestions([SearchSuggestion])
    /// Sends any action to the search session, as a host program does to present or dismiss
    /// search, move focus, add a token or set the suggested tokens (the bindings SwiftUI gives
    /// an app). Edits reopen a suggestion menu that Esc closed, as typing does.
    case session(SearchAction)
    /// Moves the search field, as changing `.searchable(placement:)` does.
    case setPlacement(SearchFieldPlacement)
    /// Replaces the prompt drawn before the field (`change-prompt`); see ``BrowserOptions/prompt``.
    case setPrompt(String)
    /// Replaces the header's own lines (`change-header`, `transform-header`; fzf's `--header`);
    /// the lines taken from the input (`--header-lines`) stay after them.
    case setHeader([String])
    /// Replaces the footer's lines (`change-footer`, `transform-footer`; fzf's `--footer`).
    case setFooter([String])
    /// Replaces the text of a border's label (`change-list-label`, `transform-header-label`…).
    case setLabel(BorderLabelPlace, String)
    /// Matches again because the provider now lists something else for the same query (items
    /// excluded, fields changed), with ``Rematch``'s care for the cursor and the marks.
    case rematch(Rematch)
    /// Replaces the pointer before the selected row (`change-pointer`, `transform-pointer`); as
    /// in fzf, one wider than two columns is refused.
    case setPointer(String)
    /// Replaces the title line (a SeekUI view pushed or presented with a title of its own).
    case setTitle(String)
    /// Shows or hides the search field, scope bar and suggestions: a SeekUI view whose shown
    /// layer has no `searchable` (a sheet, a pushed view, a list outside a navigation container).
    case setSearchFieldShown(Bool)
    /// Shows or hides the detail pane beside the list (a SeekUI split view's next column).
    case setDetailPane(Bool)
    /// Matches the list against this text instead of the query, until the query changes
    /// (`search(…)`, `transform-search`); the query stays as typed.
    case search(String)
    /// Turns filtering off or on (`disable-search`, `enable-search`): while it is off, typing
    /// changes the query (for commands that use `{q}`) but the list shows every item.
    case setFiltering(Bool)
    /// The host starts running the browser, with a preview command reading `preview` (nil for
    /// none): fires `start`, and asks for the first preview and detail text.
    case begin(preview: PreviewInputs?)
    /// The host's preview command changed (`change-preview`); nil removes it. The preview runs
    /// again for the selected item.
    case setPreviewCommand(PreviewInputs?)
    /// Runs the preview again for the selected item (`refresh-preview`).
    case refreshPreview
    /// Shows, hides or lays out the preview pane again (`show-preview`, `change-preview-window`…).
    case changePreview(PreviewChange)
    /// Tracks the selected item, or stops (`toggle-track`, `track-current`, `untrack-current`).
    case changeTracking(TrackingChange)
    /// Turns scrolling long rows to their match off or on (`toggle-hscroll`).
    case toggleHorizontalScroll
    /// Ranks the matches if they are listed in input order, and the other way round
    /// (`toggle-sort`); the query is matched again.
    case toggleSort
    /// Labels the rows shown for the next key (`jump`, `jump-accept`; see ``JumpMode``).
    case startJump(JumpMode)
    /// Shows `text` in place of the info line's counts (`--info-command`'s output); nil shows
    /// the counts again.
    case setInfoText(String?)
    /// Says whether bound actions wait for the search to complete (fzf's `wait`): the info line
    /// shows `(..)` meanwhile.
    case setWaitingForSearch(Bool)
}

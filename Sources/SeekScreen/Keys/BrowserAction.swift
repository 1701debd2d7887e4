import SeekToolkit
import SeekMatching
import SeekModel

/// What the search browser is told, by kind: what a person did (``UserAction``, after the key map
/// has interpreted a key), what the host program commands (``HostCommand``), and what arrived
/// from the host's work (``Arrival``). The browser decides what a key means from where focus is:
/// Down highlights a suggestion while the suggestion menu is open, moves into the list from the
/// field, and moves the selection inside the list.
public enum BrowserAction: Sendable, Equatable {
    /// What a person did: a key the key map or a binding interpreted, a click, a wheel turn.
    case user(UserAction)
    /// What the host program commands: search state it writes, presentation, prompt, preview.
    case host(HostCommand)
    /// What arrived from the host's work or the terminal: results, progress, vocabulary, preview
    /// output, detail text, notes, a new size.
    case arrived(Arrival)
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
    /// A key bound with ``UserAction/custom(_:)`` was pressed: the host decides what it means.
    case custom(String)
    /// Perform what `--bind` attached to this key (``UserAction/boundKey(_:)``).
    case performBinding(InputEvent)
    /// Perform what `--bind` attached to `event`. Events of one turn of the host's loop may be
    /// performed once, however many actions brought them about (a burst of typing is one `change`).
    case fire(BindEvent)
    /// Start the preview command for `subject`, replacing the run for an earlier one; the pane's
    /// output comes back as ``Arrival/previewOutput(_:)``.
    case startPreview(PreviewSubject)
    /// Send the detail pane text of `item` (nil: no row selected) back as
    /// ``Arrival/detailText(_:)``: find over the detail pane searches it.
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

import Matching
import SearchModel

/// What the user asks the search browser to do, after the key map has interpreted a key.
public enum BrowserAction: Sendable, Equatable {
    /// Types text into the search field.
    case type(String)
    /// Deletes the character before the cursor.
    case deleteBackward
    /// Moves the selection by this many rows (negative is up).
    case moveSelection(Int)
    /// Moves the selection by this many pages.
    case movePage(Int)
    /// Selects the first row.
    case moveToFirst
    /// Selects the last row.
    case moveToLast
    /// Chooses the selected row (Return).
    case choose
    /// Esc: dismisses the search when searching, otherwise leaves.
    case escape
    /// Leaves at once, choosing nothing (Ctrl-C).
    case interrupt
    /// Suspends the program to the shell (Ctrl-Z); `fg` brings it back.
    case suspend
    /// The terminal changed size.
    case resize(TerminalSize)
    /// A match finished; its snapshot replaces the shown results when it is current.
    case matchesArrived(MatchSnapshot)
}

/// Work the browser asks its host to perform.
public enum BrowserEffect: Sendable, Equatable {
    /// Run `query` and send back the snapshot tagged with `generation`.
    case match(SearchQuery, generation: Int)
    /// The user submitted `query` (for history and submit-based searches).
    case submit(SearchQuery)
    /// Hand the terminal back to the shell until the user resumes the program.
    case suspend
    /// The browsing is over.
    case finish(BrowserOutcome)
}

/// How a browsing ended.
public enum BrowserOutcome: Sendable, Equatable {
    /// The user chose these items (input indexes).
    case chosen([Int])
    /// The user pressed Return while nothing matched.
    case nothingToChoose
    /// The user left without choosing.
    case cancelled
}

import SeekModel
import SeekToolkit

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
    /// A key bound with ``UserAction/custom(_:)`` was pressed: the host reads its own value back
    /// (``CustomAction/value(as:)``) and decides what it means.
    case custom(CustomAction)
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

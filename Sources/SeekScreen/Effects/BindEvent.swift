/// Something that happens in a run, which `--bind` can attach actions to as it does to keys.
public enum BindEvent: String, Sendable, Equatable, CaseIterable {
    /// Once, before the first frame.
    case start
    /// Reading the input finished (also after a `reload`).
    case load
    /// The query's text changed.
    case change
    /// The selected item changed.
    case focus
    /// The results of a new query arrived.
    case result
    /// The results of a query arrived once all of the input was read: the query's last list.
    case resultFinal = "result-final"
    /// The results of a new query arrived, and nothing matched.
    case zero
    /// The results of a new query arrived, and exactly one item matched.
    case one
    /// Backspace was pressed on an empty field.
    case backwardEOF = "backward-eof"
    /// A line of fzf's header was clicked (``SearchBrowser/headerClick`` says where).
    case clickHeader = "click-header"
    /// A line of fzf's footer was clicked (``SearchBrowser/footerClick`` says where).
    case clickFooter = "click-footer"
    /// `jump` or `jump-accept` moved the cursor to the row of the key typed.
    case jump
    /// A key that is no row's label ended `jump` or `jump-accept`.
    case jumpCancel = "jump-cancel"
}

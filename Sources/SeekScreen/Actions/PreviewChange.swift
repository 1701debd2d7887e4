/// What a bound action does to the preview pane (``HostCommand/changePreview(_:)``), each as
/// fzf 0.74 does it.
public enum PreviewChange: Sendable, Equatable {
    /// Hides a shown pane, or shows one when there is a preview command (`toggle-preview`).
    case toggle
    /// Shows the pane when it is not shown and there is a preview command (`show-preview`).
    case show
    /// Hides a shown pane (`hide-preview`).
    case hide
    /// Hides a shown pane, else ends the run as `abort` does (`close`).
    case close
    /// Applies these options to the layout the run started with (`change-preview-window`, one
    /// of its `|`-separated choices; an empty text goes back to the start's layout).
    case window(String)
    /// Opens the pane for a one-off command's output (`preview(…)`), even with no preview
    /// command or while hidden; the selected item's default preview is not run again until it
    /// changes.
    case open
}

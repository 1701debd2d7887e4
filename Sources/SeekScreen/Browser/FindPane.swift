/// The pane of seek's screen that find searches: the text there is read-only, so find opens
/// without replace.
public enum FindPane: Sendable, Equatable {
    /// The preview command's output, when the preview pane is shown.
    case preview
    /// The selected item's fields, when the layout shows the detail pane and no preview.
    case detail
}

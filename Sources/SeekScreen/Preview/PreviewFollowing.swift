/// Whether the preview pane follows its output's end (`--preview-window follow`), as fzf keeps
/// it: scrolling away pauses following and scrolling back to the end resumes it; only a new run
/// or a layout change turns it on or off.
public enum PreviewFollowing: Sendable, Equatable {
    case off
    case paused
    case on

    /// After a scroll that ends at the output's end (`atEnd`) or not: paused or resumed, never
    /// turned on when it was off.
    func scrolled(atEnd: Bool) -> PreviewFollowing {
        self == .off ? .off : (atEnd ? .on : .paused)
    }
}

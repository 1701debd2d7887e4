/// Something the user (or the program hosting the text) asks a ``FindNavigator`` to do.
///
/// As with ``SearchAction``, a key map produces these and the navigator's reaction is a pure
/// function. Where SwiftUI lets an app write a binding (`findNavigator(isPresented:)`) or apply a
/// modifier (`findDisabled(_:)`, `replaceDisabled(_:)`), a host sends an action.
public enum FindAction: Sendable, Equatable {
    // MARK: Presentation

    /// Presents the navigator in find mode with the find field focused (a text view's Find
    /// command); from replace mode it goes back to find mode. Ignored while find is disabled.
    case showFind
    /// Presents the navigator in replace mode (Find and Replace); in find mode when replace is
    /// disabled. Ignored while find is disabled.
    case showReplace
    /// Presents (in the mode last shown) or dismisses, as writing the `isPresented` binding of
    /// `findNavigator(isPresented:)` does.
    case setPresented(Bool)
    /// Hides the navigator and its highlights (Esc). The find and replace texts are kept for the
    /// next presentation, as a text editor keeps them.
    case dismiss

    // MARK: The fields

    /// Types text at the end of the focused field; ignored while the navigator is hidden.
    case insert(String)
    /// Deletes the last character of the focused field; ignored while the navigator is hidden.
    case deleteBackward
    /// Replaces the whole find text.
    case setFindText(String)
    /// Replaces the whole replace text.
    case setReplacementText(String)
    /// Moves typing to a field; the replace field only in replace mode.
    case focus(FindField)
    /// Changes the case and word options; the matches follow.
    case setOptions(FindOptions)

    // MARK: Moving and replacing

    /// Makes the next match current, wrapping from the last to the first.
    case next
    /// Makes the previous match current, wrapping from the first to the last.
    case previous
    /// Replaces the current match and moves on to the next one. Only in replace mode.
    case replace
    /// Replaces every match, as one edit. Only in replace mode.
    case replaceAll

    // MARK: From the host

    /// The text changed outside the navigator (the user typed in the editor, an undo, a preview
    /// that grew); the matches follow and the current match stays where it was, as near as it can.
    case setText(String)
    /// Disables or enables the whole navigator, as `findDisabled(_:)` does; disabling hides it.
    case setFindDisabled(Bool)
    /// Disables or enables replacing, as `replaceDisabled(_:)` does (for read-only text);
    /// disabling leaves replace mode.
    case setReplaceDisabled(Bool)
}

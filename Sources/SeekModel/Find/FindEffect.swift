/// Work a ``FindNavigator`` asks its host to perform after an action. The navigator performs no
/// I/O and never writes the host's text itself.
public enum FindEffect: Sendable, Equatable {
    /// The navigator replaced text: the host stores ``FindEdit/after`` as its text (as a text
    /// editor's binding does) and may register the edit as one undoable step, undone by sending
    /// ``FindAction/setText(_:)`` with ``FindEdit/before``.
    case edit(FindEdit)
}

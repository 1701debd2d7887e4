/// What `onSubmit(of:)` reacts to; only search submissions exist here.
public enum SubmitTriggers: Sendable {
    /// Return in the search field.
    case search
}

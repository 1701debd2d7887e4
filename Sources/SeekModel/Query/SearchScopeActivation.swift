/// When the scope bar appears, like SwiftUI's `SearchScopeActivation`.
///
/// Whatever the activation, scopes disappear when search is dismissed or cancelled.
public enum SearchScopeActivation: Sendable, Hashable {
    /// The platform's choice. In a terminal this is ``onSearchPresentation``: the scope bar appears
    /// with the field, as on macOS, the other keyboard-driven platform. Showing it on the first
    /// keystroke instead (the iOS default) would push every result row down by one line while the
    /// user is reading them, and the key that cycles scopes would work only once text exists.
    case automatic
    /// The scope bar appears once the user has entered text (or a token), and stays until dismiss.
    case onTextEntry
    /// The scope bar appears as soon as search is presented.
    case onSearchPresentation

    /// The activation seek actually applies: ``automatic`` resolved for the terminal.
    public var resolved: SearchScopeActivation {
        self == .automatic ? .onSearchPresentation : self
    }
}

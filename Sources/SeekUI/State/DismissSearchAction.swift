import Synchronization

/// Dismisses the search of a running list when called, like SwiftUI's `dismissSearch`: the text
/// and tokens are cleared, the field loses focus, the scopes and suggestions go, and the whole
/// list is back. It does nothing while search is not presented, or no list runs.
///
/// Make one, hand it to ``SearchableList/dismissSearch(_:)``, and call it from anywhere:
///
/// ```swift
/// let dismissSearch = DismissSearchAction()
/// // in a key handler, a timer or a background task:
/// dismissSearch()
/// ```
public final class DismissSearchAction: Sendable {
    private let perform = Mutex<(@Sendable () -> Void)?>(nil)

    /// An action not yet attached to a list.
    public init() {}

    /// Dismisses the search of the list this action is attached to, if it runs.
    public func callAsFunction() {
        perform.withLock { $0 }?()
    }

    /// Attaches the action to a running list (nil detaches it).
    func attach(_ action: (@Sendable () -> Void)?) {
        perform.withLock { $0 = action }
    }
}

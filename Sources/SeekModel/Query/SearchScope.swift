/// One choice of the segmented scope bar, like a tagged view inside `searchScopes(_:activation:_:)`.
///
/// SwiftUI binds scopes to any `Hashable` value and leaves filtering to the app. A seek scope carries
/// its own filter so that the matcher can apply it: a scope with a ``filter`` keeps the records whose
/// field has that value; a scope without one (typically "All", the first) narrows nothing.
public struct SearchScope: Sendable, Hashable {
    /// The label shown in the scope bar.
    public var title: String
    /// The field and value this scope narrows to, or `nil` for a scope that narrows nothing.
    public var filter: SearchToken?

    /// Creates a scope labelled `title` that narrows to `filter`, if given.
    public init(_ title: String, filter: SearchToken? = nil) {
        self.title = title
        self.filter = filter
    }
}

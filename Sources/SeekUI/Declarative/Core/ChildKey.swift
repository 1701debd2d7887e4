/// A child's place in its parent: with the child's type, its structural identity.
enum ChildKey: Hashable {
    /// The position in a builder block.
    case index(Int)
    /// A custom view's body.
    case body
    /// The `if` branch (or an optional's value), and the `else` branch.
    case first, second
    /// A container's or a modifier's content.
    case content
    /// A control's label, a section's header.
    case label, header
    /// The views of `searchSuggestions` and of `searchScopes`, drawn elsewhere.
    case suggestions, scopes
    /// A split view's column, a pushed view by its depth, a sheet, an overlay, a toolbar.
    case column(Int), destination(Int), sheet, overlay, toolbar
    /// A ``ForEach`` element, by its id.
    case element(AnyHashable)
}

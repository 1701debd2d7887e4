import SeekToolkit

/// A piece of the interface, as SwiftUI's `View`: a value whose ``body`` says what it shows,
/// made of other views, down to the primitive views the terminal draws (``Text``, ``HStack``,
/// ``List``, ``Button``…; their `Body` is `Never`).
///
/// ```swift
/// struct RecipeRow: View {
///     let recipe: Recipe
///     @Environment(\.isSearching) private var isSearching
///     var body: some View {
///         HStack { Text(recipe.name).bold(); Spacer(); Text(isSearching ? "match" : "") }
///     }
/// }
/// ```
///
/// Run by the view graph (an ``App``, a ``ViewRunner``), a view's body is evaluated again when
/// what it reads changes — its ``State``, an ``ObservedObject``'s published properties, an
/// ``Environment`` value — and its state is kept by its position in its parent's body
/// (structural identity, with ``ForEach``'s ids). On one terminal line (a row, a suggestion, a
/// token pill) a view is its ``runs``.
public protocol View {
    /// The type of view the body is.
    associatedtype Body: View
    /// What this view is made of.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { self }
}

extension View where Body == Never {
    /// A primitive view has no body: the view graph draws it.
    public var body: Never { fatalError("\(Self.self) is drawn by the view graph; it has no body") }
}

extension View {
    /// The view on one line: runs of text, left to right, each in one style, as it looks with
    /// the state it starts with. Views stacked vertically are joined by a space.
    public var runs: [ColoredText.Run] { ViewGraph.line(of: self).runs(columns: nil) }

    /// The view's text without its styles: what a scope's title or a suggestion's plain title is.
    public var plainText: String { runs.map(\.text).joined() }
}

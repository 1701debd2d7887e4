/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does: each
/// expression a view, with `if`, `if`/`else`, `switch`, `if let` and `for`.
///
/// Each statement keeps its position (its index in the block, its branch), which is the
/// structural identity the view graph keeps state by.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(.first(first))
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(.second(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    public static func buildArray<Content: View>(_ contents: [Content]) -> _ViewArray<Content> { _ViewArray(contents) }
}

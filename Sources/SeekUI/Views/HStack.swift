import SeekToolkit

/// Views side by side on one row, like SwiftUI's `HStack`, `spacing` columns apart (one by
/// default); a ``Spacer`` among them takes the room the row leaves.
///
/// ```swift
/// HStack {
///     Swatch(color.value)
///     Text(color.name)
/// }
/// ```
public struct HStack<Content: View>: View {
    public typealias Body = Never
    /// The views, left to right.
    public let content: Content
    /// The blank columns between two views.
    public let spacing: Int

    /// Views from a builder, `spacing` columns apart (one by default); `alignment` is accepted
    /// as SwiftUI takes it (a row is one line).
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.spacing = max(0, spacing ?? 1)
    }
}

extension HStack: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let child = node.build(content, at: .content)
        // The children of a block sit side by side; a single view is the one child.
        if case .stack(let children) = child.contribution { return .inline(children, spacing: spacing) }
        return .inline([child], spacing: spacing)
    }
}

/// Where views of different heights line up in an ``HStack``; a terminal row is one line, so
/// all alike.
public enum VerticalAlignment: Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Where views of different widths line up in a ``VStack``.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

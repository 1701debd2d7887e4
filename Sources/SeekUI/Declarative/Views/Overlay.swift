/// A view with another drawn over it, made by `overlay(alignment:content:)`.
public struct _OverlayView<Content: View, Overlay: View>: View {
    public typealias Body = Never
    let content: Content
    let overlay: Overlay
}

extension _OverlayView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let content = node.build(self.content, at: .content)
        let overlay = node.build(self.overlay, at: .overlay)
        // Rows cannot be drawn through one another: an overlay that draws rows covers the
        // content; one that draws nothing (an `if` not taken) leaves it to show.
        return RowCollector.segments(of: overlay).isEmpty ? .forward(content) : .forward(overlay)
    }
}

extension View {
    /// Draws `content` over this view, as SwiftUI's `overlay(alignment:content:)`: in a
    /// terminal its rows cover this view's while it has any (`alignment` is accepted as
    /// SwiftUI takes it). This view keeps its state underneath.
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: () -> Overlay) -> _OverlayView<Self, Overlay> {
        _OverlayView(content: self, overlay: content())
    }
}

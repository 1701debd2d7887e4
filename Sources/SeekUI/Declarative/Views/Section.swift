import SeekToolkit

/// A group of rows under a header, as SwiftUI's `Section`: the header is a row of its own,
/// drawn bold.
public struct Section<Header: View, Content: View>: View {
    public typealias Body = Never
    let header: Header?
    let content: Content

    /// The rows of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }
}

extension Section where Header == Text {
    /// The rows of `content` under the title `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title).bold() })
    }

    /// The rows of `content` under the title `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title.text, content: content)
    }
}

extension Section where Header == EmptyView {
    /// The rows of `content`, without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
    }
}

extension Section: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        var children: [ViewNode] = []
        if let header { children.append(node.build(header, at: .header)) }
        children.append(node.build(content, at: .content))
        return .stack(children)
    }
}

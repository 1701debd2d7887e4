/// A title with an icon, as SwiftUI's `Label`: the icon of `systemImage` is drawn as a
/// character (see ``Image``), then the title.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label of your own title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` with the symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// `title` with the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title.text, systemImage: systemImage)
    }
}

extension Label: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .inline([node.build(icon, at: .label), node.build(title, at: .content)], spacing: 1)
    }
}

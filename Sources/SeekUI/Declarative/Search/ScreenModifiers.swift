/// A view with a value attached, made by `tag(_:)`: the value a scope or a selection stands for.
public struct _TagView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let tag: AnyHashable
}

extension _TagView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .trait(node.build(content, at: .content), .tag(tag))
    }
}

/// A view titled by `navigationTitle(_:)`.
public struct _TitledView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let title: String
}

extension _TitledView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        node.traits.title = title
        return .forward(node.build(content, at: .content))
    }
}

/// A view that acts on a search submission, made by `onSubmit(of:_:)`.
public struct _SubmitView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let action: () -> Void
}

extension _SubmitView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        node.traits.submitActions = [action]
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// This view standing for `tag`, as SwiftUI's `tag(_:)`: a scope's value in `searchScopes`.
    public func tag<Value: Hashable>(_ tag: Value) -> _TagView<Self> {
        _TagView(content: self, tag: AnyHashable(tag))
    }

    /// The title of the navigation container this view is in, as SwiftUI's `navigationTitle(_:)`:
    /// the screen's first line.
    public func navigationTitle(_ title: String) -> _TitledView<Self> {
        _TitledView(content: self, title: title)
    }

    /// The same, with the title a string literal.
    public func navigationTitle(_ title: LocalizedStringKey) -> _TitledView<Self> {
        _TitledView(content: self, title: title.text)
    }

    /// The same, with the title a ``Text``.
    public func navigationTitle(_ title: Text) -> _TitledView<Self> {
        _TitledView(content: self, title: title.content)
    }

    /// Runs `action` when the user submits the search (Return in the field), as SwiftUI's
    /// `onSubmit(of: .search)`. The action may start a `Task` whose result, set into state,
    /// shows when it arrives.
    public func onSubmit(of triggers: SubmitTriggers = .search, _ action: @escaping () -> Void) -> _SubmitView<Self> {
        _SubmitView(content: self, action: action)
    }
}

extension SearchFieldPlacement {
    /// Under the title, as SwiftUI's `navigationBarDrawer`.
    public static var navigationBarDrawer: SearchFieldPlacement { .drawer() }

    /// Under the title, always shown or not, as SwiftUI's `navigationBarDrawer(displayMode:)`.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .drawer(always: displayMode == .always)
    }

    /// In the title line, as SwiftUI's `toolbarPrincipal` (the terminal's toolbar).
    public static var toolbarPrincipal: SearchFieldPlacement { .toolbar }
}

/// Whether a drawer field stays on screen, as SwiftUI's `NavigationBarDrawerDisplayMode`.
public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
}

/// A view with search scopes, made by `searchScopes(_:activation:_:)`.
public struct _SearchScopesView<Content: View, Scope: Hashable & Sendable, Scopes: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: Binding<Scope>
    let activation: SearchScopeActivation
    let scopes: Scopes
}

extension _SearchScopesView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let selection = self.selection
        node.traits.scopes = ScopeConfiguration(
            node: node.build(scopes, at: .scopes), activation: activation,
            selected: { AnyHashable(selection.wrappedValue) },
            select: { if let scope = $0.base as? Scope { selection.wrappedValue = scope } })
        return .forward(node.build(content, at: .content))
    }
}

extension View {
    /// Scopes under the search field, as SwiftUI's `searchScopes(_:activation:_:)`: each view
    /// of `scopes` with a `tag(_:)` is a scope, titled by its text; the chosen one's tag goes
    /// into `scope` (Tab chooses the next). The app's body filters by it.
    public func searchScopes<Scope: Hashable & Sendable, Scopes: View>(
        _ scope: Binding<Scope>, activation: SearchScopeActivation = .automatic, @ViewBuilder _ scopes: () -> Scopes
    ) -> _SearchScopesView<Self, Scope, Scopes> {
        _SearchScopesView(content: self, selection: scope, activation: activation, scopes: scopes())
    }

    /// Scopes under the search field, as SwiftUI's `searchScopes(_:scopes:)`: the same, with
    /// the activation left to seek (`.automatic`).
    public func searchScopes<Scope: Hashable & Sendable, Scopes: View>(
        _ scope: Binding<Scope>, @ViewBuilder scopes: () -> Scopes
    ) -> _SearchScopesView<Self, Scope, Scopes> {
        _SearchScopesView(content: self, selection: scope, activation: .automatic, scopes: scopes())
    }
}

/// A view made searchable by `searchable(…)`: its content (and its suggestions) read
/// `isSearching` and `dismissSearch` from their environment; the view itself, and the views
/// above it, do not.
public struct _SearchableView<Content: View, Suggestions: View>: View {
    public typealias Body = Never
    let content: Content
    let configuration: SearchConfiguration
    let suggestions: Suggestions?
}

extension _SearchableView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        node.traits.search = configuration
        var environment = node.environment
        environment.isSearching = node.graph.isSearchPresented
        environment.dismissSearch = node.graph.dismissSearch
        if let suggestions {
            node.traits.suggestions = node.build(suggestions, at: .suggestions, environment: environment)
        }
        let content = node.build(self.content, at: .content, environment: environment)
        // Without a navigation container around it or inside it, SwiftUI shows no field.
        node.traits.search?.isFieldShown = node.environment.isInNavigationContainer
            || RowCollector.traits(of: content).hasNavigationContainer
        return .forward(content)
    }
}

extension View {
    /// Makes this view searchable, as SwiftUI's `searchable(text:placement:prompt:)`: the
    /// navigation container draws the field (at `placement`, with `prompt`, "Search" by
    /// default), what is typed goes into `text`, and the views inside read `isSearching`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt?.content, suggestions: nil)
    }

    /// The same, with the prompt a string literal.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt.text, suggestions: nil)
    }

    /// The same, with the prompt a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: String(prompt), suggestions: nil)
    }

    /// Makes this view searchable with its presentation bound, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`: setting `isPresented` presents or
    /// dismisses search, and the user's doing so is written into it.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.content, suggestions: nil)
    }

    /// The same, with the prompt a string literal.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt.text, suggestions: nil)
    }

    /// The same, with the prompt a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> _SearchableView<Self, EmptyView> {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt), suggestions: nil)
    }

    /// Makes this view searchable with suggestions, as SwiftUI's
    /// `searchable(text:placement:prompt:suggestions:)`: the suggestion views (with
    /// `searchCompletion(_:)` to make one fill the field) show under the field while searching.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> _SearchableView<Self, S> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt?.content, suggestions: suggestions())
    }

    /// The same, with the prompt a string literal.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> _SearchableView<Self, S> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt.text, suggestions: suggestions())
    }

    /// The same, with the prompt a string.
    public func searchable<S: View, P: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
                                                       @ViewBuilder suggestions: () -> S) -> _SearchableView<Self, S> {
        searchable(text: text, isPresented: nil, placement: placement, prompt: String(prompt), suggestions: suggestions())
    }

    private func searchable<S: View>(text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement,
                                     prompt: String?, suggestions: S?) -> _SearchableView<Self, S> {
        _SearchableView(content: self, configuration: SearchConfiguration(text: text, isPresented: isPresented, placement: placement,
                                                                          prompt: prompt ?? "Search", tokens: nil),
                        suggestions: suggestions)
    }
}

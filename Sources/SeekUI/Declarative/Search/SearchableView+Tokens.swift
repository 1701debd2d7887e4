extension View {
    /// Makes this view searchable with tokens, as SwiftUI's
    /// `searchable(text:tokens:placement:prompt:token:)`: the field shows the bound tokens, each
    /// drawn by `token` on one line, before the text; Backspace with no text removes the last one,
    /// and the user's changes go into `tokens`. The app's body filters by them.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: nil, placement: placement, prompt: prompt?.content, token: token)
    }

    /// The same, with the prompt a string literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: nil, placement: placement, prompt: prompt.text, token: token)
    }

    /// The same, with the prompt a string.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: nil, placement: placement, prompt: String(prompt), token: token)
    }

    /// Makes this view searchable with tokens and suggested tokens, as SwiftUI's
    /// `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`: the suggested tokens
    /// whose label holds the term being typed are offered in the suggestions; choosing one
    /// (Down, then Return) makes it a token in the field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: suggestedTokens, placement: placement, prompt: prompt?.content, token: token)
    }

    /// The same, with the prompt a string literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: suggestedTokens, placement: placement, prompt: prompt.text, token: token)
    }

    /// The same, with the prompt a string.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggested: suggestedTokens, placement: placement, prompt: String(prompt), token: token)
    }

    private func searchable<C: RandomAccessCollection & RangeReplaceableCollection & Sendable, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggested: Binding<C>?, placement: SearchFieldPlacement, prompt: String?,
        token: @escaping (C.Element) -> T
    ) -> _SearchableView<Self, EmptyView> where C.Element: Identifiable {
        let configuration = TokenConfiguration(
            current: { Array(tokens.wrappedValue) },
            suggested: suggested.map { suggested in { Array(suggested.wrappedValue) } },
            store: { tokens.wrappedValue = C($0.compactMap { $0 as? C.Element }) },
            id: { ($0 as? C.Element).map { AnyHashable($0.id) } },
            label: { ($0 as? C.Element).map { ViewGraph.line(of: token($0)) } ?? RowCell([]) })
        return _SearchableView(content: self,
                               configuration: SearchConfiguration(text: text, isPresented: nil, placement: placement,
                                                                  prompt: prompt ?? "Search", tokens: configuration),
                               suggestions: nil)
    }
}

/// What a `searchable` modifier asks of the screen: the text and presentation it binds, where
/// the field goes and its prompt, and the tokens it binds, if any.
struct SearchConfiguration {
    var text: Binding<String>
    var isPresented: Binding<Bool>?
    var placement: SearchFieldPlacement
    var prompt: String
    var tokens: TokenConfiguration?
    /// Whether the field is drawn: only inside (or around) a navigation container.
    var isFieldShown = true
}

/// What a `searchable(text:tokens:…)` modifier binds, with the app's token type erased: the
/// tokens in the field, those offered, and how each is drawn. A token is told apart by its `id`.
struct TokenConfiguration {
    /// The tokens the binding holds now.
    var current: () -> [Any]
    /// The tokens the `suggestedTokens` binding holds now; nil without one.
    var suggested: (() -> [Any])?
    /// Writes tokens (met before, so of the app's type) into the binding.
    var store: ([Any]) -> Void
    /// The id of `token` when it is of the app's token type.
    var id: (Any) -> AnyHashable?
    /// The token's view, on one line: its pill and its suggestion row.
    var label: (Any) -> RowCell
}

/// What a `searchScopes` modifier asks: the scope bar's titles and values (the rows of its
/// content, with their tags), the selection they bind and when the bar shows.
struct ScopeConfiguration {
    /// The node the scope views were built in.
    var node: ViewNode
    var activation: SearchScopeActivation
    /// The bound scope, as the tag values of the rows.
    var selected: () -> AnyHashable
    var select: (AnyHashable) -> Void
}

/// What `searchFocused` binds: whether the field has focus, read and written as a Boolean.
struct FocusConfiguration {
    var isFocused: () -> Bool
    var setFocused: (Bool) -> Void
}

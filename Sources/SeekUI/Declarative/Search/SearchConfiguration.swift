/// What a `searchable` modifier asks of the screen: the text and presentation it binds, where
/// the field goes and its prompt.
struct SearchConfiguration {
    var text: Binding<String>
    var isPresented: Binding<Bool>?
    var placement: SearchFieldPlacement
    var prompt: String
    /// Whether the field is drawn: only inside (or around) a navigation container.
    var isFieldShown = true
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

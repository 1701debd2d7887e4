/// What a node's modifiers say about the screen rather than about rows: the navigation title,
/// the search configuration, the scopes, the suggestions and the submit actions. The screen
/// takes the first of each it finds, top to bottom (all the submit actions).
struct NodeTraits {
    var title: String?
    var search: SearchConfiguration?
    /// The node the suggestion views were built in.
    var suggestions: ViewNode?
    var scopes: ScopeConfiguration?
    var submitActions: [() -> Void] = []
}

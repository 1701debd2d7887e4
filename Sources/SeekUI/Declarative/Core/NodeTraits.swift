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
    /// A presented sheet: shown instead of everything else until dismissed.
    var sheet: ModalLayer?
    /// What Esc (search not presented) or Left does: pop the innermost pushed view or column.
    var back: (() -> Void)?
    /// The split view shown, with its columns.
    var split: SplitColumns?
    /// Whether a navigation container is here or below (a `searchable` needs one for its field).
    var hasNavigationContainer = false
    /// Where the user is: each navigation container's node and its depth or column, outermost first.
    var place: [Int] = []
    /// What `searchFocused` binds.
    var focus: FocusConfiguration?
    var presentationToolbarBehavior: SearchPresentationToolbarBehavior?
    var toolbarBehavior: SearchToolbarBehavior?
    /// `searchSuggestions(_:for:)`, in order.
    var suggestionVisibility: [(SearchVisibility, Set<SearchSuggestionsPlacement>)] = []
    /// A ``TextEditor``'s text and find settings: the screen is the editor's.
    var editor: EditorConfiguration?
    /// The node the `toolbar` items were built in.
    var toolbar: ViewNode?
}

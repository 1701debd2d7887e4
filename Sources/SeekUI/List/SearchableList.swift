import SeekModel
import SeekScreen
import SeekToolkit

/// A searchable list of your own items, configured with SwiftUI's search modifiers and run in
/// the terminal until the user chooses.
///
/// ```swift
/// let chosen = try SearchableList(users, searching: [\.name]) { user in
///     Text("\(user.name) - \(user.age)")
/// }
/// .navigationTitle("Users")
/// .searchable(text: $searchText, placement: .drawer(always: true), prompt: "Search for something")
/// .searchScopes($searchScope, scopes: UserGroupScope.allCases, matching: { $1 == .all || $0.group == $1 }) {
///     Text($0.rawValue)
/// }
/// .run()
/// ```
///
/// Each modifier returns a changed copy, as SwiftUI's do. Each term of the query, in fzf's syntax
/// (fuzzy terms, `'exact`, `^prefix`, `suffix$`, `!not`, `a | b`), is matched against each search
/// field of an item on its own: an item matches when every term matches some field (a negated
/// term, no field), so `jo 10` finds John by name and age as `name.contains(text) || age ==
/// Int(text)` would for one word, and no pattern runs from one field into the next. The score is
/// the sum of each term's best field.
public struct SearchableList<Item: Identifiable> {
    let items: [Item]
    let fields: [(Item) -> String]
    let row: (Item) -> [ColoredText.Run]
    var title = ""
    var prompt = "Search"
    var placement = SearchFieldPlacement.automatic
    var text: Binding<String>?
    var isPresented: Binding<Bool>?
    var isFocused: Binding<Bool>?
    var makeTokenBridge: (() -> any TokenBridging<Item>)?
    var makeScopeBridge: (() -> any ScopeBridging<Item>)?
    var suggestions: (() -> [SuggestionRow])?
    var hiddenSuggestions: [(SearchVisibility, Set<SearchSuggestionsPlacement>)] = []
    var submitActions: [() -> Void] = []
    var presentationToolbarBehavior = SearchPresentationToolbarBehavior.automatic
    var toolbarBehavior = SearchToolbarBehavior.automatic
    var matchTiming = SearchMatchTiming.asYouType
    var detail: ((Item) -> ItemDetail)?
    var keyActions: [(key: InputEvent, action: () -> Void)] = []
    var dismissActions: [DismissSearchAction] = []
    var allowsMultipleSelection = false

    /// A list of `items`, each drawn by `row`, searched in the text of `fields` (key paths or
    /// closures; with none, in the text each row shows).
    public init<Row: View>(_ items: [Item], searching fields: [(Item) -> String] = [], row: @escaping (Item) -> Row) {
        self.items = items
        self.fields = fields
        self.row = { row($0).runs }
    }
}

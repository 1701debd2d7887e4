import SeekMatching

/// The fast engine over an app's own items, for a body that would rather match as seek matches
/// than with a predicate of its own: fzf's extended syntax (`'exact`, `^start`, `end$`, `!not`,
/// `a | b`) matched against each search field on its own, best first — SeekMatching's
/// `FieldSearch`, the matcher ``SearchableList`` and the command use.
///
/// ```swift
/// struct ContactList: View {
///     let contacts: SearchableItems<Contact>
///     @State private var searchText = ""
///
///     var body: some View {
///         NavigationStack {
///             List(contacts.matching(searchText)) { Text($0.name) }
///                 .searchable(text: $searchText)
///         }
///     }
/// }
///
/// ContactList(contacts: SearchableItems(allContacts, searching: [\.name, \.email]))
/// ```
///
/// It keeps the last query's matches: typing one more character looks only at them, and the
/// same text (a body evaluated again for another reason) is answered without matching. Use it
/// from the views' thread, as a body is.
public final class SearchableItems<Item> {
    /// Every item, in the app's order.
    public let items: [Item]
    private var search: FieldSearch
    private var last: (text: String, matches: MatchingItems<Item>)?

    /// The engine over `items`, each searched by the texts `fields` give (read once, now).
    public init(_ items: [Item], searching fields: [(Item) -> String]) {
        self.items = items
        search = FieldSearch(SearchFieldTable(fieldCount: fields.count, items: items.map { item in fields.map { $0(item) } }))
    }

    /// The items `text` matches, best first; every item, in order, when `text` has no terms.
    public func matching(_ text: String) -> MatchingItems<Item> {
        if let last, last.text == text { return last.matches }
        let query = FieldQuery(text)
        let matches = query.matchesEverything
            ? MatchingItems(items: items, order: nil)
            : MatchingItems(items: items, order: search.rank(query).map(\.index))
        last = (text, matches)
        return matches
    }
}

/// The items a query matched, best first: a collection over the app's items that copies none
/// of them, for `List` and `ForEach` to show.
public struct MatchingItems<Item>: RandomAccessCollection {
    let items: [Item]
    /// The matched items' indexes, best first; nil when every item matched, in order.
    let order: [Int]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { order?.count ?? items.count }

    public subscript(position: Int) -> Item {
        items[order?[position] ?? position]
    }
}

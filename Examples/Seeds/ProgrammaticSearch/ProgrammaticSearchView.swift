// From 002 (Part 7, "searchFocused"): a button that focuses the search field. The seed's code
// as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct ProgrammaticSearchView: View {
@State private var searchText = ""
@FocusState private var isSearchFocused: Bool
var body: some View {
NavigationStack {
VStack {
Button("Start Search") {
isSearchFocused = true // Activate search field
}
List(filteredItems) { item in
Text(item.name)
}
}
.navigationTitle("Items")
.searchable(text: $searchText)
.searchFocused($isSearchFocused)
}
}
}

// The app's filter, which the seed leaves out (in this file: it reads the view's private state).
extension ProgrammaticSearchView {
    var filteredItems: [Item] {
        ["Hammer", "Saw", "Screwdriver", "Wrench"].map(Item.init)
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

@main
struct ProgrammaticSearchApp: App {
    var body: some Scene {
        WindowGroup { ProgrammaticSearchView() }
    }
}

// From 003 ("Detect when search is active"): `isSearching` read in a child of the searchable
// view. The seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct SearchingExample: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            SearchedView()
                .searchable(text: $searchText)
        }
    }
}

struct SearchedView: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        Text(isSearching ? "Searching" : "Not searching")
    }
}

@main
struct SearchingExampleApp: App {
    var body: some Scene {
        WindowGroup { SearchingExample() }
    }
}

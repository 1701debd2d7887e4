// From 002 (Part 4, "Combined Suggestions + Submit Pattern"): recent searches suggested as you
// type, and the store searched when the search is submitted, its results arriving later. The
// seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct StoreSearchView: View {
    @State private var searchText = ""
    @State private var searchResults: [Product] = []
    let recentSearches: [String]

    var body: some View {
        NavigationStack {
            List(searchResults) { product in
                ProductRow(product: product)
            }
            .navigationTitle("Store")
            .searchable(text: $searchText, prompt: "Search products") {
                // Local suggestions from recent searches
                ForEach(matchingRecent, id: \.self) { term in
                    Label(term, systemImage: "clock")
                        .searchCompletion(term)
                }
            }
            .onSubmit(of: .search) {
                // Server search on submit
                Task {
                    searchResults = await ProductAPI.search(searchText)
                }
            }
        }
    }

    var matchingRecent: [String] {
        guard !searchText.isEmpty else { return recentSearches }
        return recentSearches.filter {
            $0.localizedCaseInsensitiveContains(searchText)
        }
    }
}

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup { StoreSearchView(recentSearches: ["desk lamp", "chair", "notebook"]) }
    }
}

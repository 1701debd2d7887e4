// The store from the reference documents (SwiftUI's `StoreSearchView`): recent searches are
// suggested as you type, and the list is searched only when the search is submitted (Return),
// the pattern for an expensive search. A second Return chooses.
import SeekUI

struct Product: Identifiable {
    let name: String
    let price: Int
    var id: String { name }
}

struct StoreSearch {
    @State var searchText = ""
    @State var recentSearches = ["desk lamp", "chair", "notebook"]
    let products = [Product(name: "Desk lamp", price: 39), Product(name: "Office chair", price: 149),
                    Product(name: "Standing desk", price: 399), Product(name: "Notebook, dotted", price: 12),
                    Product(name: "Fountain pen", price: 28), Product(name: "Monitor arm", price: 89)]

    var body: SearchableList<Product> {
        SearchableList(products, searching: [\.name]) { product in
            HStack { Text(product.name).frame(width: 20); Text("\(product.price) €").dim() }
        }
        .navigationTitle("Store")
        .searchable(text: $searchText, prompt: "Search products")
        .searchSuggestions {
            ForEach(matchingRecent, id: \.self) { term in
                Text("↺ \(term)").searchCompletion(term)
            }
        }
        .searchMatchTiming(.suggestingAsYouType)
        .onSubmit(of: .search) {
            recentSearches = [searchText] + recentSearches.filter { $0 != searchText }
        }
    }

    var matchingRecent: [String] {
        guard !searchText.isEmpty else { return recentSearches }
        return recentSearches.filter { $0.lowercased().contains(searchText.lowercased()) }
    }
}

// What the seed leaves to the app: the model whose `suggestedSearches` start empty and follow
// the text, and the product list.
import SeekUI

struct SuggestedSearch: Identifiable {
    let title: String
    let image: String
    let text: String
    var id: String { text }
}

final class ProductModel: ObservableObject {
    @Published var suggestedSearches: [SuggestedSearch] = []

    private static let searches = [SuggestedSearch(title: "Fresh apples", image: "apple", text: "apples"),
                                   SuggestedSearch(title: "Apple juice", image: "juice", text: "apple juice"),
                                   SuggestedSearch(title: "Bananas", image: "banana", text: "bananas")]

    /// The searches that begin with a word of the text.
    func updateSuggestions(for text: String) {
        suggestedSearches = text.isEmpty ? [] : Self.searches.filter { $0.text.localizedCaseInsensitiveContains(text) }
    }
}

struct ProductList: View {
    var body: some View {
        List {
            Text("Apples, 1 kg")
            Text("Bananas, 6")
        }
    }
}

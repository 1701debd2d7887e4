// What the seed leaves to the app: the products, a product's row, and the "server" search,
// which answers after a delay, as a network request would.
import SeekUI

struct Product: Identifiable, Sendable {
    let name: String
    let price: Int
    var id: String { name }
}

enum ProductAPI {
    static let catalog = [Product(name: "Desk lamp", price: 39), Product(name: "Office chair", price: 149),
                          Product(name: "Standing desk", price: 399), Product(name: "Notebook, dotted", price: 12),
                          Product(name: "Fountain pen", price: 28), Product(name: "Monitor arm", price: 89)]

    /// The products whose name has every word of `query`, after 300 ms.
    static func search(_ query: String) async -> [Product] {
        try? await Task.sleep(for: .milliseconds(300))
        let words = query.split(separator: " ")
        return catalog.filter { product in words.allSatisfy { product.name.localizedCaseInsensitiveContains($0) } }
    }
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text("\(product.price) €")
        }
    }
}

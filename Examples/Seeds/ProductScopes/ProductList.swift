// What the seed leaves to the app: the fruit tokens (as 004 defines them), the products, and
// the list that filters them by the query it reads from the environment.
import SeekUI

enum FruitToken: String, Identifiable, Hashable, CaseIterable {
    case apple
    case pear
    case banana
    var id: Self { self }
}

struct ProductQuery {
    var text = ""
    var scope = ProductScope.fruit
}

private struct ProductQueryKey: EnvironmentKey {
    static var defaultValue: ProductQuery { ProductQuery() }
}

extension EnvironmentValues {
    var productQuery: ProductQuery {
        get { self[ProductQueryKey.self] }
        set { self[ProductQueryKey.self] = newValue }
    }
}

struct Product: Identifiable {
    let name: String
    let scope: ProductScope
    var id: String { name }
}

struct ProductList: View {
    @Environment(\.productQuery) var query
    @Environment(\.isSearching) var isSearching

    var body: some View {
        List(products) { product in
            Text(product.name)
        }
    }

    /// While searching, the products of the scope holding the text; else all of them.
    var products: [Product] {
        let all = [Product(name: "Apple", scope: .fruit), Product(name: "Pear", scope: .fruit),
                   Product(name: "Carrot", scope: .vegetable), Product(name: "Parsnip", scope: .vegetable)]
        guard isSearching else { return all }
        return all.filter { $0.scope == query.scope && (query.text.isEmpty || $0.name.localizedCaseInsensitiveContains(query.text)) }
    }
}

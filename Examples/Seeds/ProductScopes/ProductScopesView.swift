// From 004 ("searchScopes(_:scopes:)"): fruit tokens and a fruit/vegetable scope on the
// product list. The seed's code as written, in the app's view, with one line added: the
// `environment` line hands the query to `ProductList`, which the seed leaves to the app.
import SeekUI

enum ProductScope {
    case fruit
    case vegetable
}

struct ProductScopesView: View {
    @State var text = ""
    @State var tokens: [FruitToken] = []
    @State private var scope: ProductScope = .fruit

    var body: some View {
        NavigationStack {
ProductList()
    .searchable(text: $text, tokens: $tokens) { token in
        switch token {
            case .apple: Text("Apple")
            case .pear: Text("Pear")
            case .banana: Text("Banana")
        }
    }
    .searchScopes($scope) {
        Text("Fruit").tag(ProductScope.fruit)
        Text("Vegetable").tag(ProductScope.vegetable)
    }
    .environment(\.productQuery, ProductQuery(text: text, scope: scope))
        }
    }
}

@main
struct ProductScopesApp: App {
    var body: some Scene {
        WindowGroup { ProductScopesView() }
    }
}

// What the seed leaves to the app: the token type (with the `displayName` and `icon` the seed
// reads), the dishes, and the filter.
import SeekUI

enum CuisineToken: String, Identifiable, Hashable, CaseIterable {
    case italian, thai, mexican
    var id: Self { self }
    var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    var icon: String { "globe" }
}

struct Dish: Identifiable {
    let name: String
    let cuisine: CuisineToken
    var id: String { name }
}

extension SuggestedTokensView {
    var dishes: [Dish] {
        [Dish(name: "Lasagne", cuisine: .italian), Dish(name: "Tom Yum", cuisine: .thai), Dish(name: "Tacos", cuisine: .mexican)]
            .filter { dish in
                (tokens.isEmpty || tokens.contains(dish.cuisine))
                    && (searchText.isEmpty || dish.name.localizedCaseInsensitiveContains(searchText))
            }
    }
}

// What the seed leaves to the app: its scopes, its entries and its filter.
import SeekUI

enum SearchScope: String, CaseIterable {
    case all = "All"
    case fruit = "Fruit"
    case vegetables = "Vegetables"
}

struct PantryEntry: Identifiable {
    let name: String
    let scope: SearchScope
    var id: String { name }

    static let all = [PantryEntry(name: "Apple", scope: .fruit), PantryEntry(name: "Apricot", scope: .fruit),
                      PantryEntry(name: "Asparagus", scope: .vegetables), PantryEntry(name: "Carrot", scope: .vegetables)]
}

extension ScopeActivationView {
    var results: [PantryEntry] {
        PantryEntry.all.filter { entry in
            (searchScope == .all || entry.scope == searchScope)
                && (searchText.isEmpty || entry.name.localizedCaseInsensitiveContains(searchText))
        }
    }
}

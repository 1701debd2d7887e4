// From 002 (Part 5, "Adding Scopes"): a scope bar whose choice the app filters by. The seed's
// code as written, with `import SeekUI`; the app around it is added.
import SeekUI

enum SearchScope: String, CaseIterable {
    case all = "All"
    case recipes = "Recipes"
    case ingredients = "Ingredients"
}

struct ScopedSearchView: View {
    @State private var searchText = ""
    @State private var searchScope: SearchScope = .all

    var body: some View {
        NavigationStack {
            List(filteredResults) { result in
                ResultRow(result: result)
            }
            .navigationTitle("Cookbook")
            .searchable(text: $searchText)
            .searchScopes($searchScope) {
                ForEach(SearchScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
        }
    }
}

// The app's filter, which the seed leaves out (in this file: it reads the view's private state).
extension ScopedSearchView {
    var filteredResults: [CookbookEntry] {
        cookbook.filter { entry in
            let inScope = switch searchScope {
            case .all: true
            case .recipes: entry.isRecipe
            case .ingredients: !entry.isRecipe
            }
            return inScope && (searchText.isEmpty || entry.name.localizedCaseInsensitiveContains(searchText))
        }
    }
}

@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup { ScopedSearchView() }
    }
}

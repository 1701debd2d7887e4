// From 002 (Part 6, "Basic Tokens"): tokens in the field, each drawn by the app's view. The
// seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

enum RecipeToken: Identifiable, Hashable {
case cuisine(String)
case difficulty(String)
var id: Self { self }
}
struct TokenSearchView: View {
@State private var searchText = ""
@State private var tokens: [RecipeToken] = []
var body: some View {
NavigationStack {
List(filteredRecipes) { recipe in
RecipeRow(recipe: recipe)
}
.navigationTitle("Recipes")
.searchable(text: $searchText, tokens: $tokens) { token in
switch token {
case .cuisine(let name):
Label(name, systemImage: "globe")
case .difficulty(let name):
Label(name, systemImage: "star")
}
}
}
}
}

// The app's filter, which the seed leaves out (in this file: it reads the view's private state).
extension TokenSearchView {
    var filteredRecipes: [Recipe] {
        allRecipes.filter { recipe in
            tokens.allSatisfy { token in
                switch token {
                case .cuisine(let cuisine): recipe.cuisine == cuisine
                case .difficulty(let difficulty): recipe.difficulty == difficulty
                }
            } && (searchText.isEmpty || recipe.name.localizedCaseInsensitiveContains(searchText))
        }
    }
}

@main
struct TokenSearchApp: App {
    var body: some Scene {
        WindowGroup { TokenSearchView() }
    }
}

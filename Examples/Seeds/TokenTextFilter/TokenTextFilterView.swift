// From 002 (Part 6, "Combined Tokens + Text Filtering"): the seed's `filteredRecipes`, token
// filters then the text filter, as written; the view around it (with suggested tokens, so the
// user can add some) is the app's.
import SeekUI

struct TokenTextFilterView: View {
    @State var searchText = ""
    @State var tokens: [RecipeToken] = []
    @State var suggestedTokens: [RecipeToken] = [.cuisine("Italian"), .cuisine("Thai"), .difficulty("Easy"), .difficulty("Hard")]

    var body: some View {
        NavigationStack {
            List(filteredRecipes) { recipe in
                Text(recipe.name)
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText, tokens: $tokens, suggestedTokens: $suggestedTokens) { token in
                switch token {
                case .cuisine(let name): Label(name, systemImage: "globe")
                case .difficulty(let name): Label(name, systemImage: "star")
                }
            }
        }
    }

var filteredRecipes: [Recipe] {
var results = allRecipes
// Apply token filters
for token in tokens {
switch token {
case .cuisine(let cuisine):
results = results.filter { $0.cuisine == cuisine }
case .difficulty(let difficulty):
results = results.filter { $0.difficulty == difficulty }
}
}
// Apply text filter
if !searchText.isEmpty {
results = results.filter {
$0.name.localizedCaseInsensitiveContains(searchText)
}
}
return results
}
}

@main
struct TokenTextFilterApp: App {
    var body: some Scene {
        WindowGroup { TokenTextFilterView() }
    }
}

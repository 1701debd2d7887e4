// From 002 (Part 1, "How It Works"): the basic `.searchable` list, filtered by the app's own
// predicate. The seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct RecipeListView: View {
    @State private var searchText = ""
    let recipes: [Recipe]

    var body: some View {
        NavigationStack {
            List(filteredRecipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText, prompt: "Find a recipe")
        }
    }

    var filteredRecipes: [Recipe] {
        if searchText.isEmpty { return recipes }
        return recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

@main
struct RecipeListApp: App {
    var body: some Scene {
        WindowGroup { RecipeListView(recipes: Recipe.samples) }
    }
}

// What the seed leaves to the app: the recipes and their row.
import SeekUI

struct Recipe: Identifiable {
    let name: String
    let cuisine: String
    let difficulty: String
    var id: String { name }
}

let allRecipes = [Recipe(name: "Spaghetti Carbonara", cuisine: "Italian", difficulty: "Easy"),
                  Recipe(name: "Mushroom Risotto", cuisine: "Italian", difficulty: "Hard"),
                  Recipe(name: "Pad Thai", cuisine: "Thai", difficulty: "Easy"),
                  Recipe(name: "Green Curry", cuisine: "Thai", difficulty: "Hard")]

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        Text("\(recipe.name) (\(recipe.cuisine), \(recipe.difficulty))")
    }
}

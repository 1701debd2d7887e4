// What the seed leaves to the app: the token type (as in "Basic Tokens") and the recipes.
import SeekUI

enum RecipeToken: Identifiable, Hashable {
    case cuisine(String)
    case difficulty(String)
    var id: Self { self }
}

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

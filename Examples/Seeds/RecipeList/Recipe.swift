// What the seed leaves to the app: its recipes.
import SeekUI

struct Recipe: Identifiable, Hashable {
    let name: String
    var id: String { name }

    static let samples = ["Spaghetti Carbonara", "Chicken Curry", "Caesar Salad", "Pancakes", "Beef Stew",
                          "Tomato Soup", "Pad Thai", "Mushroom Risotto"].map(Recipe.init)
}

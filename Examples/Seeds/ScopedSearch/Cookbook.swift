// What the seed leaves to the app: the cookbook's entries, a row, and the filter by text and scope.
import SeekUI

struct CookbookEntry: Identifiable {
    let name: String
    let isRecipe: Bool
    var id: String { name }
}

let cookbook = [CookbookEntry(name: "Tomato soup", isRecipe: true), CookbookEntry(name: "Tomato", isRecipe: false),
                CookbookEntry(name: "Basil pesto", isRecipe: true), CookbookEntry(name: "Basil", isRecipe: false),
                CookbookEntry(name: "Garlic", isRecipe: false)]

struct ResultRow: View {
    let result: CookbookEntry

    var body: some View {
        HStack {
            Text(result.name)
            Spacer()
            Text(result.isRecipe ? "recipe" : "ingredient")
        }
    }
}

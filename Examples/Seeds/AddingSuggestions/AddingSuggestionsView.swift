// From 002 (Part 3, "Adding Suggestions"): suggestions passed in `searchable`'s closure, each
// completing the text. The seed's modifier as written, with `import SeekUI`, on the app's view.
import SeekUI

struct AddingSuggestionsView: View {
    @State var searchText = ""

    var body: some View {
        NavigationStack {
            List(filteredFruits) { fruit in
                Text(fruit.name)
            }
            .navigationTitle("Fruit")
            .searchable(text: $searchText) {
                ForEach(suggestedResults) { suggestion in
                    Text(suggestion.name)
                        .searchCompletion(suggestion.name)
                }
            }
        }
    }
}

@main
struct AddingSuggestionsApp: App {
    var body: some Scene {
        WindowGroup { AddingSuggestionsView() }
    }
}

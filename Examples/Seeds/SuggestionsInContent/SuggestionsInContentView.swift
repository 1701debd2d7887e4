// From 004 ("searchSuggestions(_:for:)"): suggestions hidden for the menu, so they show in
// place of the list. The seed's code as written, in the app's view.
import SeekUI

struct SuggestionsInContentView: View {
    @State var text = ""

    var body: some View {
        NavigationStack {
            List(FruitName.allCases.filter { text.isEmpty || $0.rawValue.localizedCaseInsensitiveContains(text) }) { fruit in
                Text("Fruit: \(fruit.rawValue)")
            }
            .navigationTitle("Fruit")
.searchable(text: $text) {
    ForEach(suggestions) { suggestion in
        Text(suggestion.rawValue)
            .searchCompletion(suggestion.rawValue)
    }
    .searchSuggestions(.hidden, for: .menu)
}
        }
    }

    var suggestions: [FruitName] {
        FruitName.allCases.filter { !text.isEmpty && $0.rawValue.hasPrefix(text.lowercased()) }
    }
}

enum FruitName: String, CaseIterable, Identifiable {
    case apple, apricot, banana
    var id: Self { self }
}

@main
struct SuggestionsInContentApp: App {
    var body: some Scene {
        WindowGroup { SuggestionsInContentView() }
    }
}

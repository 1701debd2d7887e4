// From 004 ("searchSuggestions(_:)", suggestions from a model): the model's suggestions,
// updated as the text changes. The seed's modifiers as written, in the app's view.
import SeekUI

struct ModelSuggestionsView: View {
    @State var text = ""
    @StateObject var model = ProductModel()

    var body: some View {
        NavigationStack {
ProductList()
    .searchable(text: $text)
    .searchSuggestions {
        ForEach(model.suggestedSearches) { suggestion in
            Label(suggestion.title,  image: suggestion.image)
                .searchCompletion(suggestion.text)
        }
    }
        }
        .onChange(of: text) { model.updateSuggestions(for: text) }
    }
}

@main
struct ModelSuggestionsApp: App {
    var body: some Scene {
        WindowGroup { ModelSuggestionsView() }
    }
}

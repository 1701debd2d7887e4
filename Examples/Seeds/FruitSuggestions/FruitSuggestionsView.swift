// From 004 ("searchSuggestions(_:)"): emoji suggestions, each completing the text with the
// fruit's name. The seed's code as written, in the app's view.
import SeekUI

struct FruitSuggestionsView: View {
    @State var text = ""

    var body: some View {
NavigationStack {
    List(0..<20) {
        Text("Row \($0)")
    }.navigationTitle("100 Rows")
        .searchable(text: $text)
        .searchSuggestions {
            Text("🍎").searchCompletion("apple")
            Text("🍐").searchCompletion("pear")
            Text("🍌").searchCompletion("banana")
        }
}
    }
}

@main
struct FruitSuggestionsApp: App {
    var body: some Scene {
        WindowGroup { FruitSuggestionsView() }
    }
}

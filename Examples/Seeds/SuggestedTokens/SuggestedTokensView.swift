// From 002 (Part 6, "Suggested Tokens"): tokens offered while typing; choosing one puts it in
// the field. The seed's modifier as written, on the app's view.
import SeekUI

struct SuggestedTokensView: View {
    @State var searchText = ""
    @State var tokens: [CuisineToken] = []
    @State var suggestedTokens: [CuisineToken] = CuisineToken.allCases

    var body: some View {
        NavigationStack {
            List(dishes) { dish in
                Text(dish.name)
            }
            .navigationTitle("Dishes")
            .searchable(
                text: $searchText,
                tokens: $tokens,
                suggestedTokens: $suggestedTokens,
                prompt: "Search recipes"
            ) { token in
                Label(token.displayName, systemImage: token.icon)
            }
        }
    }
}

@main
struct SuggestedTokensApp: App {
    var body: some Scene {
        WindowGroup { SuggestedTokensView() }
    }
}

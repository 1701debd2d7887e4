// From 002 (Part 3, "searchCompletion Modifier"): a suggestion row of a colour dot and a name
// that fills the field with the name. The seed's modifier as written, on the app's view.
import SeekUI

struct ColorCompletionView: View {
    @State var searchText = ""

    var body: some View {
        NavigationStack {
            List(filteredColors) { color in
                Text(color.name)
            }
            .navigationTitle("Colors")
            .searchable(text: $searchText) {
                ForEach(matchingColors) { color in
                    HStack {
                        Circle()
                            .fill(color.value)
                            .frame(width: 16, height: 16)
                        Text(color.name)
                    }
                    .searchCompletion(color.name) // Tapping fills search with color name
                }
            }
        }
    }
}

@main
struct ColorCompletionApp: App {
    var body: some Scene {
        WindowGroup { ColorCompletionView() }
    }
}

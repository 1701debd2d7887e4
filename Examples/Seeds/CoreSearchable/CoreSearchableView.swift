// From 002 (Part 1, "Core API"): the seed shows `searchable(text:placement:prompt:)`'s
// signature; this is the call it describes, with a `LocalizedStringKey` prompt and the default
// placement, in the app's own view.
import SeekUI

struct CoreSearchableView: View {
    @State private var searchText = ""
    let names: [String]

    var body: some View {
        NavigationStack {
            List(names.filter { searchText.isEmpty || $0.localizedCaseInsensitiveContains(searchText) }, id: \.self) { name in
                Text(name)
            }
            .navigationTitle("Names")
            .searchable(
                text: $searchText,
                placement: .automatic,
                prompt: LocalizedStringKey("Search names")
            )
        }
    }
}

@main
struct CoreSearchableApp: App {
    var body: some Scene {
        WindowGroup { CoreSearchableView(names: ["Ada", "Grace", "Linus", "Margaret"]) }
    }
}

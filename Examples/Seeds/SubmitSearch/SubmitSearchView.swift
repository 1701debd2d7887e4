// From 002 (Part 4, "onSubmit(of: .search)"): Return in the field runs the app's search. The
// seed's modifiers as written, on the app's view.
import SeekUI

struct SubmitSearchView: View {
    @State var searchText = ""
    @State var results: [String] = []

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { result in
                Text(result)
            }
            .navigationTitle("Library")
            .searchable(text: $searchText)
            .onSubmit(of: .search) {
                performSearch(searchText)
            }
        }
    }

    /// The app's search, run only on submit: the titles holding the text.
    func performSearch(_ text: String) {
        results = ["Dune", "Emma", "Middlemarch", "Persuasion"].filter { $0.localizedCaseInsensitiveContains(text) }
    }
}

@main
struct SubmitSearchApp: App {
    var body: some Scene {
        WindowGroup { SubmitSearchView() }
    }
}

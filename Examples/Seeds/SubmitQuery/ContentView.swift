// From 003 ("Respond to search submission"): Return in the field calls the app's
// `submitCurrentSearchQuery()`. The seed's code as written, in the app's view.
import SeekUI

struct ContentView: View {
    @State var searchText = ""
    @StateObject var history = SubmittedQueries()

    var body: some View {
        NavigationStack {
        SearchedView()
            .searchable(text: $searchText)
            .onSubmit(of: .search) {
                submitCurrentSearchQuery()
            }
        }
        .environmentObject(history)
    }

    func submitCurrentSearchQuery() {
        history.queries.append(searchText)
    }
}

@main
struct SubmitQueryApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

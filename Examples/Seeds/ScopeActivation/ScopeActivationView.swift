// From 002 (Part 5, "Scope Activation"): scopes that appear only once the user types. The
// seed's modifier as written, on the app's view.
import SeekUI

struct ScopeActivationView: View {
    @State var searchText = ""
    @State var searchScope: SearchScope = .all

    var body: some View {
        NavigationStack {
            List(results) { entry in
                Text(entry.name)
            }
            .navigationTitle("Pantry")
            .searchable(text: $searchText)
            .searchScopes($searchScope, activation: .onTextEntry) {
                // Scopes appear only when user starts typing
                ForEach(SearchScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
        }
    }
}

@main
struct ScopeActivationApp: App {
    var body: some Scene {
        WindowGroup { ScopeActivationView() }
    }
}

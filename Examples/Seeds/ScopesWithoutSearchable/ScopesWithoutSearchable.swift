// From 002 (Part 9, "5. Search Scopes Don't Appear"): scopes without `searchable` (the wrong
// way: they never show) and alongside it. The seed's modifiers as written; its `{ ... }` are
// the app's rows, and each list is in a navigation container, as the seed says scopes need.
import SeekUI

enum Scope: Hashable {
    case all, recent
}

struct WrongScopesView: View {
    @State var scope = Scope.all

    var body: some View {
        NavigationStack {
// WRONG: Scopes without searchable
List { Text("Soup"); Text("Salad") }
.searchScopes($scope) { Text("All").tag(Scope.all); Text("Recent").tag(Scope.recent) }
        }
    }
}

struct CorrectScopesView: View {
    @State var scope = Scope.all
    @State var query = ""

    var body: some View {
        NavigationStack {
// CORRECT: Scopes alongside searchable
List { Text("Soup"); Text("Salad") }
.searchable(text: $query)
.searchScopes($scope) {
Text("All").tag(Scope.all)
Text("Recent").tag(Scope.recent)
}
        }
    }
}

@main
struct ScopesWithoutSearchableApp: App {
    var body: some Scene {
        WindowGroup { WrongScopesView() }
    }
}

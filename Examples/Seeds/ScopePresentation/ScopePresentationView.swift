// From 004 ("searchScopes(_:activation:_:)"): scopes that appear as soon as search is
// presented. The seed's modifier as written, on the users of the previous example (the app's).
import SeekUI

struct ScopePresentationView: View {
    @State var searchText = ""
    @State var searchScope = UserGroupScope.all

    var body: some View {
        NavigationStack {
            List(users.filter { searchScope == .all || $0.group == searchScope }, id: \.name) { user in
                Text(user.name)
            }
            .searchable(text: $searchText)
.searchScopes($searchScope, activation: .onSearchPresentation) {
    ForEach(UserGroupScope.allCases, id: \.self) { scope in
        Text(scope.rawValue)
    }
}
        }
    }
}

@main
struct ScopePresentationApp: App {
    var body: some Scene {
        WindowGroup { ScopePresentationView() }
    }
}

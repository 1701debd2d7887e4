// From 004 ("searchScopes(_:scopes:)", the example): users filtered by name or age within a
// group scope. The seed's code as written, with `import SeekUI`; the app around it is added.
import SeekUI

struct UserModel: Codable {
    let id: Int
    let name: String
    let age: Int
    let group: UserGroupScope
}
enum UserGroupScope: String, Codable, CaseIterable {
    case all, normal, moderator, admin
}
struct SearchContectView: View {
    var arrayToSearch: [UserModel] = [UserModel(id: 1, name: "John", age: 10, group: .admin),
                                    UserModel(id: 2, name: "Poul", age: 15, group: .admin),
                                    UserModel(id: 3, name: "Maria", age: 20, group: .normal),
                                    UserModel(id: 4, name: "Emma", age: 25, group: .normal),
                                    UserModel(id: 5, name: "Ella", age: 30, group: .moderator),
                                    UserModel(id: 6, name: "James", age: 35, group: .normal)]
    @State var searchText: String = ""
    @State var searchScope = UserGroupScope.all
    var searchResults: [UserModel] {
        if searchText.isEmpty {
            return arrayToSearch
        }else {
            var scopedResults = arrayToSearch
            if searchScope != .all {
                scopedResults = arrayToSearch.filter({ $0.group == searchScope })
            }
            return scopedResults.filter( {
                $0.name.localizedCaseInsensitiveContains(searchText) ||
                $0.age == Int(searchText)
            })
        }
    }
    var body: some View {
        NavigationStack {
            List(searchResults, id: \.id) { result in
                Text("\(result.name) - \(result.age)")
            }
        }
        .searchable(text: $searchText, placement:
                .navigationBarDrawer, prompt: "Search for something")
        .searchScopes($searchScope) {
            ForEach(UserGroupScope.allCases, id: \.self) { scope in
                Text(scope.rawValue)
            }
        }
    }
}

@main
struct UserScopesApp: App {
    var body: some Scene {
        WindowGroup { SearchContectView() }
    }
}

// The users list with group scopes from the reference documents (SwiftUI's `SearchContectView`),
// ported line by line: the same data, state, placement, prompt and scopes.
import SeekUI

struct UserModel: Identifiable {
    let id: Int
    let name: String
    let age: Int
    let group: UserGroupScope
}

enum UserGroupScope: String, CaseIterable, Sendable {
    case all, normal, moderator, admin
}

struct UsersSearch {
    var arrayToSearch = [UserModel(id: 1, name: "John", age: 10, group: .admin),
                         UserModel(id: 2, name: "Poul", age: 15, group: .admin),
                         UserModel(id: 3, name: "Maria", age: 20, group: .normal),
                         UserModel(id: 4, name: "Emma", age: 25, group: .normal),
                         UserModel(id: 5, name: "Ella", age: 30, group: .moderator),
                         UserModel(id: 6, name: "James", age: 35, group: .normal)]
    @State var searchText = ""
    @State var searchScope = UserGroupScope.all

    // The filter SwiftUI's version writes by hand (name or age, within the scope) is said here:
    // the fields searched, and which users a scope holds.
    var body: SearchableList<UserModel> {
        SearchableList(arrayToSearch, searching: [\.name, { "\($0.age)" }]) { result in
            Text("\(result.name) - \(result.age)")
        }
        .searchable(text: $searchText, placement: .drawer(always: true), prompt: "Search for something")
        .searchScopes($searchScope, scopes: UserGroupScope.allCases, matching: { $1 == .all || $0.group == $1 }) { scope in
            Text(scope.rawValue)
        }
    }
}

// What the seed leaves to the app: the group scopes and users of 004's example.
import SeekUI

enum UserGroupScope: String, CaseIterable {
    case all, normal, moderator, admin
}

struct User {
    let name: String
    let group: UserGroupScope
}

let users = [User(name: "John", group: .admin), User(name: "Maria", group: .normal), User(name: "Ella", group: .moderator)]
